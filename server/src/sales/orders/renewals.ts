import { PaymentGatewayError } from '../../integrations/payments/gateway';
import { attemptStatus, type PaymentDecision } from '../payments/payments.service';
import type { OrderAcceptance } from './acceptance';
import { newOrderHash, type OrdersContext } from './context';

const RENEWAL_ORDER_TTL_MS = 7 * 24 * 60 * 60_000;

/** The line kinds' renewals: each period due is an order of its own, charged on a master payment's card. */
export function createRenewals(ctx: OrdersContext, parts: { acceptance: OrderAcceptance }) {
  const { orders, payments, lineKinds, transaction, now } = ctx;
  const { settle, afterCommit } = parts.acceptance;

  return {
    /**
     * Sweeper: the periods the line kinds say are due are charged on their master payment's card,
     * each as an order of its own. A period is charged once (its renewal key is unique).
     */
    async renewDue(): Promise<number> {
      let charged = 0;
      for (const [name, kind] of lineKinds.entries()) {
        if (!kind.dueRenewals) continue;
        for (const item of await kind.dueRenewals(now())) {
          const master = await payments.recurringMaster(item.masterLineUuid);
          if (master === null) {
            ctx.log.error({ key: item.key }, 'A renewal has no recurring master payment');
            continue;
          }
          const started = await transaction(async (tx) => {
            const order = await orders.insertRenewal(
              {
                userUuid: item.userUuid,
                orderHash: newOrderHash(),
                currency: item.currency,
                total: item.amount,
                language: item.language,
                email: item.email,
                // Not the buyer's to pay: it waits for the charge's answer (the reconciliation
                // sweeper finds a lost one), never for the expiry sweeper.
                expiresAt: new Date(now().getTime() + RENEWAL_ORDER_TTL_MS),
              },
              {
                position: 0,
                kind: name,
                refUuid: item.refUuid,
                label: item.label,
                quantity: 1,
                unitAmount: item.amount,
                amount: item.amount,
                renewalKey: item.key,
                data: { renewal: item },
              },
              tx,
            );
            if (!order) return null;
            await orders.addStatusChange(
              {
                orderUuid: order.uuid,
                toStatus: 'pending',
                actorKind: 'sweeper',
                reason: 'renewal',
                at: now(),
              },
              tx,
            );
            const attempt = await payments.startRecurringAttempt(
              { orderUuid: order.uuid, amount: item.amount, currency: item.currency },
              tx,
            );
            return attempt;
          });
          if (!started) continue;
          let answer;
          try {
            answer = await payments.chargeRecurring(started, master);
          } catch (error) {
            // The charge may have happened: the reconciliation sweeper asks about it later.
            if (!(error instanceof PaymentGatewayError)) throw error;
            ctx.log.warn(
              { err: error, orderNumber: String(started.orderNumber) },
              'Renewal charge unanswered',
            );
            continue;
          }
          const decision: PaymentDecision = {
            status: attemptStatus(answer.outcome),
            prCode: answer.prCode,
            srCode: answer.srCode,
            resultText: answer.resultText ?? null,
            answer: { source: 'processRecurringPayment', ...answer },
          };
          const result = await transaction(async (tx) => {
            const attempt = await payments.lockByOrderNumber(String(started.orderNumber), tx);
            if (!attempt || attempt.status !== 'created') return null;
            return settle(attempt, decision, { kind: 'sweeper' }, tx);
          });
          charged++;
          if (result?.acceptedNow) await afterCommit();
        }
      }
      return charged;
    },
  };
}
