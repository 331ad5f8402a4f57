import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, testLineKind } from '../../../test/orders';
import { orderNotifications } from '../../db/schema';
import { pragueDay } from '../../modules/invoices/invoices.service';

/**
 * A refund's credit note is e-mailed from the orders' outbox: its row is written in the refund's
 * transaction, a failed send is tried again later, and a sent one is never sent again.
 */
let ctx: TestContext;
let buyer: { token: string; uuid: string; email: string };
let orderAdmin: { token: string };
let invoiceAdmin: { token: string };
const shop = testLineKind();

beforeAll(async () => {
  ctx = await createShopContext();
  ctx.app.lineKinds.register('test_item', shop.kind);
  [buyer, orderAdmin, invoiceAdmin] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['order_admin']),
    ctx.signInAs(['invoice_admin']),
  ]);
});
afterAll(() => ctx?.close());

const api = apiCaller(() => ctx.app);

/** An order paid by bank transfer (recorded from its invoice): refunded at once, without the gateway. */
async function invoicedOrder(): Promise<Order> {
  const item = shop.add({ label: 'Permanentka – podzim', price: { CZK: 120_000, EUR: 5_000 } });
  const created = await api('POST', '/admin/order/generate/order-from-invoice', {
    token: invoiceAdmin.token,
    payload: {
      userEmail: buyer.email,
      currency: 'CZK',
      lines: [{ kind: 'test_item', refUuid: item, quantity: 1 }],
      paidOn: pragueDay(new Date()),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  // Its confirmation is out before the refund.
  await ctx.app.jobs.runOnce('orderNotifications');
  return (created.json() as { order: Order }).order;
}

const creditNoteRow = async (orderUuid: string) => {
  const rows = await ctx.database.db
    .select()
    .from(orderNotifications)
    .where(eq(orderNotifications.orderUuid, orderUuid));
  return rows.find((row) => row.kind === 'creditNote');
};

/** Makes an outbox row due now (as if its retry time had come). */
const dueNow = (uuid: string) =>
  ctx.database.db
    .update(orderNotifications)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(orderNotifications.uuid, uuid));

const creditNoteMails = (number: string) =>
  ctx.mails.filter((mail) => mail.to === buyer.email && mail.subject.endsWith(` ${number}`));

describe("a refund's credit note e-mail", () => {
  it('is tried again after the mail server failed, and never sent twice once sent', async () => {
    const order = await invoicedOrder();
    // The mail server refuses everything while the refund is recorded.
    const push = ctx.mails.push.bind(ctx.mails);
    ctx.mails.push = () => {
      throw new Error('mail server unavailable');
    };
    let refund: { uuid: string; status: string; creditNoteUuid: string | null };
    try {
      const res = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
        token: orderAdmin.token,
        payload: { amount: 30_000, reason: 'Sleva za zrušený zápas' },
      });
      expect(res.statusCode, res.body).toBe(201);
      refund = res.json();
      // The send after the commit (in the background) has failed by now.
      await ctx.app.jobs.runOnce('orderNotifications');
    } finally {
      ctx.mails.push = push;
    }
    expect(refund.status).toBe('refunded');
    expect(refund.creditNoteUuid).toBeTruthy();
    const failed = await creditNoteRow(order.uuid);
    expect(failed).toMatchObject({
      payload: { creditNoteUuid: refund.creditNoteUuid },
      attempts: 1,
      doneAt: null,
      claimToken: null,
    });
    expect(failed!.lastError).toContain('mail server unavailable');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const documents = await api('GET', `/admin/invoices?orderUuid=${order.uuid}`, {
      token: invoiceAdmin.token,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    const creditNote = (documents.json() as { data: { uuid: string; number: string }[] }).data.find(
      (document) => document.uuid === refund.creditNoteUuid,
    );
    expect(creditNote).toBeDefined();

    // Not due before its retry time: nothing is sent.
    await ctx.app.jobs.runOnce('orderNotifications');
    expect(creditNoteMails(creditNote!.number)).toHaveLength(0);

    // Its time comes: sent once, with its PDF.
    await dueNow(failed!.uuid);
    await ctx.app.jobs.runOnce('orderNotifications');
    const [mail, ...more] = creditNoteMails(creditNote!.number);
    expect(more).toHaveLength(0);
    // The shop's club is not a VAT payer: a corrective document, not a tax one.
    expect(mail!.subject).toBe(`Opravný doklad ${creditNote!.number}`);
    expect(mail!.attachments?.map((file) => file.filename)).toEqual([
      `opravny-doklad-${creditNote!.number}.pdf`,
    ]);
    const sent = await creditNoteRow(order.uuid);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.doneAt).not.toBeNull();

    // A sent one is never due again, whatever its retry time says.
    await dueNow(failed!.uuid);
    await ctx.app.jobs.runOnce('orderNotifications');
    expect(creditNoteMails(creditNote!.number)).toHaveLength(1);
  });
});
