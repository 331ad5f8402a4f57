import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceExport } from '@tribuna/common/schemas/invoices';
import type { Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, testLineKind } from '../../../test/orders';
import { pdfText } from '../../../test/pdfText';
import { createInvoicesService, invoiceNumber, pragueDay } from './invoices.service';
import type { InvoicesRepository } from './invoices.repository';
import { unzip } from '../../../test/zip';

let ctx: TestContext;
let buyer: { token: string; uuid: string; email: string };
let stranger: { token: string };
let orderAdmin: { token: string };
let accountant: { token: string };
let invoiceAdmin: { token: string };
const shop = testLineKind();

beforeAll(async () => {
  ctx = await createShopContext({
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
afterAll(() => ctx?.close());

const api = apiCaller(() => ctx.app);

const storageDir = () => {
  if (ctx.config.storage.kind !== 'disk') throw new Error('the tests store files on disk');
  return ctx.config.storage.dir;
};

async function newOrder(refUuid: string, options: { language?: 'cs' | 'sk'; quantity?: number } = {}) {
  const language = options.language ?? 'cs';
  const res = await api('POST', '/orders', {
    token: buyer.token,
    language,
    payload: {
      currency: language === 'sk' ? 'EUR' : 'CZK',
      lines: [{ kind: 'test_item', refUuid, quantity: options.quantity ?? 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

const grant = (order: Order) =>
  api('POST', '/admin/order/update-status', {
    token: orderAdmin.token,
    payload: { orderUuid: order.uuid, status: 'admin_granted', reason: 'Paid at the box office' },
  });

async function invoiceOf(orderUuid: string): Promise<Invoice> {
  const res = await api('GET', `/admin/invoices?orderUuid=${orderUuid}`, { token: accountant.token });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: Invoice[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

async function allInvoices(): Promise<Invoice[]> {
  const res = await api('GET', '/admin/invoices?limit=500&sort=number', { token: accountant.token });
  return (res.json() as { data: Invoice[] }).data;
}

async function finishedExport(uuid: string, token = accountant.token): Promise<InvoiceExport[]> {
  const seen: InvoiceExport[] = [];
  for (let i = 0; i < 400; i++) {
    const res = await api('GET', `/admin/invoices/export/${uuid}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as InvoiceExport;
    seen.push(job);
    if (job.status !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

const year = Number(pragueDay(new Date()).slice(0, 4));

describe('invoices', () => {
  it('issues the tax document of a paid order, attaches its PDF to the confirmation and tells its VAT', async () => {
    const scarf = shop.add({ label: 'Šála – žluťoučká', price: { CZK: 45_000, EUR: 1_800 } });
    const order = await newOrder(scarf, { quantity: 2 });
    const form = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: order.uuid },
    });
    const fields = await payAtGateway(ctx.app, form.json(), 'paid');
    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    expect((await api('PUT', '/orders/complete', { payload: fields })).statusCode).toBe(200);

    const invoice = await invoiceOf(order.uuid);
    expect(invoice).toMatchObject({
      currency: 'CZK',
      language: 'cs',
      paymentMethod: 'card',
      userUuid: buyer.uuid,
      total: 90_000,
      issuedOn: pragueDay(new Date()),
      taxableSupplyOn: pragueDay(new Date()),
      supplier: { name: 'FK Žďár nad Sázavou, z. s.', ico: '12345678', dic: 'CZ12345678', vatPayer: true },
      buyer: { kind: 'person', email: buyer.email },
      lines: [
        {
          label: 'Šála – žluťoučká',
          quantity: 2,
          unitAmount: 45_000,
          vatRate: 21,
          base: 74_380,
          vat: 15_620,
          total: 90_000,
        },
      ],
      vatRecap: [{ vatRate: 21, base: 74_380, vat: 15_620, total: 90_000 }],
    });
    expect(invoice.number).toMatch(new RegExp(`^1${String(year % 100).padStart(2, '0')}\\d{6}$`));
    expect(invoice.variableSymbol).toBe(invoice.number);

    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === buyer.email);
    const attached = mail?.attachments?.find((a) => a.filename === `faktura-${invoice.number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    const text = await pdfText(attached!.content as Buffer);
    for (const expected of [
      `Faktura – daňový doklad ${invoice.number}`,
      'Dodavatel FK Žďár nad Sázavou, z. s.',
      'Libušínská 1, 591 01 Žďár nad Sázavou',
      'IČO: 12345678',
      'DIČ: CZ12345678',
      'Odběratel',
      'Datum uskutečnění zdanitelného plnění',
      `Variabilní symbol ${invoice.number}`,
      'Způsob úhrady Platební kartou',
      'Šála – žluťoučká 2 450 Kč 21 % 743,80 Kč 156,20 Kč 900 Kč',
      'Rekapitulace DPH',
      'Celkem k úhradě: 900 Kč',
    ]) {
      expect(text).toContain(expected);
    }

    // The back office reads the same document, and its PDF.
    const detail = await api('GET', `/admin/invoices/${invoice.uuid}`, { token: invoiceAdmin.token });
    expect(detail.json()).toEqual(invoice);
    const pdf = await api('GET', `/admin/invoices/${invoice.uuid}/pdf`, { token: accountant.token });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await pdfText(pdf.rawPayload)).toContain('Celkem k úhradě: 900 Kč');
  });

  it('writes a Slovak order in Slovak, numbered in the euro series', async () => {
    const cap = shop.add({ label: 'Čiapka – zimná', price: { CZK: 30_000, EUR: 1_200 } });
    const order = await newOrder(cap, { language: 'sk' });
    expect((await grant(order)).statusCode).toBe(200);
    const invoice = await invoiceOf(order.uuid);
    expect(invoice).toMatchObject({ currency: 'EUR', language: 'sk', paymentMethod: 'staffGranted' });
    expect(invoice.number).toBe(invoiceNumber('EUR', year, 1));
    const pdf = await api('GET', `/admin/invoices/${invoice.uuid}/pdf`, { token: accountant.token });
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Faktúra – daňový doklad ${invoice.number}`,
      'Dodávateľ',
      'Odberateľ',
      'Dátum dodania',
      'Čiapka – zimná',
      'Rekapitulácia DPH',
      'Spolu na úhradu: 12 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  // Twice as many acceptances at once as a PostgreSQL pool has connections (10, db/client.ts), so
  // they queue and race for the series' next number. Each issues an invoice with its PDF: 50 took
  // 45 s beside the other suites, for the same race.
  it('numbers 20 orders accepted at once without a gap or a duplicate', async () => {
    const ball = shop.add({ label: 'Míč', price: { CZK: 10_000, EUR: 400 }, stock: 100 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder(ball)));
    const answers = await Promise.all(orders.map(grant));
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));

    const czk = (await allInvoices()).filter((invoice) => invoice.currency === 'CZK');
    const numbers = czk.map((invoice) => invoice.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every number of the series from the first on, each once: the 20 and those issued before.
    expect([...numbers].sort()).toEqual(
      Array.from({ length: czk.length }, (_, i) => invoiceNumber('CZK', year, i + 1)),
    );
    const ofTheTwenty = new Set(orders.map((o) => o.uuid));
    expect(czk.filter((invoice) => ofTheTwenty.has(invoice.orderUuid))).toHaveLength(20);
  }, 60_000);

  it('filters the list by number, period, buyer, currency and order', async () => {
    const all = await allInvoices();
    const one = all[0]!;
    const query = async (q: string) =>
      (
        (await api('GET', `/admin/invoices?limit=500&${q}`, { token: accountant.token })).json() as {
          data: Invoice[];
          total: number;
        }
      ).data.map((invoice) => invoice.number);
    expect(await query(`number=${one.number}`)).toEqual([one.number]);
    expect((await query('currency=EUR')).every((n) => n.startsWith('2'))).toBe(true);
    expect(await query(`orderUuid=${one.orderUuid}`)).toEqual([one.number]);
    expect((await query(`buyer=${encodeURIComponent(buyer.email)}`)).length).toBe(all.length);
    expect(await query(`buyer=${encodeURIComponent('nikdo@nikde.cz')}`)).toEqual([]);
    expect((await query(`from=${one.issuedOn}&to=${one.issuedOn}`)).length).toBe(all.length);
    expect(await query('from=2000-01-01&to=2000-01-31')).toEqual([]);
  });

  it('exports exactly the PDFs of a period as a ZIP, with its progress', async () => {
    const all = await allInvoices();
    // Three invoices are moved to March of last year: the period of the export.
    const moved = all.slice(0, 3);
    const march = `${year - 1}-03-15`;
    await ctx.database.db.execute(
      sql`update invoices set issued_on = ${march} where uuid in (${sql.join(
        moved.map((invoice) => sql`${invoice.uuid}::uuid`),
        sql`, `,
      )})`,
    );
    const earlier = all[3]!;
    await ctx.database.db.execute(
      sql`update invoices set issued_on = ${`${year - 1}-02-28`} where uuid = ${earlier.uuid}::uuid`,
    );

    const started = await api('POST', '/admin/invoices/export', {
      token: accountant.token,
      payload: { from: `${year - 1}-03-01`, to: `${year - 1}-03-31` },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json() as InvoiceExport;
    expect(job).toMatchObject({ status: 'running', total: 3 });
    const seen = await finishedExport(job.uuid);
    expect(seen.at(-1)).toMatchObject({ status: 'done', done: 3, total: 3 });

    const zip = await api('GET', `/admin/invoices/export/${job.uuid}/zip`, { token: accountant.token });
    expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(String(zip.headers['content-disposition'])).toContain(
      `faktury-${year - 1}-03-01-${year - 1}-03-31.zip`,
    );
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      moved.map((invoice) => `faktura-${invoice.number}.pdf`).sort(),
    );
    for (const invoice of moved) {
      const text = await pdfText(entries.get(`faktura-${invoice.number}.pdf`)!);
      expect(text).toContain(`Faktura – daňový doklad ${invoice.number}`);
    }

    // An export a stopped server left running is made again when the server starts.
    await ctx.database.db.execute(
      sql`update invoice_exports set status = 'running', done = 1, finished_at = null where uuid = ${job.uuid}::uuid`,
    );
    expect(await ctx.app.invoices.resumeExports()).toBe(1);
    await ctx.app.invoices.settled();
    expect((await finishedExport(job.uuid)).at(-1)).toMatchObject({ status: 'done', done: 3 });

    // An archive that is gone from the storage cannot be downloaded.
    await rm(path.join(storageDir(), job.uuid), { recursive: true });
    const gone = await api('GET', `/admin/invoices/export/${job.uuid}/zip`, { token: accountant.token });
    expect([gone.statusCode, gone.json().name]).toEqual([500, 'couldNotCreateZip']);
  });

  it('answers the catalogue errors: no invoice, no invoice in the period, a bad period', async () => {
    const missing = await api('GET', `/admin/invoices/${crypto.randomUUID()}`, { token: accountant.token });
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'invoiceNotFound']);
    const missingPdf = await api('GET', `/admin/invoices/${crypto.randomUUID()}/pdf`, {
      token: accountant.token,
    });
    expect([missingPdf.statusCode, missingPdf.json().name]).toEqual([404, 'invoiceNotFound']);
    const empty = await api('POST', '/admin/invoices/export', {
      token: accountant.token,
      payload: { from: '2001-01-01', to: '2001-01-31' },
    });
    expect([empty.statusCode, empty.json().name]).toEqual([404, 'invoicesInSelectedRangeDoesNotExist']);
    const backwards = await api('POST', '/admin/invoices/export', {
      token: accountant.token,
      payload: { from: '2001-02-01', to: '2001-01-01' },
    });
    expect([backwards.statusCode, backwards.json().name]).toEqual([400, 'badRequest']);
  });

  it('lets accountants and invoice admins read and export, and nobody else', async () => {
    const [invoice] = await allInvoices();
    for (const token of [buyer.token, orderAdmin.token]) {
      const list = await api('GET', '/admin/invoices', { token });
      expect([list.statusCode, list.json().name]).toEqual([403, 'forbidden']);
      const pdf = await api('GET', `/admin/invoices/${invoice!.uuid}/pdf`, { token });
      expect(pdf.statusCode).toBe(403);
      const exported = await api('POST', '/admin/invoices/export', {
        token,
        payload: { from: '2001-01-01', to: '2001-01-31' },
      });
      expect(exported.statusCode).toBe(403);
    }
    const anonymous = await api('GET', '/admin/invoices');
    expect(anonymous.statusCode).toBe(401);
    expect((await api('GET', '/admin/invoices', { token: invoiceAdmin.token })).statusCode).toBe(200);
  });

  it("gives a buyer the PDF of their own invoice, and nobody else's", async () => {
    const [invoice] = await allInvoices();
    const own = await api('GET', `/users/me/invoices/${invoice!.uuid}/pdf`, { token: buyer.token });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    const other = await api('GET', `/users/me/invoices/${invoice!.uuid}/pdf`, { token: stranger.token });
    expect([other.statusCode, other.json().name]).toEqual([404, 'invoiceNotFound']);
    const anonymous = await api('GET', `/users/me/invoices/${invoice!.uuid}/pdf`);
    expect(anonymous.statusCode).toBe(401);
  });
  it('records an invoice paid by bank transfer as an order after its draft, delivered and invoiced', async () => {
    const season = shop.add({ label: 'Permanentka – sezóna 2027', price: { CZK: 250_000, EUR: 10_000 } });
    const body = {
      userEmail: buyer.email,
      language: 'cs',
      currency: 'CZK',
      lines: [{ kind: 'test_item', refUuid: season, quantity: 4 }],
      billTo: {
        invoiceName: 'Strojírny Žďár, a. s.',
        invoiceStreet: 'Průmyslová 7',
        invoiceCity: 'Žďár nad Sázavou',
        invoiceZip: '591 01',
        cin: '25596641',
        tin: 'CZ25596641',
      },
      variableSymbol: '2027001',
      paidOn: '2026-11-20',
    };
    const before = (await allInvoices()).length;
    const draft = await api('POST', '/admin/order/generate/order-from-invoice-draft', {
      token: invoiceAdmin.token,
      payload: body,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      user: { uuid: buyer.uuid, email: buyer.email },
      total: 1_000_000,
      buyer: { kind: 'company', name: 'Strojírny Žďár, a. s.', ico: '25596641' },
      lines: [{ label: 'Permanentka – sezóna 2027', quantity: 4, vatRate: 21, total: 1_000_000 }],
      vatRecap: [{ vatRate: 21, base: 826_446, vat: 173_554, total: 1_000_000 }],
      variableSymbol: '2027001',
      paidOn: '2026-11-20',
    });
    // The draft stores nothing.
    expect(await allInvoices()).toHaveLength(before);

    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    const created = await api('POST', '/admin/order/generate/order-from-invoice', {
      token: invoiceAdmin.token,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, invoice } = created.json() as {
      order: { uuid: string; status: string };
      invoice: Invoice;
    };
    expect(order.status).toBe('accepted');
    expect(shop.fulfilledFor(order.uuid)).toHaveLength(1);
    expect(invoice).toMatchObject({
      orderUuid: order.uuid,
      userUuid: buyer.uuid,
      paymentMethod: 'bankTransfer',
      variableSymbol: '2027001',
      taxableSupplyOn: '2026-11-20',
      buyer: { kind: 'company', name: 'Strojírny Žďár, a. s.', street: 'Průmyslová 7', dic: 'CZ25596641' },
      total: 1_000_000,
    });
    expect(await allInvoices()).toHaveLength(before + 1);
    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === buyer.email);
    const pdf = mail?.attachments?.find((a) => a.filename === `faktura-${invoice.number}.pdf`);
    const text = await pdfText(pdf!.content as Buffer);
    expect(text).toContain('Odběratel Strojírny Žďár, a. s. Průmyslová 7 591 01 Žďár nad Sázavou');
    expect(text).toContain('Způsob úhrady Bankovním převodem');
    expect(text).toContain('Variabilní symbol 2027001');
  });

  it('refuses an order from an invoice for nobody, in the wrong currency, or from staff who may not', async () => {
    const item = shop.add({ label: 'Dres', price: { CZK: 150_000, EUR: 6_000 } });
    const body = {
      userEmail: buyer.email,
      currency: 'CZK',
      lines: [{ kind: 'test_item', refUuid: item }],
      paidOn: '2026-11-20',
    };
    const call = (payload: object, token = invoiceAdmin.token) =>
      api('POST', '/admin/order/generate/order-from-invoice', { token, payload });
    const nobody = await call({ ...body, userEmail: 'nikdo@example.com' });
    expect([nobody.statusCode, nobody.json().name]).toEqual([404, 'userNotFound']);
    const euro = await call({ ...body, currency: 'EUR' });
    expect([euro.statusCode, euro.json().name]).toEqual([400, 'currencyNotSupported']);
    const badSymbol = await call({ ...body, variableSymbol: 'VS-12' });
    expect([badSymbol.statusCode, badSymbol.json().name]).toEqual([400, 'badRequest']);
    for (const token of [accountant.token, orderAdmin.token]) {
      const refused = await call(body, token);
      expect([refused.statusCode, refused.json().name]).toEqual([403, 'forbidden']);
      const draft = await api('POST', '/admin/order/generate/order-from-invoice-draft', {
        token,
        payload: body,
      });
      expect(draft.statusCode).toBe(403);
    }
  });
  it("lists a buyer's own orders with their invoice on the account, and nobody else's", async () => {
    const res = await api('GET', '/users/me/orders', { token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as {
      data: { uuid: string; status: string; invoice: { uuid: string; number: string } | null }[];
    };
    const invoices = await allInvoices();
    const ofBuyer = invoices.filter((invoice) => invoice.userUuid === buyer.uuid);
    expect(
      data
        .filter((order) => order.invoice)
        .map((order) => order.invoice!.number)
        .sort(),
    ).toEqual(ofBuyer.map((invoice) => invoice.number).sort());
    expect(data.every((order) => order.status !== 'rejected')).toBe(true);
    const others = await api('GET', '/users/me/orders', { token: stranger.token });
    expect(others.json()).toEqual({ data: [] });
    expect((await api('GET', '/users/me/orders')).statusCode).toBe(401);
  });
  it('taxes tickets at their reduced rate and the rest at the standard one, and a non-payer at none', () => {
    const lines = [
      { kind: 'ticket', label: 'Vstupenka – Sektor A', quantity: 2, unitAmount: 28_000, amount: 56_000 },
      { kind: 'subscription', label: 'Členství', quantity: 1, unitAmount: 121_000, amount: 121_000 },
      { kind: 'ticket', label: 'Vstupenka – Sektor B', quantity: 1, unitAmount: 22_400, amount: 22_400 },
    ];
    expect(ctx.app.invoices.preview(lines).vatRecap).toEqual([
      { vatRate: 21, base: 100_000, vat: 21_000, total: 121_000 },
      { vatRate: 12, base: 70_000, vat: 8_400, total: 78_400 },
    ]);
    const supplier = { name: 'Klub', address: 'Ulice 1', ico: '12345678', dic: null, vatPayer: false };
    const nonPayer = createInvoicesService({
      invoices: {} as InvoicesRepository,
      transaction: () => Promise.reject(new Error('no database')),
      config: { supplier, vatRate: 21, ticketVatRate: 12 },
      storage: {} as never,
      tmpDir: os.tmpdir(),
    });
    const preview = nonPayer.preview(lines);
    expect(preview.lines.map((line) => [line.vatRate, line.base, line.vat])).toEqual([
      [0, 56_000, 0],
      [0, 121_000, 0],
      [0, 22_400, 0],
    ]);
    expect(preview.vatRecap).toEqual([{ vatRate: 0, base: 199_400, vat: 0, total: 199_400 }]);
  });
});
