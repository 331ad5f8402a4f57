import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sign, signResponse, verify, verifyRequest } from '../gpwebpay/digest';
import { fieldSrCodes, paymentOutcome } from '../gpwebpay/resultCodes';
import {
  faultEnvelope,
  parseEnvelope,
  responseEnvelope,
  signatureInput,
  type SoapFields,
} from '../gpwebpay/soap';
import { gatewayStates } from '../gpwebpay/client';
import { SIMULATOR_MERCHANT_NUMBER, simulatorKeys } from './keys';
import {
  paymentPage,
  problemPage,
  refundsPage,
  simulatedOutcomes,
  stylesheet,
  type SimulatedOutcome,
} from './page';
import {
  openSimulatorStore,
  refundedAmount,
  refundOutcomes,
  type RefundOutcome,
  type SimulatedPayment,
  type SimulatedRefund,
  type SimulatorState,
} from './store';

/** What each button of the page answers, as the real gateway would (PRCODE, SRCODE, RESULTTEXT). */
const outcomeCodes: Record<SimulatedOutcome, { prCode: number; srCode: number; text: string }> = {
  paid: { prCode: 0, srCode: 0, text: 'OK' },
  declined: { prCode: 30, srCode: 1002, text: 'Declined in AC, Declined' },
  cancelled: { prCode: 50, srCode: 0, text: 'The cardholder canceled the payment' },
  threeDSecureFailed: { prCode: 28, srCode: 3000, text: 'Declined in 3D, Cardholder not authenticated' },
  technicalError: { prCode: 1000, srCode: 0, text: 'Technical problem' },
};

/** The order state `getPaymentStatus` answers for a payment the page has (or has not yet) settled. */
function orderState(payment: SimulatedPayment, refunded: number): { state: number; status: string } {
  // Money went back (in part or in full): CREDITED_BATCH_OPENED, as GP webpay answers a refund.
  if (refunded > 0) return { state: gatewayStates.credited, status: 'REFUNDED' };
  switch (payment.result?.outcome) {
    case undefined:
      return { state: gatewayStates.requested, status: 'PENDING_AUTHORIZATION' };
    case 'paid':
      return { state: gatewayStates.deposited, status: 'CAPTURED' };
    case 'cancelled':
      return { state: gatewayStates.deleted, status: 'CANCELED' };
    case 'technicalError':
      return { state: gatewayStates.unapproved, status: 'UNPAID' };
    default:
      return { state: gatewayStates.declined, status: 'UNPAID' };
  }
}

type Answer = { prCode: number; srCode: number; text: string };
const fieldProblem = (prCode: number, field: keyof typeof fieldSrCodes, text: string): Answer => ({
  prCode,
  srCode: fieldSrCodes[field],
  text,
});

const required = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'CURRENCY',
  'DEPOSITFLAG',
  'URL',
  'DIGEST',
] as const;

/** The first thing wrong with a request's fields, checked as the gateway does: PRCODE 1–5, 11. */
function fieldsProblem(fields: Record<string, string>): Answer | null {
  for (const name of required) {
    if (fields[name] === undefined) return fieldProblem(5, name, `Missing required field ${name}`);
    if (fields[name] === '') return fieldProblem(4, name, `Field is null ${name}`);
  }
  const digits = /^\d+$/;
  if (fields.OPERATION !== 'CREATE_ORDER') return fieldProblem(3, 'OPERATION', 'Incorrect content of field');
  if (!digits.test(fields.ORDERNUMBER!)) return fieldProblem(3, 'ORDERNUMBER', 'Incorrect content of field');
  if (fields.ORDERNUMBER!.length > 15) return fieldProblem(1, 'ORDERNUMBER', 'Field too long');
  if (!digits.test(fields.AMOUNT!) || Number(fields.AMOUNT) <= 0 || fields.AMOUNT!.length > 15)
    return fieldProblem(3, 'AMOUNT', 'Incorrect content of field');
  if (fields.CURRENCY !== '203' && fields.CURRENCY !== '978')
    return fieldProblem(3, 'CURRENCY', 'Incorrect content of field');
  if (fields.DEPOSITFLAG !== '0' && fields.DEPOSITFLAG !== '1')
    return fieldProblem(3, 'DEPOSITFLAG', 'Incorrect content of field');
  if (fields.MERORDERNUM !== undefined) {
    if (!digits.test(fields.MERORDERNUM)) return fieldProblem(3, 'MERORDERNUM', 'Incorrect content of field');
    if (fields.MERORDERNUM.length > 30) return fieldProblem(1, 'MERORDERNUM', 'Field too long');
  }
  if (fields.URL!.length > 300) return fieldProblem(1, 'URL', 'Field too long');
  if ((fields.DESCRIPTION ?? '').length > 255) return fieldProblem(1, 'DESCRIPTION', 'Field too long');
  if ((fields.MD ?? '').length > 255) return fieldProblem(1, 'MD', 'Field too long');
  if (fields.MERCHANTNUMBER !== SIMULATOR_MERCHANT_NUMBER)
    return { prCode: 11, srCode: 0, text: 'Unknown merchant' };
  return null;
}

