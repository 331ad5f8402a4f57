import type { Currency, PaymentAttemptStatus, PaymentOutcomeView } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { PaymentAttemptRow } from '../../db/schema';
import {
  orderNumberFromSequence,
  type GatewayLanguage,
  type PaymentForm,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentState,
} from '../../integrations/payments/gateway';
import type { PaymentsRepository, UnansweredDue } from './payments.repository';

export type { PaymentAttemptRow };

/** A decided attempt: what the gateway said and what it comes to. */
export interface PaymentDecision {
  status: Exclude<PaymentAttemptStatus, 'created'>;
  prCode: number | null;
  srCode: number | null;
  resultText: string | null;
  answer: Record<string, unknown>;
}

export function attemptStatus(outcome: PaymentOutcome): PaymentDecision['status'] {
  switch (outcome) {
    case 'paid':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** What the buyer is told about an attempt (the return page's variants). */
export function outcomeOf(attempt: Pick<PaymentAttemptRow, 'status' | 'prCode'>): PaymentOutcomeView {
  switch (attempt.status) {
    case 'created':
      return 'waiting';
    case 'paid':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    default:
      return attempt.prCode === 28 ? 'threeDSecureFailed' : 'technicalError';
  }
}

/**
 * The decision a web-service payment state comes to; null while the gateway has not decided
 * (the buyer may still be on its page).
 */
export function decisionFromState(state: PaymentState): PaymentDecision['status'] | null {
  switch (state) {
    case 'paid':
    case 'authorized':
      return 'paid';
    case 'declined':
      return 'declined';
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
    case 'unknown':
      return 'unknown';
    default:
      return null;
  }
}

/**
 * Payments: the attempts to pay an order (card form or recurring charge), each with its own
 * ORDERNUMBER from a sequence, and the gateway's answers. It knows orders only by their uuid.
 */
export function createPaymentsService(deps: { payments: PaymentsRepository; gateway: PaymentGateway }) {
  const { payments, gateway } = deps;
  return {
    /** A new card attempt and the signed form that sends the buyer to the gateway. */
    async startCardAttempt(
      request: {
        orderUuid: string;
        amount: number;
        currency: Currency;
        recurringMaster: boolean;
        returnUrl: string;
        description: string;
        email: string | null;
        language: GatewayLanguage;
      },
      tx: Tx,
    ): Promise<{ attempt: PaymentAttemptRow; form: PaymentForm }> {
      const attempt = await payments.insertAttempt(
        {
          orderUuid: request.orderUuid,
          kind: 'card',
          amount: request.amount,
          currency: request.currency,
          recurringMaster: request.recurringMaster,
        },
        tx,
      );
      const form = await gateway.paymentForm({
        orderNumber: orderNumberFromSequence(attempt.orderNumber),
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        description: request.description,
        ...(request.email && { email: request.email }),
        language: request.language,
        recurringMaster: request.recurringMaster,
      });
      return { attempt, form };
    },

    /** Checks the answer the buyer brought back (never throws). */
    verifyReturn: (query: Readonly<Record<string, string | undefined>>) => gateway.verifyReturn(query),

    lockByOrderNumber: (orderNumber: string, tx: Tx) => payments.lockByOrderNumber(BigInt(orderNumber), tx),

    record: (attempt: PaymentAttemptRow, decision: PaymentDecision, at: Date, tx: Tx) =>
      payments.saveResult(
        attempt.uuid,
        {
          status: decision.status,
          prCode: decision.prCode,
          srCode: decision.srCode,
          resultText: decision.resultText,
          gatewayAnswer: decision.answer,
        },
        at,
        tx,
      ),

    claimUnanswered: (due: UnansweredDue, tx: Tx) => payments.claimUnanswered(due, tx),
    markChecked: (attempt: PaymentAttemptRow, at: Date, tx: Tx) => payments.markChecked(attempt.uuid, at, tx),
    /** The gateway's state of an attempt; throws `PaymentGatewayError` without a trustworthy answer. */
    status: (attempt: PaymentAttemptRow) =>
      gateway.paymentStatus(orderNumberFromSequence(attempt.orderNumber)),

    /** A renewal charge's attempt; recorded (and committed) before the gateway is asked to charge. */
    startRecurringAttempt: (
      request: { orderUuid: string; amount: number; currency: Currency },
      tx: Tx,
    ): Promise<PaymentAttemptRow> => payments.insertAttempt({ ...request, kind: 'recurring' }, tx),

    /** Throws `PaymentGatewayError` when no trustworthy answer came: the charge may have happened. */
    chargeRecurring: (attempt: PaymentAttemptRow, masterOrderNumber: bigint) =>
      gateway.chargeRecurring({
        orderNumber: orderNumberFromSequence(attempt.orderNumber),
        masterOrderNumber: orderNumberFromSequence(masterOrderNumber),
        amount: attempt.amount,
        currency: attempt.currency,
      }),

    latestForOrders: (orderUuids: string[], tx?: Tx) => payments.latestForOrders(orderUuids, tx),
    listForOrder: (orderUuid: string, tx?: Tx) => payments.listForOrder(orderUuid, tx),
    saveRecurringMaster: (lineUuid: string, masterOrderNumber: bigint, tx: Tx) =>
      payments.saveRecurringMaster(lineUuid, masterOrderNumber, tx),
    recurringMaster: (lineUuid: string, tx?: Tx) => payments.recurringMaster(lineUuid, tx),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
