import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceExport } from '@tribuna/common/schemas/invoices';
import type { Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../test/api';
import { createTestContext, type TestContext } from '../../test/harness';
import { testLineKind } from '../../test/orders';
import { pdfText } from '../../test/pdfText';
import { unzip } from '../../test/zip';
import { orderLines, orders, refunds, type OrderRow } from '../db/schema';
import { createInvoicing } from './invoicing';
import { correctionLines, creditNoteNumber } from '../modules/invoices/creditNotes';
import { createInvoicesRepository } from '../modules/invoices/invoices.repository';
import { createInvoicesService, pragueDay } from '../modules/invoices/invoices.service';

let ctx: TestContext;
let dataDir: string;
let buyer: { token: string; uuid: string; email: string };
let stranger: { token: string };
let orderAdmin: { token: string };
let accountant: { token: string };
let invoiceAdmin: { token: string };
const shop = testLineKind();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-credit-notes-'));
  ctx = await createTestContext({
    DATA_DIR: dataDir,
    INVOICE_SUPPLIER_NAME: 'FK Žďár nad Sázavou, z. s.',
    INVOICE_SUPPLIER_ADDRESS: 'Libušínská 1, 591 01 Žďár nad Sázavou',
    INVOICE_SUPPLIER_ICO: '12345678',
    INVOICE_SUPPLIER_DIC: 'CZ12345678',
    INVOICE_VAT_PAYER: 'true',
    INVOICE_VAT_RATE: '21',
  });
  ctx.app.lineKinds.register('test_item', shop.kind);
  [buyer, stranger, orderAdmin, accountant, invoiceAdmin] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['order_admin']),
    ctx.signInAs(['accountant']),
    ctx.signInAs(['invoice_admin']),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const api = apiCaller(() => ctx.app);
const year = Number(pragueDay(new Date()).slice(0, 4));

/** The invoicing flow as the sales domain calls it (only the invoices' part is used here). */
const invoicing = () =>
  createInvoicing({ invoices: ctx.app.invoices, users: {} as never, vouchers: {} as never });