/** The string fields of a query or form (a repeated field is not a value the gateway takes). */
function stringFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof source === 'object' && source !== null) {
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function returnAddress(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

const failureSwitch = z.object({
  prCode: z.number().int().min(1).max(9999).default(30),
  srCode: z.number().int().min(0).max(9999).default(1002),
});

/** The refund outcome to choose: `count` next refunds (absent: all of them until the next choice). */
const refundOutcomeChoice = z.object({
  outcome: z.enum(refundOutcomes),
  count: z.number().int().min(1).max(1000).optional(),
  /** The codes of `declined` (30/1002 unless given). */
  prCode: z.number().int().min(1).max(9999).optional(),
  srCode: z.number().int().min(0).max(9999).optional(),
});

/** The WSDL's MessageId: 16 to 256 of [A-Za-z0-9+/=]. */
const MESSAGE_ID = /^[A-Za-z0-9+/=]{16,256}$/;
/** How long `noAnswer` keeps a refund waiting: past the client's 15 s (or until the app closes). */
const NO_ANSWER_MS = 60_000;

type RefundDecision =
  | { kind: 'refuse'; prCode: number; srCode: number; text: string }
  | { kind: 'answer'; refund: SimulatedRefund; lost?: 'noAnswer' | 'connectionClosed' };

/**
 * What GP webpay does with a processRefund (its state changed in place, in one store update):
 * a messageId it has decided gets the same answer again (never a second refund); a payment it does
 * not know is 15, one not paid 20, more than is left of it 18; otherwise the chosen outcome.
 */
function decideRefund(
  state: SimulatorState,
  request: { messageId: string; orderNumber: string; amount: number },
): RefundDecision {
  const earlier = state.refunds.get(request.messageId);
  if (earlier) {
    if (earlier.orderNumber === request.orderNumber && earlier.amount === request.amount) {
      return { kind: 'answer', refund: earlier };
    }
    return { kind: 'refuse', prCode: 14, srCode: 0, text: 'Duplicate messageId' };
  }
  const payment = state.payments.get(request.orderNumber);
  if (!payment) return { kind: 'refuse', prCode: 15, srCode: 0, text: 'Object not found' };
  if (payment.result?.outcome !== 'paid') {
    return { kind: 'refuse', prCode: 20, srCode: 0, text: 'Object not in valid state for operation' };
  }
  if (request.amount > payment.amount - refundedAmount(state, payment.orderNumber)) {
    return {
      kind: 'refuse',
      prCode: 18,
      srCode: 0,
      text: 'Total sum of credited amounts exceeded deposited amount',
    };
  }

  const setting = state.refundOutcome;
  const outcome: RefundOutcome = setting?.outcome ?? 'refunded';
  if (setting?.remaining !== undefined) {
    state.refundOutcome = setting.remaining > 1 ? { ...setting, remaining: setting.remaining - 1 } : null;
  }
  if (outcome === 'technicalError') {
    // Nothing decided: the same messageId may ask again.
    return { kind: 'refuse', prCode: 1000, srCode: 0, text: 'Technical problem' };
  }
  const refund: SimulatedRefund = {
    ...request,
    ...(outcome === 'declined'
      ? {
          outcome: 'declined',
          prCode: setting?.prCode ?? 30,
          srCode: setting?.srCode ?? 1002,
          text: 'Declined in AC',
        }
      : { outcome: 'refunded', prCode: 0, srCode: 0, text: 'OK' }),
    at: new Date().toISOString(),
  };
  state.refunds.set(refund.messageId, refund);
  return {
    kind: 'answer',
    refund,
    ...((outcome === 'noAnswer' || outcome === 'connectionClosed') && { lost: outcome }),
  };
}

/**
 * The built-in stand-in for GP webpay, under /dev/gpwebpay (never registered in production):
 * - `order.do` (GET or POST): the gateway's HTTP API. It checks the request as GP webpay does
 *   (fields, merchant, DIGEST with the merchant's public key, a repeated ORDERNUMBER) and answers a
 *   bad one straight back to URL; a good one gets a page with one button per outcome;
 * - `answer`: the page's buttons; records the outcome and sends the buyer back to URL (303) with the
 *   answer signed by the simulator's own key (DIGEST, DIGEST1), as the real gateway does;
 * - `ws`: the web service (SOAP): `echo`, `getPaymentStatus`, `processRecurringPayment` (on
 *   masters paid with USERPARAM1=R), `processRefund` (on paid payments, up to what is left of
 *   each, once per messageId), requests signed by the merchant, answers by the simulator;
 * - `fail-next-recurring` (tests): the next recurring charge is refused (default 30/1002);
 * - `refund-outcome` (tests, journeys): GET tells, POST (JSON `{outcome, count?, prCode?, srCode?}`,
 *   or the refunds page's form) chooses what the next refunds come to (see `RefundOutcome`);
 * - `refunds`: a page that shows the refunds and the outcome, and chooses it.
 * Payments, refunds and the refund outcome are kept in `dir/payments.json`, the key pairs in
 * `dir/keys/`. The routes stay out of the OpenAPI document: they are GP webpay's interface, not
 * Tribuna's.
 */
export function gpWebpaySimulator(options: { dir: string }) {
  return async function simulator(app: FastifyInstance) {
    const store = await openSimulatorStore(options.dir);
    app.addHook('onClose', () => store.flushed());
    // A refund kept waiting (`noAnswer`) gives up when the app closes, so closing never waits on it.
    const closing = new AbortController();
    app.addHook('preClose', async () => closing.abort());
    let nextRecurringFailure: { prCode: number; srCode: number } | null = null;

    // The gateway takes forms and SOAP; only this plugin's routes parse them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addContentTypeParser(
      ['text/xml', 'application/soap+xml'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const hidden = { schema: { hide: true } };
    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);

    /** Sends the buyer back to the shop with a signed answer, as GP webpay redirects. */
    async function answerToShop(
      reply: FastifyReply,
      url: URL,
      request: Record<string, string | undefined>,
      answer: Answer,
    ) {
      const { gateway } = await simulatorKeys(options.dir);
      const fields: Record<string, string> = { OPERATION: 'CREATE_ORDER' };
      if (request.ORDERNUMBER !== undefined) fields.ORDERNUMBER = request.ORDERNUMBER;
      if (request.MERORDERNUM !== undefined) fields.MERORDERNUM = request.MERORDERNUM;
      if (request.MD !== undefined) fields.MD = request.MD;
      fields.PRCODE = String(answer.prCode);
      fields.SRCODE = String(answer.srCode);
      fields.RESULTTEXT = answer.text;
      if (request.USERPARAM1 !== undefined) fields.USERPARAM1 = request.USERPARAM1;
      const signed = signResponse(fields, SIMULATOR_MERCHANT_NUMBER, gateway.privateKey);
      const target = new URL(url);
      for (const [name, value] of Object.entries(signed)) target.searchParams.append(name, value);
      return reply.redirect(target.toString(), 303);
    }

    app.get('/dev/gpwebpay/simulator.css', hidden, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(stylesheet),
    );

    const orderDo = async (fields: Record<string, string>, reply: FastifyReply) => {
      const url = returnAddress(fields.URL);
      if (!url) {
        return html(
          reply,
          400,
          problemPage(fields.LANG, 'errorTitle', 'URL is missing or is not an http(s) address.'),
        );
      }
      const problem = fieldsProblem(fields);
      if (problem) return answerToShop(reply, url, fields, problem);
      const { merchant } = await simulatorKeys(options.dir);
      if (!verifyRequest(fields, merchant.publicKey)) {
        return answerToShop(reply, url, fields, { prCode: 31, srCode: 0, text: 'Wrong digest' });
      }
      await store.refresh();
      if (store.get(fields.ORDERNUMBER!)) {
        return answerToShop(reply, url, fields, { prCode: 14, srCode: 0, text: 'Duplicate order number' });
      }
      const payment: SimulatedPayment = {
        orderNumber: fields.ORDERNUMBER!,
        amount: Number(fields.AMOUNT),
        currency: fields.CURRENCY!,
        url: url.toString(),
        token: randomBytes(16).toString('hex'),
        createdAt: new Date().toISOString(),
        ...(fields.MERORDERNUM !== undefined && { merOrderNum: fields.MERORDERNUM }),
        ...(fields.MD !== undefined && { md: fields.MD }),
        ...(fields.DESCRIPTION !== undefined && { description: fields.DESCRIPTION }),
        ...(fields.USERPARAM1 !== undefined && { userParam1: fields.USERPARAM1 }),
        ...(fields.LANG !== undefined && { language: fields.LANG }),
      };
      await store.add(payment);
      return html(reply, 200, paymentPage(payment, `${url.host} (${SIMULATOR_MERCHANT_NUMBER})`));
    };
    app.get('/dev/gpwebpay/order.do', hidden, async (request, reply) =>
      orderDo(stringFields(request.query), reply),
    );
    app.post('/dev/gpwebpay/order.do', hidden, async (request, reply) =>
      orderDo(stringFields(request.body), reply),
    );

    app.post('/dev/gpwebpay/answer', hidden, async (request, reply) => {
      const form = stringFields(request.body);
      await store.refresh();
      const payment = form.ORDERNUMBER ? store.get(form.ORDERNUMBER) : undefined;
      const outcome = simulatedOutcomes.find((o) => o === form.outcome);
      if (!payment || !payment.url || payment.token !== form.token || !outcome) {
        return html(reply, 400, problemPage(undefined, 'errorTitle', 'Unknown payment or answer.'));
      }
      if (payment.result) {
        return html(reply, 409, problemPage(payment.language, 'answeredTitle', payment.orderNumber));
      }
      const { text, ...codes } = outcomeCodes[outcome];
      await store.settle(payment.orderNumber, { outcome, ...codes });
      return answerToShop(
        reply,
        new URL(payment.url),
        {
          ORDERNUMBER: payment.orderNumber,
          MERORDERNUM: payment.merOrderNum,
          MD: payment.md,
          USERPARAM1: payment.userParam1,
        },
        { ...codes, text },
      );
    });

    app.post('/dev/gpwebpay/fail-next-recurring', hidden, async (request, reply) => {
      const parsed = failureSwitch.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.status(400).send({ name: 'badRequest', message: parsed.error.message });
      nextRecurringFailure = parsed.data;
      return reply.status(204).send();
    });

    const currentRefundOutcome = () => store.refundOutcome() ?? { outcome: 'refunded' as const };
    app.get('/dev/gpwebpay/refund-outcome', hidden, async () => {
      await store.refresh();
      return currentRefundOutcome();
    });
    app.post('/dev/gpwebpay/refund-outcome', hidden, async (request, reply) => {
      // The page's form sends strings; tests and journeys send JSON.
      const fromForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      let body: unknown = request.body ?? {};
      if (fromForm) {
        const { outcome, count } = stringFields(request.body);
        body = { outcome, ...(count && { count: Number(count) }) };
      }
      const parsed = refundOutcomeChoice.safeParse(body);
      if (!parsed.success)
        return reply.status(400).send({ name: 'badRequest', message: parsed.error.message });
      const { outcome, count, prCode, srCode } = parsed.data;
      await store.setRefundOutcome(
        outcome === 'refunded' && count === undefined
          ? null
          : {
              outcome,
              ...(count !== undefined && { remaining: count }),
              ...(prCode !== undefined && { prCode }),
              ...(srCode !== undefined && { srCode }),
            },
      );
      if (fromForm) return reply.redirect('/dev/gpwebpay/refunds', 303);
      return reply.status(204).send();
    });
    app.get('/dev/gpwebpay/refunds', hidden, async (request, reply) => {
      await store.refresh();
      const { lang } = stringFields(request.query);
      const refunds = store
        .refunds()
        .map((refund) => ({ ...refund, currency: store.get(refund.orderNumber)?.currency ?? '203' }));
      return html(reply, 200, refundsPage(currentRefundOutcome(), refunds, lang));
    });

    app.post('/dev/gpwebpay/ws', hidden, async (request, reply) => {
      const envelope = typeof request.body === 'string' ? parseEnvelope(request.body) : null;
      if (!envelope || envelope.kind !== 'request') {
        return reply.status(400).type('text/plain').send('Not a SOAP request');
      }
      const xml = (status: number, body: string) =>
        reply.status(status).type('text/xml; charset=utf-8').send(body);
      if (envelope.operation === 'echo') return xml(200, responseEnvelope('echo', []));

      const { merchant, gateway } = await simulatorKeys(options.dir);
      const values = new Map(envelope.fields);
      const messageId = values.get('messageId') ?? '';
      const signed = (fields: SoapFields): SoapFields => [
        ...fields,
        ['signature', sign(signatureInput(fields), gateway.privateKey)],
      ];
      const exception =
        envelope.operation === 'processRecurringPayment' ? 'paymentServiceException' : 'serviceException';
      const refuse = (prCode: number, srCode: number, text: string) =>
        xml(
          500,
          faultEnvelope(
            exception,
            text,
            signed([
              ['messageId', messageId],
              ['primaryReturnCode', String(prCode)],
              ['secondaryReturnCode', String(srCode)],
            ]),
          ),
        );

      if (
        envelope.operation !== 'getPaymentStatus' &&
        envelope.operation !== 'processRecurringPayment' &&
        envelope.operation !== 'processRefund'
      ) {
        return reply.status(400).type('text/plain').send(`Unknown operation ${envelope.operation}`);
      }
      const unsigned = envelope.fields.filter(([name]) => name !== 'signature');
      if (!verify(signatureInput(unsigned), values.get('signature'), merchant.publicKey)) {
        return refuse(31, 0, 'Signature not match');
      }
      if (values.get('merchantNumber') !== SIMULATOR_MERCHANT_NUMBER)
        return refuse(11, 0, 'Unknown merchant');
      const paymentNumber = values.get('paymentNumber') ?? '';
      if (!/^\d{1,15}$/.test(paymentNumber))
        return refuse(3, fieldSrCodes.ORDERNUMBER, 'Incorrect content of field');

      if (envelope.operation === 'processRefund') {
        if (!MESSAGE_ID.test(messageId)) return refuse(3, 0, 'Incorrect content of field');
        const amount = values.get('amount') ?? '';
        if (!/^\d{1,15}$/.test(amount) || Number(amount) <= 0)
          return refuse(3, fieldSrCodes.AMOUNT, 'Incorrect content of field');
        const decision = await store.update((state) =>
          decideRefund(state, { messageId, orderNumber: paymentNumber, amount: Number(amount) }),
        );
        if (decision.kind === 'refuse') return refuse(decision.prCode, decision.srCode, decision.text);
        if (decision.lost) {
          // Taken, but the answer is lost: kept waiting past the client's patience, or cut off.
          if (decision.lost === 'noAnswer') {
            await sleep(NO_ANSWER_MS, undefined, { signal: closing.signal }).catch(() => undefined);
          }
          reply.hijack();
          reply.raw.destroy();
          return reply;
        }
        const { refund } = decision;
        if (refund.outcome === 'declined') return refuse(refund.prCode, refund.srCode, refund.text);
        return xml(
          200,
          responseEnvelope(
            'processRefund',
            signed([
              ['messageId', messageId],
              ['state', String(gatewayStates.credited)],
              ['status', 'REFUNDED'],
              ['subStatus', 'PENDING_REFUND_SETTLEMENT'],
            ]),
          ),
        );
      }

      await store.refresh();
      if (envelope.operation === 'getPaymentStatus') {
        const payment = store.get(paymentNumber);
        if (!payment) return refuse(15, 0, 'Object not found');
        const { state, status } = orderState(payment, store.refundedAmount(payment.orderNumber));
        return xml(
          200,
          responseEnvelope(
            'getPaymentStatus',
            signed([
              ['messageId', messageId],
              ['state', String(state)],
              ['status', status],
            ]),
          ),
        );
      }

      const master = store.get(values.get('masterPaymentNumber') ?? '');
      if (store.get(paymentNumber)) return refuse(14, 0, 'Duplicate order number');
      if (!master) return refuse(15, 0, 'Object not found');
      if (master.userParam1 !== 'R' || master.result?.outcome !== 'paid' || master.masterOrderNumber) {
        return refuse(20, 0, 'Object not in valid state for operation');
      }
      const charge: SimulatedPayment = {
        orderNumber: paymentNumber,
        amount: Number(values.get('amount') ?? master.amount),
        currency: values.get('currencyCode') ?? master.currency,
        masterOrderNumber: master.orderNumber,
        token: randomBytes(16).toString('hex'),
        createdAt: new Date().toISOString(),
        ...(values.has('orderNumber') && { merOrderNum: values.get('orderNumber') }),
      };
      await store.add(charge);
      if (nextRecurringFailure) {
        const failure = nextRecurringFailure;
        nextRecurringFailure = null;
        await store.settle(paymentNumber, {
          outcome: paymentOutcome(failure.prCode, failure.srCode),
          ...failure,
        });
        return refuse(failure.prCode, failure.srCode, 'Declined in AC');
      }
      await store.settle(paymentNumber, { outcome: 'paid', prCode: 0, srCode: 0 });
      return xml(
        200,
        responseEnvelope(
          'processRecurringPayment',
          signed([
            ['messageId', messageId],
            ['authCode', String(randomInt(1_000_000)).padStart(6, '0')],
          ]),
        ),
      );
    });
  };
}
