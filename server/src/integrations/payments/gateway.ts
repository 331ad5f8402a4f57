import { randomInt } from 'node:crypto';
import type { PaymentOutcome } from './gpwebpay/resultCodes';

export type { PaymentOutcome };

export type PaymentCurrency = 'CZK' | 'EUR';
export type GatewayLanguage = 'cs' | 'sk' | 'en';

export interface PaymentFormRequest {
  /** The gateway's ORDERNUMBER: digits only, at most 15, new for every attempt (see `orderNumberFromSequence`). */
  orderNumber: string;
  /** In minor units (haléře, cents). */
  amount: number;
  currency: PaymentCurrency;
  /** The shop's own order number (MERORDERNUM): digits only, at most 30. */
  merOrderNum?: string;
  /** Where the gateway sends the buyer back, with the answer in the query. */
  returnUrl: string;
  description?: string;
  email?: string;
  /** The language of the gateway's pages. */
  language: GatewayLanguage;
  /** The first payment of a recurring series: its card is kept for `chargeRecurring`. */
  recurringMaster?: boolean;
}

/** What the browser posts to the gateway: an HTML form with these hidden fields, in this order. */
export interface PaymentForm {
  url: string;
  fields: Record<string, string>;
}

export type ReturnVerdict =
  | {
      valid: true;
      orderNumber: string;
      merOrderNum?: string;
      outcome: PaymentOutcome;
      prCode: number;
      srCode: number;
      /** The gateway's own words, for staff. */
      resultText?: string;
    }
  | { valid: false; reason: string };

/**
 * - `pending`: created, the buyer has not finished (or the gateway has not decided) yet;
 * - `authorized`: approved, not captured (never for our DEPOSITFLAG=1 payments, but possible);
 * - `paid`: captured; `refunded`: money returned (in part or in full);
 * - `declined`: refused or failed; `cancelled`: reversed, closed or deleted;
 * - `unknown`: the gateway does not know this order number (it was never sent, or not to it).
 */
export type PaymentState =
  'pending' | 'authorized' | 'paid' | 'refunded' | 'declined' | 'cancelled' | 'unknown';

export interface PaymentStatus {
  state: PaymentState;
  /** What the gateway said, for staff and logs. */
  raw: { state?: number; status?: string; subStatus?: string; prCode?: number; srCode?: number };
}

export interface RecurringCharge {
  /** A new ORDERNUMBER for this charge. */
  orderNumber: string;
  /** The ORDERNUMBER of the paid payment made with `recurringMaster`. */
  masterOrderNumber: string;
  amount: number;
  currency: PaymentCurrency;
  merOrderNum?: string;
}

export interface RecurringResult {
  outcome: PaymentOutcome;
  prCode: number;
  srCode: number;
  authCode?: string;
  resultText?: string;
}

export interface RefundRequest {
  /**
   * The web service's messageId for this refund: the same for every attempt of one refund (make it
   * with `refundMessageId` from the refund's uuid), so that asking again after an answer that never
   * came does not refund twice: the gateway is taken to answer a repeated messageId with its first
   * answer (the simulator does; GP webpay's public material does not say so either way).
   */
  messageId: string;
  /** The ORDERNUMBER of the paid payment the money goes back to. */
  orderNumber: string;
  /** In minor units; at most what is left of the payment after its earlier refunds. */
  amount: number;
  /**
   * The payment's currency. GP webpay's RefundRequest has no currency field (a refund is always in
   * the payment's currency), so it is not sent: it states what the caller means to return.
   */
  currency: PaymentCurrency;
}

/**
 * - `refunded`: the gateway took the refund (the payment's state becomes `refunded`);
 * - `declined`: the gateway refused it, for good (e.g. 15 unknown payment, 18 more than is left to
 *   refund, 20 not paid, 30 declined by the card's side): asking again gives the same answer.
 */
export type RefundResult =
  { outcome: 'refunded' } | { outcome: 'declined'; prCode: number; srCode: number; resultText?: string };

/**
 * The card payment gateway: GP webpay, or the simulator that stands in for it locally (the same
 * client, pointed at the simulator and its keys).
 *
 * `paymentStatus` and `chargeRecurring` throw `PaymentGatewayError` when no trustworthy answer
 * came (the gateway unreachable, an unsigned or forged answer): a charge may then have happened
 * or not, so ask `paymentStatus` for its order number later.
 *
 * `refund` throws `PaymentGatewayError` when no trustworthy answer came (unreachable, timed out, a
 * technical error such as 1000, an unsigned or forged answer): the refund may have happened or not;
 * keep it pending and ask again later with the same messageId.
 */
export interface PaymentGateway {
  paymentForm(request: PaymentFormRequest): Promise<PaymentForm>;
  /** Checks the answer the buyer brings back in the query; never throws. */
  verifyReturn(query: Readonly<Record<string, string | undefined>>): Promise<ReturnVerdict>;
  paymentStatus(orderNumber: string): Promise<PaymentStatus>;
  chargeRecurring(charge: RecurringCharge): Promise<RecurringResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

const MAX_ORDER_NUMBER = 999_999_999_999_999;

/**
 * ORDERNUMBER from a database sequence value: unique for as long as the sequence is, which the
 * gateway requires for every attempt of every order ever (it refuses a repeat with PRCODE 14).
 * This is the one to use for real payments: give each attempt `nextval` of a sequence.
 */
export function orderNumberFromSequence(value: number | bigint): string {
  const n = BigInt(value);
  if (n < 1n || n > BigInt(MAX_ORDER_NUMBER)) {
    throw new RangeError(`An ORDERNUMBER is 1 to 15 digits, got ${value}`);
  }
  return n.toString();
}

/**
 * ORDERNUMBER without a sequence (tests, the simulator's own use): seconds since 2020 (9 digits
 * until 2051) and 6 random digits, so two attempts collide only within one second, one in a million.
 */
export function randomOrderNumber(now = Date.now()): string {
  const seconds = Math.floor((now - Date.UTC(2020, 0, 1)) / 1000);
  return `${seconds}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The web-service messageId of a refund, from the refund's uuid: `refund` and the uuid's 32 hex
 * digits (38 characters). GP webpay's MessageId is 16 to 256 of [A-Za-z0-9+/=] (the WSDL's
 * MessageId type: no hyphens) and unique per merchant; the other requests' ids are digits and hex
 * without this prefix, so they never meet a refund's. The same uuid gives the same id, so the
 * retry of a refund whose answer never came is recognised as the same refund.
 */
export function refundMessageId(refundUuid: string): string {
  if (!UUID.test(refundUuid))
    throw new RangeError(`A refund's messageId comes from a uuid, got "${refundUuid}"`);
  return `refund${refundUuid.replace(/-/g, '').toLowerCase()}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment gateway the configuration chose (see `buildApp`). */
    paymentGateway: PaymentGateway;
  }
}
