import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createPaymentGateway } from '../createPaymentGateway';
import { createGpWebpayGateway } from '../gpwebpay/client';
import { loadPrivateKey, loadPublicKey } from '../gpwebpay/digest';
import {
  PaymentGatewayError,
  randomOrderNumber,
  refundMessageId,
  type PaymentGateway,
  type RefundRequest,
} from '../gateway';
import { SIMULATOR_MERCHANT_NUMBER, SIMULATOR_PROVIDER } from './keys';
import type { RefundOutcomeSetting } from './store';

/**
 * The client's fetch, answered by the app in process; it gives up when the client's timeout
 * aborts it, as the real fetch does (the simulator's `noAnswer` keeps the request waiting).
 */
function fetchThrough(
  app: FastifyInstance,
  rewrite: (body: string) => string = (body) => body,
): typeof fetch {
  return (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const answer = app
      .inject({
        method: (init.method ?? 'GET') as 'POST',
        url: `${url.pathname}${url.search}`,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      })
      .then(
        (res) =>
          new Response(rewrite(res.body), {
            status: res.statusCode,
            headers: { 'content-type': String(res.headers['content-type'] ?? '') },
          }),
      );
    const signal = init.signal;
    if (!signal) return answer;
    const aborted = new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    return Promise.race([answer, aborted]);
  }) as typeof fetch;
}

const form = 'application/x-www-form-urlencoded';

let dataDir: string;
let ctx: TestContext;
let gateway: PaymentGateway;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-gpwebpay-refunds-'));
  ctx = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://vstupenky.klub.cz' });
  gateway = await createPaymentGateway(ctx.config.payments, { fetch: fetchThrough(ctx.app) });
});
afterAll(() => ctx?.close());

/** A payment the buyer settled on the simulator's page with `outcome`; answers its ORDERNUMBER. */
async function payment(amount = 129_000, outcome = 'paid', app = ctx.app): Promise<string> {
  const orderNumber = randomOrderNumber();
  const { fields } = await gateway.paymentForm({
    orderNumber,
    amount,
    currency: 'CZK',
    returnUrl: 'https://vstupenky.klub.cz/objednavka/dokonceno',
    language: 'cs',
  });
  const page = await app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/order.do',
    headers: { 'content-type': form },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(page.statusCode).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
  const answered = await app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/answer',
    headers: { 'content-type': form },
    payload: new URLSearchParams({ ORDERNUMBER: orderNumber, token, outcome }).toString(),
  });
  expect(answered.statusCode).toBe(303);
  return orderNumber;
}

const refundOf = (orderNumber: string, amount: number, messageId = refundMessageId(randomUUID())) =>
  ({ messageId, orderNumber, amount, currency: 'CZK' }) satisfies RefundRequest;

async function chooseRefundOutcome(choice: object, app = ctx.app) {
  const res = await app.inject({ method: 'POST', url: '/dev/gpwebpay/refund-outcome', payload: choice });
  expect(res.statusCode, res.body).toBe(204);
}

const refundOutcome = async (app = ctx.app) =>
  (await app.inject({ url: '/dev/gpwebpay/refund-outcome' })).json() as RefundOutcomeSetting;

