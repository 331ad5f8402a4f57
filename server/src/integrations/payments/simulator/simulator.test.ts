import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { fetchThrough } from '../../../../test/orders';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { createFirebaseIdentity } from '../../identity/firebaseIdentity';
import { createPaymentGateway } from '../createPaymentGateway';
import { createGpWebpayGateway } from '../gpwebpay/client';
import { loadPrivateKey, loadPublicKey } from '../gpwebpay/digest';
import { PROC_NS, SOAP_ENVELOPE_NS } from '../gpwebpay/soap';
import {
  PaymentGatewayError,
  randomOrderNumber,
  type PaymentFormRequest,
  type PaymentGateway,
} from '../gateway';
import { SIMULATOR_MERCHANT_NUMBER, SIMULATOR_PROVIDER } from './keys';
import type { SimulatedOutcome } from './page';

const form = 'application/x-www-form-urlencoded';

let dataDir: string;
let ctx: TestContext;
let gateway: PaymentGateway;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-gpwebpay-'));
  ctx = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://vstupenky.klub.cz' });
  gateway = await createPaymentGateway(ctx.config.payments, { fetch: fetchThrough(() => ctx.app) });
});
afterAll(() => ctx?.close());

const request = (overrides: Partial<PaymentFormRequest> = {}): PaymentFormRequest => ({
  orderNumber: randomOrderNumber(),
  amount: 129_000,
  currency: 'CZK',
  merOrderNum: '4200017',
  returnUrl: 'https://vstupenky.klub.cz/clenstvi/objednavka/dokonceno?order=abc',
  description: 'Členství 2027',
  language: 'cs',
  ...overrides,
});

/** Posts the form as the browser would; answers the simulator's page (or its redirect). */
function postForm(fields: Record<string, string>, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/order.do',
    headers: { 'content-type': form },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Presses one of the page's buttons: its form's hidden fields plus the button's name and value. */
function press(page: string, outcome: string, app = ctx.app) {
  const hidden = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  expect(page).toContain(`name="outcome" value="${outcome}"`);
  return app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/answer',
    headers: { 'content-type': form },
    payload: new URLSearchParams({ ...hidden, outcome }).toString(),
  });
}

/** Where a 303 sends the buyer, as the query the shop receives. */
function returned(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  const location = new URL(String(res.headers.location));
  return { location, query: Object.fromEntries(location.searchParams) };
}

async function payWith(outcome: SimulatedOutcome, overrides: Partial<PaymentFormRequest> = {}) {
  const payment = request(overrides);
  const { fields } = await gateway.paymentForm(payment);
  const page = await postForm(fields);
  expect(page.statusCode).toBe(200);
  const { location, query } = returned(await press(page.body, outcome));
  return { payment, location, query, verdict: await gateway.verifyReturn(query) };
}

