import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { generateRow } from '@tribuna/common/seatRows';
import type { EventInput } from '@tribuna/common/schemas/events';
import type { CompleteOrderResponse, Currency, Order } from '@tribuna/common/schemas/orders';
import type { SeatingPlanInput, SectionInput } from '@tribuna/common/schemas/seating';
import { ProductError } from '../src/errors';
import { createPaymentGateway } from '../src/integrations/payments/createPaymentGateway';
import type { PaymentGateway } from '../src/integrations/payments/gateway';
import type { LineKind, LinePayment, RenewalItem } from '../src/sales/lineKind';
import { loadConfig, type Config } from '../src/config';
import { apiCaller, hour, iso } from './api';
import { createTestContext, type TestContext } from './harness';

/**
 * The payment gateway of the configuration (the simulator), with its web service answered by the
 * app in process: `bind` it to the app once the app is built.
 */
export async function gatewayThroughApp(config: Config['payments']) {
  let app: FastifyInstance | null = null;
  const gateway: PaymentGateway = await createPaymentGateway(config, {
    fetch: fetchThrough(() => {
      if (!app) throw new Error('gateway used before the app was bound');
      return app;
    }),
  });
  return { gateway, bind: (built: FastifyInstance) => void (app = built) };
}

/** A fetch answered by the app in process (the simulator's web service lives on the same app). */
export function fetchThrough(app: () => FastifyInstance): typeof fetch {
  return (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const res = await app().inject({
      method: (init.method ?? 'GET') as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init.headers as Record<string, string>,
      payload: init.body as string,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  }) as typeof fetch;
}

/** A catalogue of the tests' own: things with a price per currency, a stock, and a record of what was delivered. */
export function testLineKind(options: { recurring?: boolean } = {}) {
  const items = new Map<
    string,
    { label: string; price: Record<Currency, number>; stock: number; broken?: boolean }
  >();
  const fulfilled: { orderUuid: string; lineUuid: string; refUuid: string; payment: LinePayment }[] = [];
  const rejected: { orderUuid: string; lineUuid: string }[] = [];
  const renewed: RenewalItem[] = [];
  const renewalsFailed: RenewalItem[] = [];
  const due: RenewalItem[] = [];
  const kind: LineKind = {
    recurring: options.recurring ?? false,
    async price(refUuid, currency) {
      const item = items.get(refUuid);
      if (!item) throw new ProductError('subscriptionPriceNotFound', { uuid: refUuid });
      return { unitAmount: item.price[currency], label: item.label };
    },
    async validate(lines) {
      for (const line of lines) {
        if (line.quantity > (items.get(line.refUuid)?.stock ?? 0))
          throw new ProductError('subscriptionSoldOut');
      }
    },
    async fulfil(order, line, _tx, payment) {
      if (items.get(line.refUuid)?.broken) throw new Error('the catalogue cannot deliver it');
      fulfilled.push({ orderUuid: order.uuid, lineUuid: line.uuid, refUuid: line.refUuid, payment });
    },
    async onRejected(order, line) {
      rejected.push({ orderUuid: order.uuid, lineUuid: line.uuid });
    },
    async attachments(_order, line) {
      return [
        { filename: `${line.refUuid}.txt`, content: Buffer.from(line.label), contentType: 'text/plain' },
      ];
    },
    async dueRenewals() {
      return due.splice(0);
    },
    async renewed(item) {
      renewed.push(item);
    },
    async renewalFailed(item) {
      renewalsFailed.push(item);
    },
  };
  return {
    kind,
    fulfilled,
    rejected,
    renewed,
    renewalsFailed,
    due,
    add(item: { label: string; price: Record<Currency, number>; stock?: number; broken?: boolean }) {
      const uuid = randomUUID();
      items.set(uuid, { stock: 10, ...item });
      return uuid;
    },
    fulfilledFor: (orderUuid: string) => fulfilled.filter((f) => f.orderUuid === orderUuid),
  };
}

const form = 'application/x-www-form-urlencoded';

/**
 * Pays at the simulator as a buyer would: posts the form the API gave to its `order.do`, presses the
 * outcome's button, and answers the query the gateway's redirect brings back.
 */
export async function payAtGateway(
  app: FastifyInstance,
  payment: { url: string; fields: Record<string, string> },
  outcome: 'paid' | 'declined' | 'cancelled' | 'threeDSecureFailed' | 'technicalError',
): Promise<Record<string, string>> {
  const page = await app.inject({
    method: 'POST',
    url: new URL(payment.url).pathname,
    headers: { 'content-type': form },
    payload: new URLSearchParams(payment.fields).toString(),
  });
  expect(page.statusCode).toBe(200);
  const hidden = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const answer = await app.inject({
    method: 'POST',
    url: '/dev/gpwebpay/answer',
    headers: { 'content-type': form },
    payload: new URLSearchParams({ ...hidden, outcome }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return Object.fromEntries(new URL(String(answer.headers.location)).searchParams);
}

/**
 * A test app that sells: it pays at its own simulator (answered in process, `gatewayThroughApp`)
 * and keeps its files (the ticket key, invoices) in a folder of its own, removed at close unless
 * `overrides` names a DATA_DIR.
 */
export async function createShopContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const ownDir = overrides.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'tribuna-shop-'));
  const settings = { ...(ownDir && { DATA_DIR: ownDir }), ...overrides };
  const { gateway, bind } = await gatewayThroughApp(loadConfig({ NODE_ENV: 'test', ...settings }).payments);
  const ctx = await createTestContext(settings, { paymentGateway: gateway });
  bind(ctx.app);
  const close = ctx.close;
  ctx.close = async () => {
    await close();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  return ctx;
}

/** The payment form of an order, asked for by its buyer (`token`) or, for an anonymous one, with its hash. */
export async function paymentForm(
  app: FastifyInstance,
  order: Pick<Order, 'uuid' | 'orderHash'>,
  token?: string,
): Promise<{ url: string; fields: Record<string, string> }> {
  const res = await apiCaller(() => app)('PUT', '/orders/pre-complete', {
    token,
    payload: { orderUuid: order.uuid, ...(!token && { orderHash: order.orderHash }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * Pays an order at the simulator as its buyer does, and answers what the page the gateway returns
 * to shows: the signed-in buyer (`token`) is answered their order; without a token, the browser
 * that made it is, by its hash.
 */
export async function payOrder(
  app: FastifyInstance,
  order: Pick<Order, 'uuid' | 'orderHash'>,
  token?: string,
): Promise<CompleteOrderResponse & { order: Order }> {
  const fields = await payAtGateway(app, await paymentForm(app, order, token), 'paid');
  const done = await apiCaller(() => app)(
    'PUT',
    token ? '/orders/complete' : `/orders/complete?orderHash=${encodeURIComponent(order.orderHash)}`,
    { token, payload: fields },
  );
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

/** A section of a seating plan: rows numbered from 1, each of `seats` seats numbered from the left. */
export function seatedSection(section: {
  key: string;
  name: EventInput['name'];
  rows: number;
  seats: number;
  /** The category of the seats of a row (its number); 'A' by default. */
  categoryOf?: (row: number) => string;
  /** How far down the first row is (rows are 10 apart). */
  y?: (row: number) => number;
}): SectionInput {
  const { categoryOf = () => 'A', y = (row: number) => 20 + row * 10 } = section;
  return {
    key: section.key,
    name: section.name,
    rows: Array.from({ length: section.rows }, (_, i) => i + 1).map((row) => ({
      label: String(row),
      seats: generateRow(
        { count: section.seats, x: 50, y: y(row), spacing: 6 },
        { startNumber: 1, step: 1, from: 'left' },
      ).map((seat) => ({ ...seat, category: categoryOf(row) })),
    })),
  };
}

/** A seating plan of these sections below one stage. */
export const seatingPlan = (...sections: SectionInput[]): SeatingPlanInput => ({
  stage: { x: 0, y: 0, width: 100, height: 10 },
  sections,
});

/**
 * An event on sale: published, its sale open since an hour ago and closing an hour before it starts,
 * in two days; one category A and a section A of one row of 8 seats unless `over` says otherwise.
 */
export const testEvent = (over: Partial<EventInput> = {}): EventInput => ({
  name: { cs: 'Derby' },
  text: { cs: '<p>Večer</p>' },
  venue: 'Letná',
  startsAt: iso(48 * hour),
  endsAt: iso(50 * hour),
  saleFrom: iso(-hour),
  saleTo: iso(47 * hour),
  published: true,
  categories: [{ key: 'A', name: { cs: 'Tribuna' }, color: '#aa0000', priceCzk: 50_000, priceEur: 2_000 }],
  seatingPlan: seatingPlan(
    seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 1, seats: 8, y: () => 30 }),
  ),
  ...over,
});

/** Creates an event as an event admin (`token`); answers its uuid. */
export async function postEvent(app: FastifyInstance, token: string, event: EventInput): Promise<string> {
  const res = await apiCaller(() => app)('POST', '/admin/events', { token, payload: event });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

/** Holds these seats of the event for the user (`token`) with a new hold token; answers the token. */
export async function holdSeats(
  app: FastifyInstance,
  token: string,
  eventUuid: string,
  objects: string[],
): Promise<string> {
  const api = apiCaller(() => app);
  const made = await api('POST', '/hold-tokens', { token });
  expect(made.statusCode, made.body).toBe(201);
  const holdToken = made.json().holdToken as string;
  const held = await api('POST', `/events/${eventUuid}/actions/hold`, {
    token,
    payload: { holdToken, objects },
  });
  expect(held.statusCode, held.body).toBe(200);
  return holdToken;
}

/** An order (in CZK) of these seats, held and ordered as the buyer's browser does. */
export async function orderSeats(
  app: FastifyInstance,
  token: string,
  eventUuid: string,
  objects: string[],
): Promise<Order> {
  const holdToken = await holdSeats(app, token, eventUuid, objects);
  const order = await apiCaller(() => app)('POST', '/orders', {
    token,
    payload: { currency: 'CZK', holdToken },
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.json();
}

/** Creates a feature as an admin with the features right (`token`); answers its uuid. */
export async function postFeature(
  app: FastifyInstance,
  token: string,
  feature: { name: Record<string, string>; type: string } & Record<string, unknown>,
): Promise<string> {
  const res = await apiCaller(() => app)('POST', '/admin/features', { token, payload: feature });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

/** Creates a membership as a subscription admin (`token`); answers it with its price variants. */
export async function postMembership(
  app: FastifyInstance,
  token: string,
  membership: Record<string, unknown>,
): Promise<{ uuid: string; prices: { uuid: string }[] } & Record<string, unknown>> {
  const res = await apiCaller(() => app)('POST', '/admin/subscriptions', { token, payload: membership });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
