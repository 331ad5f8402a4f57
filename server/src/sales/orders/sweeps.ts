import type { OrdersService } from './orders.service';
import type { Job } from '../../jobs/scheduler';

/**
 * The sweepers of orders and payments:
 * - `paymentReconciliation`: attempts whose return never came are asked about at the gateway;
 * - `orderExpiry`: pending orders past their expiry are rejected (a payment that still arrives is
 *   kept and flagged, see `OrdersService.complete`);
 * - `renewals`: periods due for a recurring charge are charged on the master payment's card.
 */
export function orderSweepers(service: OrdersService): Job[] {
  return [
    { name: 'paymentReconciliation', run: () => service.reconcileUnanswered() },
    { name: 'orderExpiry', run: () => service.expireDue() },
    { name: 'renewals', run: () => service.renewDue() },
  ];
}
