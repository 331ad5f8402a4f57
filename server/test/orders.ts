import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Currency } from '@tribuna/common/schemas/orders';
import { ProductError } from '../src/errors';
import { createPaymentGateway } from '../src/integrations/payments/createPaymentGateway';
import type { PaymentGateway } from '../src/integrations/payments/gateway';
import type { LineKind, LinePayment, RenewalItem } from '../src/sales/lineKind';
import type { Config } from '../src/config';

/**
 * The payment gateway of the configuration (the simulator), with its web service answered by the
 * app in process: `bind` it to the app once the app is built.
 */
export async function gatewayThroughApp(config: Config['payments']) {
  let app: FastifyInstance | null = null;
  const fetchThrough = (async (input: string | URL, init: RequestInit = {}) => {
    if (!app) throw new Error('gateway used before the app was bound');
    const url = new URL(String(input));
    const res = await app.inject({
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
  const gateway: PaymentGateway = await createPaymentGateway(config, { fetch: fetchThrough });
  return { gateway, bind: (built: FastifyInstance) => void (app = built) };
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
