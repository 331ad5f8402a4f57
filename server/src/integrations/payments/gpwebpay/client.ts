import { randomBytes, type KeyObject } from 'node:crypto';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentState,
  type PaymentStatus,
  type RecurringResult,
  type RefundResult,
} from '../gateway';
import { sign, signRequest, verify, verifyResponse } from './digest';
import { paymentOutcome } from './resultCodes';
import {
  parseEnvelope,
  requestEnvelope,
  signatureInput,
  signedAnswerFields,
  type Operation,
  type ParsedEnvelope,
  type SoapFields,
} from './soap';

/** ISO 4217 numeric codes, as CURRENCY and the web service's currencyCode want them. */
export const currencyCodes = { CZK: '203', EUR: '978' } as const;

export interface GpWebpayKeys {
  /** Signs our requests. */
  merchantPrivateKey: KeyObject;
  /** Verifies the gateway's answers. */
  gatewayPublicKey: KeyObject;
}

export interface GpWebpayOptions {
  /**
   * The HTTP API's `order.do`, where the browser posts the form. A path (the built-in simulator) is
   * on the origin of the form's return address, the one the buyer is on.
   */
  gatewayUrl: string;
  /** The web service's end point. */
  wsUrl: string;
  merchantNumber: string;
  /** The acquirer's four-digit code, sent with every web-service request. */
  provider: string;
  keys: () => Promise<GpWebpayKeys>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * GP webpay's order states (`state` of getPaymentStatus), numbered as in its order-state table
 * (REQUESTED 1, PENDING 2, CREATED 3, APPROVED 4, APPROVE_REVERSED 5, UNAPPROVED 6,
 * DEPOSITED_BATCH_OPENED 7, DEPOSITED_BATCH_CLOSED 8, ORDER_CLOSED 9, DELETED 10,
 * CREDITED_BATCH_OPENED 11, CREDITED_BATCH_CLOSED 12, DECLINED 13; e.g. activemerchant's GP webpay
 * integration `ORDER_STATUS_CODES`).
 */
export const gatewayStates = {
  requested: 1,
  approved: 4,
  reversed: 5,
  unapproved: 6,
  deposited: 7,
  deleted: 10,
  credited: 11,
  declined: 13,
} as const;

export function paymentState(state: number): PaymentState {
  if (state >= 1 && state <= 3) return 'pending';
  if (state === 4) return 'authorized';
  if (state === 7 || state === 8) return 'paid';
  if (state === 11 || state === 12) return 'refunded';
  if (state === 6 || state === 13) return 'declined';
  if (state === 5 || state === 9 || state === 10) return 'cancelled';
  return 'unknown';
}

const DIGITS = /^\d+$/;

/** The WSDL's MessageId: 16 to 256 of [A-Za-z0-9+/=]. */
const MESSAGE_ID = /^[A-Za-z0-9+/=]{16,256}$/;
/** The largest AMOUNT the web service takes (the WSDL's Amount: 15 digits). */
const MAX_AMOUNT = 999_999_999_999_999;

/** A web-service messageId: unique, 16 or more of [A-Za-z0-9+/=] (the WSDL's MessageId). */
const newMessageId = () => `${Date.now()}${randomBytes(12).toString('hex')}`;

/** The client of GP webpay: the HTTP API's signed form and answer, and the SOAP web service. */
export function createGpWebpayGateway(options: GpWebpayOptions): PaymentGateway {
  const fetchImpl = options.fetch ?? fetch;
  const { merchantNumber, provider } = options;

  /** Sends a signed request; answers the parsed envelope, or throws when the answer is not to be trusted. */
  async function call(
    operation: Operation,
    fields: SoapFields,
  ): Promise<Exclude<ParsedEnvelope, { kind: 'request' }>> {
    const keys = await options.keys();
    const signed: SoapFields = [
      ...fields,
      ['signature', sign(signatureInput(fields), keys.merchantPrivateKey)],
    ];
    let text: string;
    try {
      const res = await fetchImpl(options.wsUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' },
        body: requestEnvelope(operation, signed),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      text = await res.text();
    } catch (e) {
      throw new PaymentGatewayError(`GP webpay ${operation}: no answer (${(e as Error).message})`);
    }
    const answer = parseEnvelope(text);
    if (!answer || answer.kind === 'request') {
      throw new PaymentGatewayError(`GP webpay ${operation}: the answer is not a SOAP envelope`);
    }
    const element = answer.kind === 'fault' ? answer.exception : answer.element;
    const signedNames: readonly string[] =
      element && element in signedAnswerFields
        ? signedAnswerFields[element as keyof typeof signedAnswerFields]
        : [];
    const values = new Map(answer.fields);
    const input = signatureInput(
      signedNames.filter((name) => values.has(name)).map((name) => [name, values.get(name)!]),
    );
    if (signedNames.length === 0 || !verify(input, values.get('signature'), keys.gatewayPublicKey)) {
      throw new PaymentGatewayError(
        `GP webpay ${operation}: the answer's signature does not verify${
          answer.kind === 'fault' ? ` (fault: ${answer.faultString})` : ''
        }`,
      );
    }
    return answer;
  }

  const faultCodes = (fields: SoapFields) => {
    const values = new Map(fields);
    return {
      prCode: Number(values.get('primaryReturnCode')),
      srCode: Number(values.get('secondaryReturnCode')),
    };
  };

  return {
    async paymentForm(request) {
      if (!DIGITS.test(request.orderNumber) || request.orderNumber.length > 15) {
        throw new RangeError(`ORDERNUMBER must be 1 to 15 digits, got "${request.orderNumber}"`);
      }
      if (
        request.merOrderNum !== undefined &&
        (!DIGITS.test(request.merOrderNum) || request.merOrderNum.length > 30)
      ) {
        throw new RangeError(`MERORDERNUM must be 1 to 30 digits, got "${request.merOrderNum}"`);
      }
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        throw new RangeError(`AMOUNT is a positive whole number of minor units, got ${request.amount}`);
      }
      const fields: Record<string, string> = {
        MERCHANTNUMBER: merchantNumber,
        OPERATION: 'CREATE_ORDER',
        ORDERNUMBER: request.orderNumber,
        AMOUNT: String(request.amount),
        CURRENCY: currencyCodes[request.currency],
        // Captured at once: tickets and memberships are delivered at once.
        DEPOSITFLAG: '1',
        ...(request.merOrderNum !== undefined && { MERORDERNUM: request.merOrderNum }),
        URL: request.returnUrl,
        ...(request.description && { DESCRIPTION: request.description }),
        ...(request.recurringMaster && { USERPARAM1: 'R' }),
        ...(request.email && { EMAIL: request.email }),
      };
      const { merchantPrivateKey } = await options.keys();
      // LANG is outside the digest; it follows the signed fields.
      return {
        url: new URL(options.gatewayUrl, request.returnUrl).href,
        fields: { ...signRequest(fields, merchantPrivateKey), LANG: request.language },
      };
    },

    async verifyReturn(query) {
      try {
        const fields: Record<string, string> = {};
        for (const [name, value] of Object.entries(query))
          if (typeof value === 'string') fields[name] = value;
        const { gatewayPublicKey } = await options.keys();
        const check = verifyResponse(fields, merchantNumber, gatewayPublicKey);
        if (!check.valid) return check;
        const { ORDERNUMBER, PRCODE, SRCODE, MERORDERNUM, RESULTTEXT } = fields;
        if (!ORDERNUMBER || !PRCODE || !SRCODE || !DIGITS.test(PRCODE) || !DIGITS.test(SRCODE)) {
          return { valid: false, reason: 'ORDERNUMBER, PRCODE or SRCODE is missing or not a number' };
        }
        const prCode = Number(PRCODE);
        const srCode = Number(SRCODE);
        return {
          valid: true,
          orderNumber: ORDERNUMBER,
          ...(MERORDERNUM !== undefined && { merOrderNum: MERORDERNUM }),
          outcome: paymentOutcome(prCode, srCode),
          prCode,
          srCode,
          ...(RESULTTEXT !== undefined && { resultText: RESULTTEXT }),
        };
      } catch (e) {
        return { valid: false, reason: `unreadable answer (${(e as Error).message})` };
      }
    },

    async paymentStatus(orderNumber): Promise<PaymentStatus> {
      const answer = await call('getPaymentStatus', [
        ['messageId', newMessageId()],
        ['provider', provider],
        ['merchantNumber', merchantNumber],
        ['paymentNumber', orderNumber],
      ]);
      if (answer.kind === 'fault') {
        const codes = faultCodes(answer.fields);
        // 15: object not found; the gateway has never seen this order number.
        if (codes.prCode === 15) return { state: 'unknown', raw: codes };
        throw new PaymentGatewayError(
          `GP webpay getPaymentStatus refused: ${codes.prCode}/${codes.srCode} ${answer.faultString}`,
        );
      }
      const values = new Map(answer.fields);
      const state = Number(values.get('state'));
      const raw: PaymentStatus['raw'] = { state };
      if (values.has('status')) raw.status = values.get('status');
      if (values.has('subStatus')) raw.subStatus = values.get('subStatus');
      return { state: Number.isInteger(state) ? paymentState(state) : 'unknown', raw };
    },

    async chargeRecurring(charge): Promise<RecurringResult> {
      const fields: SoapFields = [
        ['messageId', newMessageId()],
        ['provider', provider],
        ['merchantNumber', merchantNumber],
        ['paymentNumber', charge.orderNumber],
        ['masterPaymentNumber', charge.masterOrderNumber],
      ];
      if (charge.merOrderNum !== undefined) fields.push(['orderNumber', charge.merOrderNum]);
      fields.push(
        ['amount', String(charge.amount)],
        ['currencyCode', currencyCodes[charge.currency]],
        ['captureFlag', '1'],
      );
      const answer = await call('processRecurringPayment', fields);
      if (answer.kind === 'fault') {
        const codes = faultCodes(answer.fields);
        const authCode = new Map(answer.fields).get('authCode');
        return {
          outcome: paymentOutcome(codes.prCode, codes.srCode),
          ...codes,
          ...(authCode && { authCode }),
          resultText: answer.faultString,
        };
      }
      const authCode = new Map(answer.fields).get('authCode');
      return { outcome: 'paid', prCode: 0, srCode: 0, ...(authCode && { authCode }) };
    },

    async refund(request): Promise<RefundResult> {
      if (!MESSAGE_ID.test(request.messageId)) {
        throw new RangeError(`messageId must be 16 to 256 of [A-Za-z0-9+/=], got "${request.messageId}"`);
      }
      if (!DIGITS.test(request.orderNumber) || request.orderNumber.length > 15) {
        throw new RangeError(`ORDERNUMBER must be 1 to 15 digits, got "${request.orderNumber}"`);
      }
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > MAX_AMOUNT) {
        throw new RangeError(`amount is a positive whole number of minor units, got ${request.amount}`);
      }
      if (!(request.currency in currencyCodes)) {
        throw new RangeError(`currency must be CZK or EUR, got "${request.currency}"`);
      }
      // No currency in GP webpay's RefundRequest: a refund is in the payment's currency.
      const answer = await call('processRefund', [
        ['messageId', request.messageId],
        ['provider', provider],
        ['merchantNumber', merchantNumber],
        ['paymentNumber', request.orderNumber],
        ['amount', String(request.amount)],
      ]);
      // A signed answer to another message (an old one sent again) says nothing about this refund.
      const values = new Map(answer.fields);
      if (
        values.get('messageId') !== request.messageId ||
        (answer.kind === 'response' && answer.element !== 'refundRequestResponse')
      ) {
        throw new PaymentGatewayError('GP webpay processRefund: the answer is not to this refund');
      }
      if (answer.kind === 'response') return { outcome: 'refunded' };
      const codes = faultCodes(answer.fields);
      // 1000, 26 and codes nobody knows: the refund was not decided; the same messageId asks again.
      if (paymentOutcome(codes.prCode, codes.srCode) === 'technicalError') {
        throw new PaymentGatewayError(
          `GP webpay processRefund failed: ${codes.prCode}/${codes.srCode} ${answer.faultString}`,
        );
      }
      return {
        outcome: 'declined',
        ...codes,
        ...(answer.faultString && { resultText: answer.faultString }),
      };
    },
  };
}