describe('the GP webpay simulator through the real client', () => {
  it('builds a signed form for the simulator on our own origin', async () => {
    const payment = request({ recurringMaster: true, email: 'jana@example.com' });
    const { url, fields } = await gateway.paymentForm(payment);
    expect(url).toBe('https://vstupenky.klub.cz/dev/gpwebpay/order.do');
    expect(Object.keys(fields)).toEqual([
      'MERCHANTNUMBER',
      'OPERATION',
      'ORDERNUMBER',
      'AMOUNT',
      'CURRENCY',
      'DEPOSITFLAG',
      'MERORDERNUM',
      'URL',
      'DESCRIPTION',
      'USERPARAM1',
      'EMAIL',
      'DIGEST',
      'LANG',
    ]);
    expect(fields).toMatchObject({
      MERCHANTNUMBER: SIMULATOR_MERCHANT_NUMBER,
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: payment.orderNumber,
      AMOUNT: '129000',
      CURRENCY: '203',
      DEPOSITFLAG: '1',
      USERPARAM1: 'R',
      LANG: 'cs',
    });
    expect((await gateway.paymentForm(request({ currency: 'EUR' }))).fields.CURRENCY).toBe('978');
    await expect(gateway.paymentForm(request({ orderNumber: '1234567890123456' }))).rejects.toThrow(
      /ORDERNUMBER/,
    );
  });

  it('shows an accessible page in the buyer’s language, with the amount formatted', async () => {
    const { fields } = await gateway.paymentForm(request());
    const page = await postForm(fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="cs">/);
    expect(page.body).toContain('<h1>Platba kartou</h1>');
    expect(page.body.replace(/\u00a0/g, ' ')).toContain('<dd>1 290,00 Kč</dd>');
    expect(page.body).toContain('<dd>Členství 2027</dd>');
    expect(page.body).toContain('vstupenky.klub.cz (1234567890)');
    for (const label of ['Zaplatit', 'Zamítnout', 'Zrušit', '3-D Secure selhalo', 'Technická chyba']) {
      expect(page.body).toMatch(new RegExp(`<button type="submit"[^>]*>${label}</button>`));
    }
    expect(page.body).toContain('<legend>Jak má platba dopadnout?</legend>');
    expect(page.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    // Nothing the Content-Security-Policy would refuse: no script, no style attribute.
    expect(page.body).not.toMatch(/<script|style="/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("script-src 'self'");
    const css = await ctx.app.inject({ url: '/dev/gpwebpay/simulator.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');

    const slovak = await postForm(
      (await gateway.paymentForm(request({ language: 'sk', currency: 'EUR', amount: 1290 }))).fields,
    );
    expect(slovak.body).toContain('<html lang="sk">');
    expect(slovak.body.replace(/\u00a0/g, ' ')).toContain('<dd>12,90 €</dd>');
    expect(slovak.body).toMatch(/>Zaplatiť</);
    const english = await postForm((await gateway.paymentForm(request({ language: 'en' }))).fields);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Card payment</h1>');
    expect(english.body).toMatch(/>3-D Secure failed</);
  });

  it.each([
    ['paid', 'paid', 0, 0],
    ['declined', 'declined', 30, 1002],
    ['cancelled', 'cancelled', 50, 0],
    ['threeDSecureFailed', 'threeDSecureFailed', 28, 3000],
    ['technicalError', 'technicalError', 1000, 0],
  ] as const)('sends the buyer back signed when they choose %s', async (choice, outcome, prCode, srCode) => {
    const { payment, location, query, verdict } = await payWith(choice);
    // Back to the shop's address, its own query kept.
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://vstupenky.klub.cz/clenstvi/objednavka/dokonceno',
    );
    expect(query.order).toBe('abc');
    expect(query.DIGEST).toBeTruthy();
    expect(query.DIGEST1).toBeTruthy();
    expect(verdict).toMatchObject({
      valid: true,
      orderNumber: payment.orderNumber,
      merOrderNum: '4200017',
      outcome,
      prCode,
      srCode,
    });
  });

  it('refuses a forged or altered answer, and never throws on nonsense', async () => {
    const { query } = await payWith('declined');
    expect((await gateway.verifyReturn({ ...query, PRCODE: '0', SRCODE: '0' })).valid).toBe(false);
    expect((await gateway.verifyReturn({ ...query, ORDERNUMBER: randomOrderNumber() })).valid).toBe(false);
    expect((await gateway.verifyReturn({ ...query, DIGEST1: undefined })).valid).toBe(false);
    expect(
      (await gateway.verifyReturn({ ...query, DIGEST: query.DIGEST1, DIGEST1: query.DIGEST })).valid,
    ).toBe(false);
    expect(await gateway.verifyReturn({})).toMatchObject({ valid: false });
    expect(await gateway.verifyReturn({ DIGEST: '%%%', DIGEST1: '\u0000' })).toMatchObject({ valid: false });
    // A shop with other keys (another deployment) does not accept this simulator's answers.
    const stranger = otherKeys();
    const elsewhere = createGpWebpayGateway({
      gatewayUrl: 'https://example.com/order.do',
      wsUrl: 'https://example.com/ws',
      merchantNumber: SIMULATOR_MERCHANT_NUMBER,
      provider: SIMULATOR_PROVIDER,
      keys: async () => ({ merchantPrivateKey: stranger.privateKey, gatewayPublicKey: stranger.publicKey }),
    });
    const { query: paid } = await payWith('paid');
    expect((await gateway.verifyReturn(paid)).valid).toBe(true);
    expect((await elsewhere.verifyReturn(paid)).valid).toBe(false);
  });

  it('answers 14 to a reused ORDERNUMBER and 31 to a request whose digest does not match', async () => {
    const { payment } = await payWith('paid');
    const { fields } = await gateway.paymentForm(request({ orderNumber: payment.orderNumber }));
    const duplicate = await gateway.verifyReturn(returned(await postForm(fields)).query);
    expect(duplicate).toMatchObject({
      valid: true,
      orderNumber: payment.orderNumber,
      outcome: 'invalidRequest',
      prCode: 14,
    });

    const signed = (await gateway.paymentForm(request())).fields;
    const tampered = await gateway.verifyReturn(returned(await postForm({ ...signed, AMOUNT: '100' })).query);
    expect(tampered).toMatchObject({ valid: true, outcome: 'invalidRequest', prCode: 31 });
    // LANG is not signed: changing it is no tampering.
    expect(
      (await postForm({ ...(await gateway.paymentForm(request())).fields, LANG: 'en' })).statusCode,
    ).toBe(200);
  });

  it('names a missing or wrong field (PRCODE 1–5) and shows a page when there is no URL to answer to', async () => {
    const { AMOUNT: _amount, ...fields } = (await gateway.paymentForm(request())).fields;
    expect(await gateway.verifyReturn(returned(await postForm(fields)).query)).toMatchObject({
      outcome: 'invalidRequest',
      prCode: 5,
      srCode: 6,
    });
    const badCurrency = { ...(await gateway.paymentForm(request())).fields, CURRENCY: '840' };
    expect(await gateway.verifyReturn(returned(await postForm(badCurrency)).query)).toMatchObject({
      prCode: 3,
      srCode: 7,
    });
    const { URL: _url, ...noUrl } = (await gateway.paymentForm(request())).fields;
    const page = await postForm(noUrl);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<h1>Platbu nelze zahájit</h1>');
  });

  it('takes the form as a GET query too, and answers a page only once', async () => {
    const { fields } = await gateway.paymentForm(request());
    const page = await ctx.app.inject({ url: `/dev/gpwebpay/order.do?${new URLSearchParams(fields)}` });
    expect(page.statusCode).toBe(200);
    expect((await press(page.body, 'paid')).statusCode).toBe(303);
    const again = await press(page.body, 'declined');
    expect(again.statusCode).toBe(409);
  });

  it('tells the payment state over the web service', async () => {
    const { payment: paid } = await payWith('paid');
    expect(await gateway.paymentStatus(paid.orderNumber)).toMatchObject({ state: 'paid', raw: { state: 7 } });
    const { payment: declined } = await payWith('declined');
    expect((await gateway.paymentStatus(declined.orderNumber)).state).toBe('declined');
    const { payment: cancelled } = await payWith('cancelled');
    expect((await gateway.paymentStatus(cancelled.orderNumber)).state).toBe('cancelled');

    const waiting = request();
    expect((await postForm((await gateway.paymentForm(waiting)).fields)).statusCode).toBe(200);
    expect((await gateway.paymentStatus(waiting.orderNumber)).state).toBe('pending');
    expect(await gateway.paymentStatus(randomOrderNumber())).toMatchObject({
      state: 'unknown',
      raw: { prCode: 15 },
    });
  });

  it('charges a recurring payment on a paid master, and the switch makes the next one fail', async () => {
    const { payment: master, verdict } = await payWith('paid', { recurringMaster: true });
    expect(verdict).toMatchObject({ outcome: 'paid' });
    const charge = (orderNumber = randomOrderNumber(), masterOrderNumber = master.orderNumber) =>
      gateway.chargeRecurring({ orderNumber, masterOrderNumber, amount: 129_000, currency: 'CZK' });

    const first = await charge();
    expect(first).toMatchObject({ outcome: 'paid', prCode: 0, srCode: 0 });
    expect(first.authCode).toMatch(/^\d{6}$/);

    const failing = await ctx.app.inject({ method: 'POST', url: '/dev/gpwebpay/fail-next-recurring' });
    expect(failing.statusCode).toBe(204);
    const refusedNumber = randomOrderNumber();
    expect(await charge(refusedNumber)).toMatchObject({ outcome: 'declined', prCode: 30, srCode: 1002 });
    expect((await gateway.paymentStatus(refusedNumber)).state).toBe('declined');
    // Only the next one.
    const third = randomOrderNumber();
    expect(await charge(third)).toMatchObject({ outcome: 'paid' });
    expect((await gateway.paymentStatus(third)).state).toBe('paid');

    // Not on a master that was not made for it, not paid, or unknown; never twice the same number.
    const { payment: plain } = await payWith('paid');
    expect(await charge(undefined, plain.orderNumber)).toMatchObject({
      outcome: 'invalidRequest',
      prCode: 20,
    });
    const { payment: declinedMaster } = await payWith('declined', { recurringMaster: true });
    expect(await charge(undefined, declinedMaster.orderNumber)).toMatchObject({ prCode: 20 });
    expect(await charge(undefined, randomOrderNumber())).toMatchObject({
      outcome: 'invalidRequest',
      prCode: 15,
    });
    expect(await charge(third)).toMatchObject({ outcome: 'invalidRequest', prCode: 14 });
  });

  it('checks the merchant’s signature on web-service requests, and its answers are checked in turn', async () => {
    const stranger = otherKeys();
    const simulatorPublicKey = loadPublicKey(
      readFileSync(path.join(dataDir, 'gpwebpay/keys/gateway-public.pem')),
    );
    const wrongMerchantKey = createGpWebpayGateway({
      gatewayUrl: ctx.config.payments.gatewayUrl,
      wsUrl: ctx.config.payments.wsUrl,
      merchantNumber: SIMULATOR_MERCHANT_NUMBER,
      provider: SIMULATOR_PROVIDER,
      keys: async () => ({ merchantPrivateKey: stranger.privateKey, gatewayPublicKey: simulatorPublicKey }),
      fetch: fetchThrough(() => ctx.app),
    });
    await expect(wrongMerchantKey.paymentStatus(randomOrderNumber())).rejects.toThrow(/31/);
    const { payment: master } = await payWith('paid', { recurringMaster: true });
    expect(
      await wrongMerchantKey.chargeRecurring({
        orderNumber: randomOrderNumber(),
        masterOrderNumber: master.orderNumber,
        amount: 100,
        currency: 'CZK',
      }),
    ).toMatchObject({ outcome: 'invalidRequest', prCode: 31 });

    const wrongGatewayKey = createGpWebpayGateway({
      gatewayUrl: ctx.config.payments.gatewayUrl,
      wsUrl: ctx.config.payments.wsUrl,
      merchantNumber: SIMULATOR_MERCHANT_NUMBER,
      provider: SIMULATOR_PROVIDER,
      keys: async () => ({
        merchantPrivateKey: loadPrivateKey(
          readFileSync(path.join(dataDir, 'gpwebpay/keys/merchant-private.pem')),
        ),
        gatewayPublicKey: stranger.publicKey,
      }),
      fetch: fetchThrough(() => ctx.app),
    });
    await expect(wrongGatewayKey.paymentStatus(master.orderNumber)).rejects.toThrow(PaymentGatewayError);

    const unreachable = await createPaymentGateway(ctx.config.payments, {
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(unreachable.paymentStatus(master.orderNumber)).rejects.toThrow(PaymentGatewayError);
  });

  it('answers echo', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/ws',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      payload: `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns:v1="${PROC_NS}"><soapenv:Body><v1:echo/></soapenv:Body></soapenv:Envelope>`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<p:echoResponse/);
  });

  it('keeps its keys and payments across a restart, and stays out of the API document', async () => {
    const { payment } = await payWith('paid');
    const publicKey = readFileSync(path.join(dataDir, 'gpwebpay/keys/gateway-public.pem'), 'utf8');
    const restarted = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://vstupenky.klub.cz' });
    try {
      const again = await createPaymentGateway(restarted.config.payments, {
        fetch: fetchThrough(() => restarted.app),
      });
      expect((await again.paymentStatus(payment.orderNumber)).state).toBe('paid');
      expect(readFileSync(path.join(dataDir, 'gpwebpay/keys/gateway-public.pem'), 'utf8')).toBe(publicKey);
      const { fields } = await again.paymentForm(request({ orderNumber: payment.orderNumber }));
      expect(await again.verifyReturn(returned(await postForm(fields, restarted.app)).query)).toMatchObject({
        prCode: 14,
      });
    } finally {
      await restarted.close();
    }
    const openapi = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(openapi.paths).some((p) => p.includes('gpwebpay'))).toBe(false);
  }, 60_000);
});

describe('the GP webpay simulator in production', () => {
  it('is not served', async () => {
    // A test configuration marked as production: a real production one would need a real gateway.
    const emulatorHost = inject('authEmulatorHost');
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tribuna-gpwebpay-production-')),
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        DEMO_DATA: 'false',
      }),
      production: true,
    };
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    const identity = createFirebaseIdentity(config.identity, emulatorHost);
    const app = await buildApp({ config, database, identity, emulatorHost, serveFrontends: false });
    try {
      for (const [method, url] of [
        ['GET', '/dev/gpwebpay/order.do'],
        ['POST', '/dev/gpwebpay/order.do'],
        ['POST', '/dev/gpwebpay/answer'],
        ['POST', '/dev/gpwebpay/ws'],
        ['POST', '/dev/gpwebpay/fail-next-recurring'],
        ['GET', '/dev/gpwebpay/refund-outcome'],
        ['POST', '/dev/gpwebpay/refund-outcome'],
        ['GET', '/dev/gpwebpay/refunds'],
        ['GET', '/dev/gpwebpay/simulator.css'],
      ] as const) {
        expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
      }
    } finally {
      await app.close();
      await identity.close();
      await database.close();
    }
  });
});

function otherKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey };
}
