import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refund } from '@tribuna/common/schemas/refunds';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import {
  createShopContext,
  orderSeats,
  payOrder,
  postEvent,
  seatedSection,
  seatingPlan,
  testEvent,
} from '../../../test/orders';
import { createSeatsioStandin } from '../../integrations/seatmap/standin';

// A refund on the seats.io path (against the local stand-in of its API): the seat goes back there.
let standin: FastifyInstance;
let ctx: TestContext;
let seatsio: SeatsioClient;
let eventAdmin: string;
let orderAdmin: string;

const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  standin = createSeatsioStandin({ secretKey: 'secret-key', publicKey: 'public-key' });
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}`;
  seatsio = new SeatsioClient(new Region(standinUrl), 'secret-key');
  ctx = await createShopContext({
    SEATSIO_SECRET_KEY: 'secret-key',
    SEATSIO_PUBLIC_KEY: 'public-key',
    SEATSIO_API_URL: standinUrl,
    SEATSIO_CHART_JS_URL: `${standinUrl}/chart.js`,
  });
  [eventAdmin, orderAdmin] = await Promise.all([
    ctx.signInAs(['event_admin']).then((u) => u.token),
    ctx.signInAs(['order_admin']).then((u) => u.token),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await standin?.close();
});

describe('refunds with seats.io as the seat engine', () => {
  it('lets the refunded seat go in seats.io and keeps the others booked', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({
        seatingPlan: seatingPlan(seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 2, seats: 10 })),
      }),
    );
    const buyer = await ctx.signInAs(['user']);
    const made = await orderSeats(ctx.app, buyer.token, eventUuid, ['A-2-5', 'A-2-6']);
    const { order } = await payOrder(ctx.app, made, buyer.token);
    const status = async (id: string) => (await seatsio.events.retrieveObjectInfo(eventUuid, id)).status;
    expect([await status('A-2-5'), await status('A-2-6')]).toEqual(['booked', 'booked']);

    const line = order.lines.find((l) => l.label.includes('sedadlo 5'))!;
    const res = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { lines: [line.uuid], reason: 'Nemoc' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Refund).status).toBe('refunded');
    expect([await status('A-2-5'), await status('A-2-6')]).toEqual(['free', 'booked']);
  });
});
