import { PaymentGatewayError } from '../../integrations/payments/gateway';
import { decisionFromState, type PaymentDecision, type PaymentsService } from '../payments/payments.service';
import type { Job } from '../../jobs/scheduler';
import type { OrderAcceptance } from './acceptance';
import type { OrdersContext } from './context';
import type { OrdersService } from './orders.service';

/** What the sweepers do with orders left behind: expired pending ones, payments never answered. */
export function createSweeps(ctx: OrdersContext, parts: { acceptance: OrderAcceptance }) {
  const { orders, payments, transaction, options, now, changeStatus } = ctx;
  const { rejected, settle, afterCommit, sendNotificationsDue } = parts.acceptance;

  return {
    /** Sweeper: pending orders past their expiry are rejected. Answers how many. */
    async expireDue(limit = 100): Promise<number> {
      return transaction(async (tx) => {
        const due = await orders.claimExpired(now(), limit, tx);
        for (const order of due) {
          const updated = await changeStatus(order, 'rejected', { kind: 'sweeper' }, 'expired', tx);
          await rejected(updated, tx);
        }
        return due.length;
      });
    },

    /**
     * Sweeper: attempts whose answer never came are asked about at the gateway and settled as
     * the return would have. Paid is accepted at once (the return, if it still comes, finds it
     * settled); anything else waits for the order's time to live, since until then the buyer may
     * still be on the gateway's page, or not there yet, and an attempt closed early would turn away
     * the answer that follows. Answers how many were settled.
     */
    async reconcileUnanswered(limit = 50): Promise<number> {
      let settledCount = 0;
      for (let i = 0; i < limit; i++) {
        const at = now();
        const ago = (ms: number) => new Date(at.getTime() - ms);
        const result = await transaction(async (tx) => {
          const attempt = await payments.claimUnanswered(
            {
              answeredBefore: ago(options.unansweredAfterMs),
              checkedBefore: ago(options.recheckAfterMs),
              liveSince: ago(options.orderTtlMs),
              liveCheckedBefore: ago(options.unansweredAfterMs),
            },
            tx,
          );
          if (!attempt) return null;
          let status: Awaited<ReturnType<PaymentsService['status']>>;
          try {
            status = await payments.status(attempt);
          } catch (error) {
            if (!(error instanceof PaymentGatewayError)) throw error;
            ctx.log.warn({ err: error, orderNumber: String(attempt.orderNumber) }, 'Payment state unknown');
            await payments.markChecked(attempt, at, tx);
            return { settled: null };
          }
          const decided = decisionFromState(status.state);
          const order = decided && decided !== 'paid' ? await orders.findByUuid(attempt.orderUuid, tx) : null;
          const mayStillBePaid =
            attempt.kind === 'card' && order?.status === 'pending' && order.expiresAt > at;
          if (!decided || mayStillBePaid) {
            await payments.markChecked(attempt, at, tx);
            return { settled: null };
          }
          const decision: PaymentDecision = {
            status: decided,
            prCode: status.raw.prCode ?? (decided === 'paid' ? 0 : null),
            srCode: status.raw.srCode ?? (decided === 'paid' ? 0 : null),
            resultText: status.raw.status ?? null,
            answer: { source: 'paymentStatus', state: status.state, ...status.raw },
          };
          return { settled: await settle(attempt, decision, { kind: 'sweeper' }, tx) };
        });
        if (!result) break;
        if (result.settled) settledCount++;
        if (result.settled?.acceptedNow) await afterCommit();
      }
      return settledCount;
    },

    /**
     * Sweeper: the order e-mails due in the outbox (those a stopped server left, failed ones due
     * again); answers how many were sent.
     */
    sendNotificationsDue,
  };
}

/**
 * The sweepers of orders and payments:
 * - `paymentReconciliation`: attempts whose return never came are asked about at the gateway;
 * - `orderExpiry`: pending orders past their expiry are rejected (a payment that still arrives is
 *   kept and flagged, see `OrdersService.complete`);
 * - `renewals`: periods due for a recurring charge are charged on the master payment's card;
 * - `orderNotifications`: the confirmations' outbox (sent at once after each acceptance; this finds
 *   what a stopped server left and retries failures).
 */
export function orderSweepers(service: OrdersService): Job[] {
  return [
    { name: 'paymentReconciliation', run: () => service.reconcileUnanswered() },
    { name: 'orderExpiry', run: () => service.expireDue() },
    { name: 'renewals', run: () => service.renewDue() },
    { name: 'orderNotifications', run: () => service.sendNotificationsDue() },
  ];
}
