import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { openShop, orderAndLines, person } from '../../../test/invoices';
import { testLineKind } from '../../../test/orders';
import { invoices, unnumberedInvoices } from '../../db/schema';
import { invoiceNumber, pragueDay } from './invoices.service';

let ctx: TestContext;
let buyer: { token: string; uuid: string; email: string };
const shop = testLineKind();

beforeAll(async () => {
  ({ ctx, buyer } = await openShop(shop));
});
afterAll(() => ctx?.close());

const year = Number(pragueDay(new Date()).slice(0, 4));

/** An order and its lines, as the acceptance hands them to the invoices (the order's status does not matter here). */
const anOrder = () => orderAndLines(ctx, shop, buyer.token);

/** Issues the order's invoice in a transaction of its own, as the acceptance does (not numbered yet). */
const issue = ({ order, lines }: Awaited<ReturnType<typeof anOrder>>) =>
  ctx.database.db.transaction((tx) =>
    ctx.app.invoices.issue({ order, lines, buyer: person, paymentMethod: 'card' }, tx),
  );

const czkSeries = () =>
  ctx.database.db
    .select({ sequence: invoices.sequence, number: invoices.number, orderUuid: invoices.orderUuid })
    .from(invoices)
    .where(and(eq(invoices.year, year), eq(invoices.currency, 'CZK')))
    .orderBy(asc(invoices.sequence));

describe('invoice numbers', () => {
  it('numbers an invoice its server issued but never numbered (it stopped) at the next sweep, next in its series', async () => {
    // One numbered already: the series goes on from it.
    const first = await anOrder();
    await issue(first);
    expect(await ctx.app.invoices.numberIssued()).toBe(1);
    const numbered = await czkSeries();

    const stopped = await anOrder();
    await issue(stopped);
    // Issued twice (a retried acceptance): still one invoice.
    await issue(stopped);
    expect(await ctx.app.invoices.findByOrder(stopped.order.uuid)).toBeNull();
    expect(await ctx.database.db.select().from(unnumberedInvoices)).toHaveLength(1);
    expect(await ctx.app.jobs.runOnce('invoiceNumbering')).toBe(1);
    const invoice = await ctx.app.invoices.findByOrder(stopped.order.uuid);
    expect(invoice).toMatchObject({
      number: invoiceNumber('CZK', year, numbered.length + 1),
      variableSymbol: invoiceNumber('CZK', year, numbered.length + 1),
      buyer: person,
      total: 20_000,
    });
    expect(await ctx.app.jobs.runOnce('invoiceNumbering')).toBe(0);
    expect(await ctx.database.db.select().from(unnumberedInvoices)).toHaveLength(0);
  });

  it('numbers invoices issued at once without a gap or a duplicate, in the order they were issued, however many numberings run', async () => {
    const before = (await czkSeries()).length;
    const issued = await Promise.all(Array.from({ length: 12 }, () => anOrder()));
    // Issued one after another (their order of issue is known), numbered by five numberings at once.
    for (const one of issued) await issue(one);
    const counts = await Promise.all(Array.from({ length: 5 }, () => ctx.app.invoices.numberIssued()));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
    const series = await czkSeries();
    expect(series.map((row) => row.sequence)).toEqual(Array.from({ length: before + 12 }, (_, i) => i + 1));
    expect(series.slice(before).map((row) => row.orderUuid)).toEqual(issued.map(({ order }) => order.uuid));
    expect(new Set(series.map((row) => row.number)).size).toBe(series.length);
  });

  it('mails the confirmation of an order whose invoice waits for its number with the invoice numbered', async () => {
    const waiting = await anOrder();
    await issue(waiting);
    const attachments = await ctx.app.invoices.attachmentOfOrder(waiting.order.uuid);
    const invoice = await ctx.app.invoices.findByOrder(waiting.order.uuid);
    expect(attachments.map((file) => file.filename)).toEqual([`faktura-${invoice!.number}.pdf`]);
  });
});