/** An order of the shop's items, accepted by staff (so invoiced), and its rows. */
async function invoicedOrder(
  items: { label: string; price: number; quantity?: number }[],
  language: 'cs' | 'sk' = 'cs',
) {
  const lines = items.map((item) => ({
    kind: 'test_item',
    refUuid: shop.add({
      label: item.label,
      price: { CZK: item.price, EUR: item.price },
      stock: 1000,
    }),
    quantity: item.quantity ?? 1,
  }));
  const created = await api('POST', '/orders', {
    token: buyer.token,
    language,
    payload: { currency: language === 'sk' ? 'EUR' : 'CZK', lines },
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as Order;
  const granted = await api('POST', '/admin/order/update-status', {
    token: orderAdmin.token,
    payload: { orderUuid: order.uuid, status: 'admin_granted', reason: 'Zaplaceno na pokladně' },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  return rowsOf(order.uuid);
}

async function rowsOf(orderUuid: string) {
  const { db } = ctx.database;
  const [order] = await db.select().from(orders).where(eq(orders.uuid, orderUuid));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid));
  return { order: order!, lines };
}

/** A refund the gateway confirmed (the refunds' service records it so; here it is inserted). */
async function refundOf(order: OrderRow, amount: number, reason = 'Zrušená akce') {
  const [refund] = await ctx.database.db
    .insert(refunds)
    .values({
      orderUuid: order.uuid,
      amount,
      currency: order.currency,
      reason,
      messageId: crypto.randomUUID(),
      status: 'refunded',
    })
    .returning();
  return refund!;
}

async function documentsOf(orderUuid: string): Promise<InvoiceDocument[]> {
  const res = await api('GET', `/admin/invoices?orderUuid=${orderUuid}&sort=number`, {
    token: accountant.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: InvoiceDocument[] }).data;
}

async function finishedExport(uuid: string): Promise<InvoiceExport> {
  for (let i = 0; i < 400; i++) {
    const job = (await api('GET', `/admin/invoices/export/${uuid}`, { token: accountant.token })).json();
    if (job.status !== 'running') return job as InvoiceExport;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

describe('credit notes', () => {
  it("corrects the refunded lines at their invoice's VAT, lists it with the invoices and mails its PDF", async () => {
    const { order, lines } = await invoicedOrder([
      { label: 'Šála – žluťoučká', price: 45_000, quantity: 2 },
      { label: 'Čepice', price: 30_000 },
    ]);
    const scarf = lines.find((line) => line.label === 'Šála – žluťoučká')!;
    const refund = await refundOf(order, 90_000, 'Vadné zboží');
    const issued = await ctx.database.db.transaction((tx) =>
      invoicing().onRefunded(refund, order, [{ ...scarf, amount: 90_000 }], tx),
    );
    expect(issued).toEqual({ creditNoteUuid: expect.any(String) });
    // A refund has one credit note: told again, the flow answers the same.
    const again = await ctx.database.db.transaction((tx) =>
      invoicing().onRefunded(refund, order, [{ ...scarf, amount: 90_000 }], tx),
    );
    expect(again).toEqual(issued);

    const [invoice, creditNote, ...more] = await documentsOf(order.uuid);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', correctedInvoice: null, total: 120_000 });
    expect(creditNote).toMatchObject({
      uuid: issued!.creditNoteUuid,
      kind: 'creditNote',
      number: creditNoteNumber('CZK', year, 1),
      correctedInvoice: { uuid: invoice!.uuid, number: invoice!.number },
      refundUuid: refund.uuid,
      reason: 'Vadné zboží',
      orderUuid: order.uuid,
      userUuid: buyer.uuid,
      currency: 'CZK',
      language: 'cs',
      issuedOn: pragueDay(new Date()),
      paymentMethod: 'staffGranted',
      supplier: { vatPayer: true },
      buyer: { email: buyer.email },
      lines: [
        {
          label: 'Šála – žluťoučká',
          quantity: -2,
          unitAmount: 45_000,
          vatRate: 21,
          base: -74_380,
          vat: -15_620,
          total: -90_000,
        },
      ],
      vatRecap: [{ vatRate: 21, base: -74_380, vat: -15_620, total: -90_000 }],
      total: 90_000,
    });
    expect(creditNote!.number).toBe(`3${String(year % 100).padStart(2, '0')}000001`);

    // The filters keep working, and tell the kinds apart.
    const only = async (q: string) =>
      (
        (await api('GET', `/admin/invoices?${q}`, { token: accountant.token })).json() as {
          data: InvoiceDocument[];
        }
      ).data.map((document) => document.number);
    expect(await only(`kind=creditNote&orderUuid=${order.uuid}`)).toEqual([creditNote!.number]);
    expect(await only(`kind=invoice&orderUuid=${order.uuid}`)).toEqual([invoice!.number]);
    expect(await only(`number=${creditNote!.number}`)).toEqual([creditNote!.number]);
    expect(await only(`q=${creditNote!.number}`)).toEqual([creditNote!.number]);
    expect(await only(`buyer=${encodeURIComponent(buyer.email)}&kind=creditNote`)).toEqual([
      creditNote!.number,
    ]);
    expect(await only(`currency=EUR&kind=creditNote`)).toEqual([]);
    const detail = await api('GET', `/admin/invoices/${creditNote!.uuid}`, { token: accountant.token });
    expect(detail.json()).toEqual(creditNote);

    const pdf = await api('GET', `/admin/invoices/${creditNote!.uuid}/pdf`, { token: accountant.token });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(String(pdf.headers['content-disposition'])).toContain(`opravny-doklad-${creditNote!.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Opravný daňový doklad ${creditNote!.number}`,
      'Dodavatel FK Žďár nad Sázavou, z. s.',
      'DIČ: CZ12345678',
      'Odběratel',
      `Číslo původního dokladu ${invoice!.number}`,
      'Datum uskutečnění zdanitelného plnění',
      'Důvod opravy Vadné zboží',
      'Způsob vrácení Jinak',
      'Šála – žluťoučká -2 450 Kč 21 % -743,80 Kč -156,20 Kč -900 Kč',
      'Rekapitulace DPH 21 % -743,80 Kč -156,20 Kč -900 Kč',
      'Rekapitulace DPH',
      'Celkem vráceno: 900 Kč',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Čepice');

    // After the commit, the buyer gets it by e-mail in the order's language.
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    expect(await invoicing().sendCreditNote(creditNote!.uuid)).toBe(true);
    const [mail] = ctx.mails.slice(mailsBefore);
    expect(mail).toMatchObject({ to: buyer.email, subject: `Opravný daňový doklad ${creditNote!.number}` });
    expect(mail!.text.replace(/\s/g, ' ')).toContain('vrátili jsme vám 900 Kč za objednávku');
    expect(mail!.text).toContain(`opravuje fakturu ${invoice!.number}`);
    const attached = mail!.attachments?.find(
      (a) => a.filename === `opravny-doklad-${creditNote!.number}.pdf`,
    );
    expect(attached?.contentType).toBe('application/pdf');
    expect(await pdfText(attached!.content)).toContain('Celkem vráceno: 900 Kč');

    // The buyer's account serves it; nobody else's.
    const own = await api('GET', `/users/me/invoices/${creditNote!.uuid}/pdf`, { token: buyer.token });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    const other = await api('GET', `/users/me/invoices/${creditNote!.uuid}/pdf`, { token: stranger.token });
    expect([other.statusCode, other.json().name]).toEqual([404, 'invoiceNotFound']);
  });

  it('writes an amount-only refund of a Slovak order as one partial refund line, a dobropis in the euro series', async () => {
    const { order } = await invoicedOrder([{ label: 'Čiapka – zimná', price: 1_200 }], 'sk');
    const refund = await refundOf(order, 500, 'Zľava za oneskorenie');
    const issued = await ctx.database.db.transaction((tx) => invoicing().onRefunded(refund, order, [], tx));
    const [, creditNote] = await documentsOf(order.uuid);
    expect(creditNote).toMatchObject({
      uuid: issued!.creditNoteUuid,
      number: creditNoteNumber('EUR', year, 1),
      language: 'sk',
      lines: [
        { label: 'Vrátenie časti platby', quantity: -1, unitAmount: 500, vatRate: 21, base: -413, vat: -87 },
      ],
      vatRecap: [{ vatRate: 21, base: -413, vat: -87, total: -500 }],
      total: 500,
    });
    const text = await pdfText(
      (await api('GET', `/admin/invoices/${creditNote!.uuid}/pdf`, { token: accountant.token })).rawPayload,
    );
    for (const expected of [
      `Dobropis ${creditNote!.number}`,
      'Dodávateľ',
      'Odberateľ',
      'Číslo pôvodnej faktúry',
      'Dôvod opravy Zľava za oneskorenie',
      'Vrátenie časti platby',
      'Rekapitulácia DPH',
      'Spolu vrátené: 5 €',
    ]) {
      expect(text).toContain(expected);
    }
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    await invoicing().sendCreditNote(creditNote!.uuid);
    const [mail] = ctx.mails.slice(mailsBefore);
    expect(mail).toMatchObject({ to: buyer.email, subject: `Dobropis ${creditNote!.number}` });
    expect(mail!.text.replace(/\s/g, ' ')).toContain(
      `vrátili sme vám 5 € za objednávku ${order.uuid}. Doklad, ktorý opravuje faktúru`,
    );
  });

  it('issues nothing for an order without an invoice', async () => {
    const created = await api('POST', '/orders', {
      token: buyer.token,
      payload: {
        currency: 'CZK',
        lines: [{ kind: 'test_item', refUuid: shop.add({ label: 'Dres', price: { CZK: 100, EUR: 4 } }) }],
      },
    });
    const { order } = await rowsOf((created.json() as Order).uuid);
    const refund = await refundOf(order, 100);
    expect(
      await ctx.database.db.transaction((tx) => invoicing().onRefunded(refund, order, [], tx)),
    ).toBeNull();
  });

  it('shares an amount-only refund out over the VAT rates as the invoice has them, and a part of the lines', () => {
    const invoice = {
      supplier: { name: 'Klub', address: 'Ulice 1', ico: '1', dic: 'CZ1', vatPayer: true },
      lines: [
        {
          label: 'Vstupenka',
          kind: 'ticket',
          quantity: 1,
          unitAmount: 78_400,
          vatRate: 12,
          base: 70_000,
          vat: 8_400,
          total: 78_400,
        },
        {
          label: 'Členství',
          kind: 'membership',
          quantity: 1,
          unitAmount: 121_000,
          vatRate: 21,
          base: 100_000,
          vat: 21_000,
          total: 121_000,
        },
      ],
      vatRecap: [
        { vatRate: 21, base: 100_000, vat: 21_000, total: 121_000 },
        { vatRate: 12, base: 70_000, vat: 8_400, total: 78_400 },
      ],
    };
    const refund = { uuid: crypto.randomUUID(), reason: 'Goodwill' };
    const amountOnly = correctionLines(
      invoice,
      { refund: { ...refund, amount: 10_000 }, order: { uuid: 'o' }, lines: [] },
      'Vrácení části platby',
      () => 21,
    );
    // 121 000 : 78 400 of 10 000 → 6 068 and the rest, 3 932.
    expect(amountOnly.lines.map((line) => [line.label, line.vatRate, line.total])).toEqual([
      ['Vrácení části platby', 21, -6_068],
      ['Vrácení části platby', 12, -3_932],
    ]);
    expect(amountOnly.vatRecap).toEqual([
      { vatRate: 21, base: -5_015, vat: -1_053, total: -6_068 },
      { vatRate: 12, base: -3_511, vat: -421, total: -3_932 },
    ]);
    // The whole order less an earlier amount: the lines' amounts shared out to what is returned.
    const rest = correctionLines(
      invoice,
      {
        refund: { ...refund, amount: 189_400 },
        order: { uuid: 'o' },
        lines: [
          { kind: 'ticket', label: 'Vstupenka', quantity: 1, unitAmount: 78_400, amount: 78_400 },
          { kind: 'membership', label: 'Členství', quantity: 1, unitAmount: 121_000, amount: 121_000 },
        ],
      },
      'Vrácení části platby',
      () => 21,
    );
    expect(rest.lines.map((line) => [line.vatRate, line.quantity, line.unitAmount, line.total])).toEqual([
      [12, -1, 74_468, -74_468],
      [21, -1, 114_932, -114_932],
    ]);
    expect(rest.lines.reduce((sum, line) => sum + line.total, 0)).toBe(-189_400);
  });

  it("corrects a non-payer's invoice with a corrective document that tells no VAT", async () => {
    const supplier = {
      name: 'Klub Brno',
      address: 'Ulice 1, Brno',
      ico: '87654321',
      dic: null,
      vatPayer: false,
    };
    const nonPayer = createInvoicesService({
      invoices: createInvoicesRepository(ctx.database.db),
      transaction: (run) => ctx.database.db.transaction(run),
      config: { supplier, vatRate: 21, ticketVatRate: 12 },
      storage: {} as never,
      tmpDir: os.tmpdir(),
    });
    const created = await api('POST', '/orders', {
      token: buyer.token,
      payload: {
        currency: 'CZK',
        lines: [
          { kind: 'test_item', refUuid: shop.add({ label: 'Šála', price: { CZK: 20_000, EUR: 800 } }) },
        ],
      },
    });
    const { order, lines } = await rowsOf((created.json() as Order).uuid);
    const buyerOf = {
      kind: 'person' as const,
      name: 'Jana',
      email: buyer.email,
      street: null,
      city: null,
      zip: null,
      ico: null,
      dic: null,
    };
    await ctx.database.db.transaction((tx) =>
      nonPayer.issue({ order, lines, buyer: buyerOf, paymentMethod: 'card' }, tx),
    );
    const refund = await refundOf(order, 20_000, 'Storno');
    const creditNote = await ctx.database.db.transaction((tx) =>
      nonPayer.issueCreditNote({ refund, order, lines }, tx),
    );
    expect(creditNote).toMatchObject({
      kind: 'nonTax',
      lines: [
        {
          label: 'Šála',
          quantity: -1,
          unitAmount: 20_000,
          vatRate: 0,
          base: -20_000,
          vat: 0,
          total: -20_000,
        },
      ],
      vatRecap: [{ vatRate: 0, base: -20_000, vat: 0, total: -20_000 }],
      total: 20_000,
    });
    const text = await pdfText((await nonPayer.pdf(creditNote!.uuid)).pdf);
    for (const expected of [
      `Opravný doklad ${creditNote!.number}`,
      'Dodavatel není plátcem DPH.',
      'Důvod opravy Storno',
      'Šála -1 200 Kč -200 Kč',
      'Celkem vráceno: 200 Kč',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('daňový doklad');
    expect(text).not.toContain('DPH ');
    expect(text).not.toContain('Rekapitulace');
  });

  // Twice as many at once as a PostgreSQL pool has connections (10, db/client.ts): they queue and
  // race for the series' next number, each in its own transaction as the refunds record them.
  it('numbers 50 credit notes issued at once without a gap or a duplicate', async () => {
    const { order } = await invoicedOrder([{ label: 'Míč', price: 100_000 }]);
    const many = await Promise.all(Array.from({ length: 50 }, () => refundOf(order, 100)));
    const issued = await Promise.all(
      many.map((refund) =>
        ctx.database.db.transaction((tx) => invoicing().onRefunded(refund, order, [], tx)),
      ),
    );
    expect(new Set(issued.map((i) => i!.creditNoteUuid)).size).toBe(50);
    const res = await api('GET', '/admin/invoices?kind=creditNote&currency=CZK&limit=500&sort=number', {
      token: accountant.token,
    });
    const numbers = (res.json() as { data: InvoiceDocument[] }).data.map((document) => document.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every number of the series from the first on, each once: the 50 and those issued before.
    expect(numbers).toEqual(
      Array.from({ length: numbers.length }, (_, i) => creditNoteNumber('CZK', year, i + 1)),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(50);
  }, 60_000);

  it("exports a period's credit notes with its invoices in the ZIP", async () => {
    const { order, lines } = await invoicedOrder([{ label: 'Vlajka', price: 25_000 }]);
    const refund = await refundOf(order, 25_000);
    const issued = await ctx.database.db.transaction((tx) =>
      invoicing().onRefunded(refund, order, [{ ...lines[0]!, amount: 25_000 }], tx),
    );
    const [invoice, creditNote] = await documentsOf(order.uuid);
    const day = `${year - 2}-06-15`;
    const { db } = ctx.database;
    await db.execute(sql`update invoices set issued_on = ${day} where uuid = ${invoice!.uuid}::uuid`);
    await db.execute(
      sql`update credit_notes set issued_on = ${day} where uuid = ${issued!.creditNoteUuid}::uuid`,
    );
    const started = await api('POST', '/admin/invoices/export', {
      token: accountant.token,
      payload: { from: `${year - 2}-06-01`, to: `${year - 2}-06-30` },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ total: 2 });
    expect(await finishedExport(started.json().uuid)).toMatchObject({ status: 'done', done: 2, total: 2 });
    const zip = await api('GET', `/admin/invoices/export/${started.json().uuid}/zip`, {
      token: accountant.token,
    });
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()]).toEqual([
      `faktura-${invoice!.number}.pdf`,
      `opravny-doklad-${creditNote!.number}.pdf`,
    ]);
    expect(await pdfText(entries.get(`opravny-doklad-${creditNote!.number}.pdf`)!)).toContain(
      `Opravný daňový doklad ${creditNote!.number}`,
    );
  });
  it('issues and mails the credit note of a refund staff make through the API', async () => {
    // An order paid by bank transfer (recorded from its invoice) is refunded at once, without the gateway.
    const season = shop.add({ label: 'Permanentka – jaro', price: { CZK: 150_000, EUR: 6_000 } });
    const created = await api('POST', '/admin/order/generate/order-from-invoice', {
      token: invoiceAdmin.token,
      payload: {
        userEmail: buyer.email,
        currency: 'CZK',
        lines: [{ kind: 'test_item', refUuid: season, quantity: 2 }],
        paidOn: pragueDay(new Date()),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, invoice } = created.json() as { order: Order; invoice: { number: string } };
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    const res = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin.token,
      payload: { amount: 50_000, reason: 'Sleva za zrušený zápas' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json() as { uuid: string; status: string; creditNoteUuid?: string | null };
    expect(refund.status).toBe('refunded');

    const [, creditNote] = await documentsOf(order.uuid);
    expect(creditNote).toMatchObject({
      uuid: refund.creditNoteUuid,
      kind: 'creditNote',
      refundUuid: refund.uuid,
      correctedInvoice: { number: invoice.number },
      reason: 'Sleva za zrušený zápas',
      paymentMethod: 'bankTransfer',
      lines: [
        { label: 'Vrácení části platby', quantity: -1, unitAmount: 50_000, vatRate: 21, total: -50_000 },
      ],
      total: 50_000,
    });
    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === buyer.email);
    expect(mail?.subject).toBe(`Opravný daňový doklad ${creditNote!.number}`);
    const attached = mail!.attachments?.find(
      (a) => a.filename === `opravny-doklad-${creditNote!.number}.pdf`,
    );
    const text = await pdfText(attached!.content);
    expect(text).toContain(`Číslo původního dokladu ${invoice.number}`);
    expect(text).toContain('Způsob vrácení Bankovním převodem');
    expect(text).toContain('Celkem vráceno: 500 Kč');

    // The rest of the order: its line, less what the first refund returned, in the next number.
    const rest = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin.token,
      payload: { reason: 'Zrušená permanentka' },
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const [, first, second] = await documentsOf(order.uuid);
    expect(first!.uuid).toBe(creditNote!.uuid);
    expect(second).toMatchObject({
      uuid: rest.json().creditNoteUuid,
      number: creditNoteNumber('CZK', year, Number(creditNote!.number.slice(3)) + 1),
      lines: [
        { label: 'Permanentka – jaro', quantity: -1, unitAmount: 250_000, vatRate: 21, total: -250_000 },
      ],
      vatRecap: [{ vatRate: 21, base: -206_612, vat: -43_388, total: -250_000 }],
      total: 250_000,
    });
  });
});
