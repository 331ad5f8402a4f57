import type { Job } from '../../jobs/scheduler';
import type { RefundsService } from './refunds.service';

/**
 * The refunds' sweeper: a refund the gateway left unanswered (or a server stopped before asking)
 * is asked again with the same message id and settled once (`RefundsService.sweepDue`).
 */
export function refundSweepers(service: RefundsService): Job[] {
  return [{ name: 'refundReconciliation', run: () => service.sweepDue() }];
}