/** A client of the simulator with other keys or another fetch. */
function client(options: { fetch?: typeof fetch; timeoutMs?: number; wrongGatewayKey?: boolean } = {}) {
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keysDir = path.join(dataDir, 'gpwebpay/keys');
  return createGpWebpayGateway({
    gatewayUrl: ctx.config.payments.gatewayUrl,
    wsUrl: ctx.config.payments.wsUrl,
    merchantNumber: SIMULATOR_MERCHANT_NUMBER,
    provider: SIMULATOR_PROVIDER,
    keys: async () => ({
      merchantPrivateKey: loadPrivateKey(readFileSync(path.join(keysDir, 'merchant-private.pem'))),
      gatewayPublicKey: options.wrongGatewayKey
        ? stranger.publicKey
        : loadPublicKey(readFileSync(path.join(keysDir, 'gateway-public.pem'))),
    }),
    fetch: options.fetch ?? fetchThrough(ctx.app),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
}

describe('refundMessageId', () => {
  it('is the same for the same refund, and a valid web-service messageId', () => {
    const uuid = '0f8e2c1a-7b3d-4e5f-9a6b-1c2d3e4f5a6b';
    expect(refundMessageId(uuid)).toBe('refund0f8e2c1a7b3d4e5f9a6b1c2d3e4f5a6b');
    expect(refundMessageId(uuid.toUpperCase())).toBe(refundMessageId(uuid));
    expect(refundMessageId(uuid)).toMatch(/^[A-Za-z0-9+/=]{16,256}$/);
    expect(() => refundMessageId('not-a-uuid')).toThrow(RangeError);
  });
});

describe('refunds through the real client and the simulator', () => {
  it('refunds a paid payment, in parts, and its state becomes refunded', async () => {
    const orderNumber = await payment(129_000);
    expect((await gateway.paymentStatus(orderNumber)).state).toBe('paid');
    expect(await gateway.refund(refundOf(orderNumber, 29_000))).toEqual({ outcome: 'refunded' });
    expect(await gateway.paymentStatus(orderNumber)).toMatchObject({
      state: 'refunded',
      raw: { state: 11, status: 'REFUNDED' },
    });
    expect(await gateway.refund(refundOf(orderNumber, 100_000))).toEqual({ outcome: 'refunded' });
    expect((await gateway.paymentStatus(orderNumber)).state).toBe('refunded');
  });

  it('refuses more than is left to refund (18), an unknown payment (15) and an unpaid one (20)', async () => {
    const orderNumber = await payment(50_000);
    expect(await gateway.refund(refundOf(orderNumber, 50_001))).toMatchObject({
      outcome: 'declined',
      prCode: 18,
      srCode: 0,
    });
    expect(await gateway.refund(refundOf(orderNumber, 30_000))).toEqual({ outcome: 'refunded' });
    const over = await gateway.refund(refundOf(orderNumber, 20_001));
    expect(over).toMatchObject({ outcome: 'declined', prCode: 18 });
    expect(over.outcome === 'declined' && over.resultText).toMatch(/exceeded/);
    expect(await gateway.refund(refundOf(orderNumber, 20_000))).toEqual({ outcome: 'refunded' });
    expect(await gateway.refund(refundOf(orderNumber, 1))).toMatchObject({ prCode: 18 });

    expect(await gateway.refund(refundOf(randomOrderNumber(), 100))).toMatchObject({
      outcome: 'declined',
      prCode: 15,
    });
    const declined = await payment(50_000, 'declined');
    expect(await gateway.refund(refundOf(declined, 100))).toMatchObject({ outcome: 'declined', prCode: 20 });
    expect((await gateway.paymentStatus(declined)).state).toBe('declined');
  });

  it('refunds once per messageId: a repeat gets the first answer, never a second refund', async () => {
    const orderNumber = await payment(1_000);
    const first = refundOf(orderNumber, 600);
    expect(await gateway.refund(first)).toEqual({ outcome: 'refunded' });
    expect(await gateway.refund(first)).toEqual({ outcome: 'refunded' });
    // Only 400 are left: the repeat took nothing.
    expect(await gateway.refund(refundOf(orderNumber, 401))).toMatchObject({ prCode: 18 });
    // The messageId of another refund is not this one's.
    expect(await gateway.refund({ ...first, amount: 400 })).toMatchObject({
      outcome: 'declined',
      prCode: 14,
    });
    expect(await gateway.refund(refundOf(orderNumber, 400))).toEqual({ outcome: 'refunded' });
  });

  it('declines the chosen number of refunds, with the chosen codes, and answers their repeats alike', async () => {
    const orderNumber = await payment(10_000);
    await chooseRefundOutcome({ outcome: 'declined', count: 2 });
    expect(await refundOutcome()).toEqual({ outcome: 'declined', remaining: 2 });
    const declined = refundOf(orderNumber, 1_000);
    expect(await gateway.refund(declined)).toEqual({
      outcome: 'declined',
      prCode: 30,
      srCode: 1002,
      resultText: 'Declined in AC',
    });
    expect(await refundOutcome()).toEqual({ outcome: 'declined', remaining: 1 });
    expect(await gateway.refund(refundOf(orderNumber, 1_000))).toMatchObject({ outcome: 'declined' });
    expect(await refundOutcome()).toEqual({ outcome: 'refunded' });
    // Its repeat is declined still; the next refund is taken.
    expect(await gateway.refund(declined)).toMatchObject({ outcome: 'declined', prCode: 30 });
    expect(await gateway.refund(refundOf(orderNumber, 10_000))).toEqual({ outcome: 'refunded' });

    await chooseRefundOutcome({ outcome: 'declined', count: 1, prCode: 25, srCode: 0 });
    expect(await gateway.refund(refundOf(await payment(), 100))).toMatchObject({ prCode: 25, srCode: 0 });
  });

  it('throws on a technical error, and the same messageId asked again is refunded', async () => {
    const orderNumber = await payment(10_000);
    await chooseRefundOutcome({ outcome: 'technicalError', count: 1 });
    const refund = refundOf(orderNumber, 10_000);
    await expect(gateway.refund(refund)).rejects.toThrow(PaymentGatewayError);
    await expect(gateway.refund(refund)).resolves.toEqual({ outcome: 'refunded' });
    expect(await gateway.refund(refund)).toEqual({ outcome: 'refunded' });
    expect(await gateway.refund(refundOf(orderNumber, 1))).toMatchObject({ prCode: 18 });
  });

  it.each(['noAnswer', 'connectionClosed'] as const)(
    'throws when the answer is lost (%s); asked again, the refund that was taken is answered, not repeated',
    async (outcome) => {
      const orderNumber = await payment(10_000);
      await chooseRefundOutcome({ outcome, count: 1 });
      const impatient = client({ timeoutMs: 300 });
      const refund = refundOf(orderNumber, 6_000);
      const started = Date.now();
      await expect(impatient.refund(refund)).rejects.toThrow(/no answer/);
      const waited = Date.now() - started;
      // Kept waiting until the client gave up (300 ms), or cut off at once.
      if (outcome === 'noAnswer') expect(waited).toBeGreaterThanOrEqual(290);
      expect(waited).toBeLessThan(5_000);
      expect(await impatient.refund(refund)).toEqual({ outcome: 'refunded' });
      expect(await gateway.refund(refundOf(orderNumber, 4_001))).toMatchObject({ prCode: 18 });
      expect((await gateway.paymentStatus(orderNumber)).state).toBe('refunded');
    },
  );

  it('throws on a forged or altered answer, or one made for another message', async () => {
    const orderNumber = await payment(10_000);
    await expect(client({ wrongGatewayKey: true }).refund(refundOf(orderNumber, 100))).rejects.toThrow(
      PaymentGatewayError,
    );
    // An answer changed on the way no longer verifies.
    const altered = client({
      fetch: fetchThrough(ctx.app, (body) => body.replace('<t:status>REFUNDED', '<t:status>REFUNDEX')),
    });
    await expect(altered.refund(refundOf(orderNumber, 100))).rejects.toThrow(/signature/);
    // A genuine signed answer to an earlier refund, sent again for this one.
    let earlier = '';
    const recording = client({
      fetch: fetchThrough(ctx.app, (body) => {
        earlier = body;
        return body;
      }),
    });
    expect(await recording.refund(refundOf(orderNumber, 100))).toEqual({ outcome: 'refunded' });
    const replaying = client({ fetch: (async () => new Response(earlier)) as unknown as typeof fetch });
    await expect(replaying.refund(refundOf(orderNumber, 100))).rejects.toThrow(/not to this refund/);
    // Not trusted, so the caller asks again: nothing was refunded by the forged answers.
    expect(await gateway.refund(refundOf(orderNumber, 9_700))).toEqual({ outcome: 'refunded' });
    const unreachable = client({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(unreachable.refund(refundOf(orderNumber, 100))).rejects.toThrow(PaymentGatewayError);
  });

  it('refuses a request signed with another key (31), and checks what it sends', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keysDir = path.join(dataDir, 'gpwebpay/keys');
    const wrongMerchantKey = createGpWebpayGateway({
      gatewayUrl: ctx.config.payments.gatewayUrl,
      wsUrl: ctx.config.payments.wsUrl,
      merchantNumber: SIMULATOR_MERCHANT_NUMBER,
      provider: SIMULATOR_PROVIDER,
      keys: async () => ({
        merchantPrivateKey: stranger.privateKey,
        gatewayPublicKey: loadPublicKey(readFileSync(path.join(keysDir, 'gateway-public.pem'))),
      }),
      fetch: fetchThrough(ctx.app),
    });
    const orderNumber = await payment(10_000);
    expect(await wrongMerchantKey.refund(refundOf(orderNumber, 100))).toMatchObject({
      outcome: 'declined',
      prCode: 31,
    });
    await expect(gateway.refund(refundOf('12345678901234567', 100))).rejects.toThrow(RangeError);
    await expect(gateway.refund(refundOf(orderNumber, 0))).rejects.toThrow(RangeError);
    await expect(gateway.refund(refundOf(orderNumber, 1.5))).rejects.toThrow(RangeError);
    await expect(gateway.refund(refundOf(orderNumber, 100, 'short'))).rejects.toThrow(RangeError);
    await expect(gateway.refund(refundOf(orderNumber, 100, 'has-hyphens-0123456789'))).rejects.toThrow(
      RangeError,
    );
    // Nothing of that reached the simulator: all of it is left.
    expect(await gateway.refund(refundOf(orderNumber, 10_000))).toEqual({ outcome: 'refunded' });
  });

  it('sends the signed RefundRequest fields in the WSDL order', async () => {
    let sent = '';
    const recording = client({
      fetch: (async (input: string | URL, init: RequestInit = {}) => {
        sent = String(init.body);
        return fetchThrough(ctx.app)(input, init);
      }) as typeof fetch,
    });
    const orderNumber = await payment(10_000);
    const refund = refundOf(orderNumber, 2_500);
    await recording.refund(refund);
    expect(sent).toContain('<p:processRefund><p:refundRequest>');
    const names = [...sent.matchAll(/<t:(\w+)>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'messageId',
      'provider',
      'merchantNumber',
      'paymentNumber',
      'amount',
      'signature',
    ]);
    expect(sent).toContain(`<t:messageId>${refund.messageId}</t:messageId>`);
    expect(sent).toContain(`<t:paymentNumber>${orderNumber}</t:paymentNumber>`);
    expect(sent).toContain('<t:amount>2500</t:amount>');
  });
});

describe('the refund outcome', () => {
  it('is chosen by JSON or on the page, shown there with the refunds, and refused when wrong', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/refund-outcome',
      payload: { outcome: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/dev/gpwebpay/refund-outcome',
          payload: { outcome: 'declined', count: 0 },
        })
      ).statusCode,
    ).toBe(400);

    const orderNumber = await payment(12_900);
    const refund = refundOf(orderNumber, 12_900);
    expect(await gateway.refund(refund)).toEqual({ outcome: 'refunded' });

    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/refund-outcome',
      headers: { 'content-type': form },
      payload: new URLSearchParams({ outcome: 'noAnswer', count: '' }).toString(),
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/dev/gpwebpay/refunds');
    expect(await refundOutcome()).toEqual({ outcome: 'noAnswer' });

    const page = await ctx.app.inject({ url: '/dev/gpwebpay/refunds' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Vrácení peněz</h1>');
    expect(page.body).toContain('<dd id="refund-outcome">Neodpovědět (vyprší čas) (až do změny)</dd>');
    expect(page.body).toContain('value="noAnswer" checked');
    expect(page.body).toContain(`<td>${refund.messageId}</td><td>${orderNumber}</td>`);
    expect(page.body.replace(/\u00a0/g, ' ')).toContain('<td>129,00 Kč</td><td>Vráceno</td>');
    expect(page.body).not.toMatch(/<script|style="/);
    const english = await ctx.app.inject({ url: '/dev/gpwebpay/refunds?lang=en' });
    expect(english.body).toContain('<dd id="refund-outcome">No answer (time out) (until changed)</dd>');

    await chooseRefundOutcome({ outcome: 'refunded' });
    expect(await refundOutcome()).toEqual({ outcome: 'refunded' });
  });

  it('is the same for two servers on one data folder', async () => {
    const other = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://vstupenky.klub.cz' });
    try {
      const orderNumber = await payment(10_000);
      await chooseRefundOutcome({ outcome: 'declined', count: 1 }, other.app);
      expect(await refundOutcome()).toEqual({ outcome: 'declined', remaining: 1 });
      // Paid on the first server, refunded through the second, which uses up the choice for both.
      const throughOther = await createPaymentGateway(other.config.payments, {
        fetch: fetchThrough(other.app),
      });
      expect(await throughOther.refund(refundOf(orderNumber, 1_000))).toMatchObject({ outcome: 'declined' });
      expect(await refundOutcome()).toEqual({ outcome: 'refunded' });
      const refund = refundOf(orderNumber, 10_000);
      expect(await throughOther.refund(refund)).toEqual({ outcome: 'refunded' });
      // The first server knows that refund, and the payment's state.
      expect(await gateway.refund(refund)).toEqual({ outcome: 'refunded' });
      expect((await gateway.paymentStatus(orderNumber)).state).toBe('refunded');
      expect(await gateway.refund(refundOf(orderNumber, 1))).toMatchObject({ prCode: 18 });
    } finally {
      await other.close();
    }
  }, 60_000);
});
