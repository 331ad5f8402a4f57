import { pathFor } from '@tribuna/common/routes';
import type { Order, PaymentFormResponse, PaymentOutcomeView } from '@tribuna/common/schemas/orders';
import { ProductError } from '../../errors';
import { attemptStatus, outcomeOf, type PaymentDecision } from '../payments/payments.service';
import type { OrderAcceptance } from './acceptance';
import { sameSecret, type OrderAccess, type OrdersContext } from './context';
import type { OrderViews } from './view';

/**
 * Paying a pending order by card: a new attempt with the gateway's signed form (the kinds' checks
 * before payment first), and the gateway's answer the buyer brings back, settled once.
 */
export function createCheckout(
  ctx: OrdersContext,
  parts: { views: OrderViews; acceptance: OrderAcceptance },
) {
  const { orders, payments, lineKinds, transaction, find, assertPayable } = ctx;
  const { viewOf } = parts.views;
  const { settle, afterCommit, answer } = parts.acceptance;

  /**
   * The gateway's answer the buyer brought back. A bad or missing signature changes nothing;
   * otherwise the attempt is decided once, however often or however concurrently it is sent.
   * The signature proves a payment, not who is asking (anyone holding the return address can
   * replay it): the order itself is answered to its owner, or to whoever has its hash (the
   * browser that made it); anyone else learns the payment's outcome only.
   */
  async function complete(
    fields: Record<string, string>,
    access: OrderAccess,
  ): Promise<{ order: Order | null; outcome: PaymentOutcomeView }> {
    const verdict = await payments.verifyReturn(fields);
    if (!verdict.valid) {
      ctx.log.warn(
        { reason: verdict.reason, orderNumber: fields.ORDERNUMBER?.slice(0, 20) },
        'A payment answer failed verification',
      );
      throw new ProductError(
        'paymentAnswerNotVerified',
        undefined,
        'The payment answer is not signed by the gateway.',
      );
    }
    const result = await transaction(async (tx) => {
      // The attempt and its order locked, with the order's lines and latest attempt: one statement.
      const locked = await orders.lockAttempt(BigInt(verdict.orderNumber), tx);
      if (!locked) throw new ProductError('orderNotFound', { orderNumber: verdict.orderNumber });
      const { attempt, lines } = locked;
      if (attempt.status !== 'created') return { ...locked, acceptedNow: false };
      const decision: PaymentDecision = {
        status: attemptStatus(verdict.outcome),
        prCode: verdict.prCode,
        srCode: verdict.srCode,
        resultText: verdict.resultText ?? null,
        answer: { ...fields },
      };
      // The buyer who came back signed in was read with the request (their invoice names them).
      const user = access.user?.uuid === locked.order.userUuid ? access.user : undefined;
      const settled = await settle(attempt, decision, { kind: 'gateway' }, tx, {
        ...locked,
        ...(user && { user }),
      });
      const decided = { ...attempt, status: decision.status, prCode: decision.prCode };
      // Settling changes none of the order's lines; the latest attempt may be this one.
      const latest = !locked.latest || locked.latest.uuid === attempt.uuid ? decided : locked.latest;
      return { order: settled.order, lines, latest, attempt: decided, acceptedNow: settled.acceptedNow };
    });
    // The confirmation was written with the acceptance; its PDFs and e-mail follow the answer.
    if (result.acceptedNow) await afterCommit();
    const owner =
      (access.user !== null && result.order.userUuid === access.user.uuid) ||
      (access.orderHash !== undefined && sameSecret(access.orderHash, result.order.orderHash));
    // The answer is made of what the transaction read and wrote: no statement more.
    return {
      order: owner ? viewOf(result.order, result.lines, result.latest) : null,
      outcome: outcomeOf(result.attempt),
    };
  }

  return {
    /**
     * A new attempt for a pending order: the signed form for the gateway. The buyer comes back to
     * `origin` (the one they are on: their sign-in and order cookie live there), PUBLIC_URL by default.
     */
    async preComplete(
      orderUuid: string,
      access: OrderAccess,
      origin: string = ctx.publicUrl,
    ): Promise<PaymentFormResponse> {
      return transaction(async (tx) => {
        const order = await find(orderUuid, access, tx);
        await assertPayable(order, tx);
        const lines = await orders.lines(order.uuid, tx);
        for (const kind of new Set(lines.map((line) => line.kind))) {
          await lineKinds.forLine(kind).beforePayment?.(
            order,
            lines.filter((line) => line.kind === kind),
            tx,
          );
        }
        const locale = order.language === 'sk' ? 'sk' : 'cs';
        const { form } = await payments.startCardAttempt(
          {
            orderUuid: order.uuid,
            amount: order.total,
            currency: order.currency,
            recurringMaster: lines.some((line) => line.recurring),
            returnUrl: `${origin}${pathFor('orderCompleted', locale)}`,
            description: lines
              .map((line) => line.label)
              .join(', ')
              .slice(0, 255),
            email: order.email,
            language: order.language,
          },
          tx,
        );
        return form;
      });
    },

    /** The gateway's answer the buyer brought back (see `complete` above); e-mails give way to it. */
    complete: (fields: Record<string, string>, access: OrderAccess) => answer(() => complete(fields, access)),
  };
}
