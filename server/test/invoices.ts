import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InvoiceBuyer } from '@tribuna/common/schemas/invoices';
import type { Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from './api';
import type { TestContext } from './harness';
import { createShopContext, type testLineKind } from './orders';
import { orderLines, orders } from '../src/db/schema';

/** The invoices' tests' buyer on the invoice. */
export const person: InvoiceBuyer = {
  kind: 'person',
  name: 'Jana Nováková',
  email: 'jana@example.com',
  street: null,
  city: null,
  zip: null,
  ico: null,
  dic: null,
};

/** A shop selling `shop`'s items as `test_item`, and a buyer signed in. */
export async function openShop(shop: ReturnType<typeof testLineKind>) {
  const ctx = await createShopContext();
  ctx.app.lineKinds.register('test_item', shop.kind);
  const buyer = await ctx.signInAs(['user']);
  return { ctx, buyer };
}

/** An order of one new item bought by `token`, and its lines (the order's status does not matter here). */
export async function orderAndLines(ctx: TestContext, shop: ReturnType<typeof testLineKind>, token: string) {
  const refUuid = shop.add({ label: `Šála ${randomUUID().slice(0, 4)}`, price: { CZK: 20_000, EUR: 800 } });
  const created = await apiCaller(() => ctx.app)('POST', '/orders', {
    token,
    payload: { currency: 'CZK', lines: [{ kind: 'test_item', refUuid }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { uuid } = created.json() as Order;
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderUuid, uuid));
  return { order: order!, lines };
}
