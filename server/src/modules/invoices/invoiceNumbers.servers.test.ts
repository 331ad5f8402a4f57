import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { openShop, orderAndLines, person } from '../../../test/invoices';
import { testLineKind } from '../../../test/orders';
import { refunds } from '../../db/schema';
import { createFileStorage } from '../../integrations/storage/storage';
import { createInvoicesRepository } from './invoices.repository';
import { createInvoicesService, invoiceNumber } from './invoices.service';

/**
 * An invoice waiting for its number while another server numbers it: what reads it meanwhile (the
 * refund's credit note, the confirmation's attachment) must see it numbered, never miss it. On
 * PostgreSQL (DATABASE_URL) the other server's numbering really overlaps; on the embedded database
 * it is played at the moment that matters.
 */
let ctx: TestContext;
let buyer: { token: string; uuid: string; email: string };
const shop = testLineKind();

beforeAll(async () => {
  ({ ctx, buyer } = await openShop(shop));
});
afterAll(() => ctx?.close());

/** An order whose invoice was issued (as its acceptance does) and waits for its number. */
async function issuedOrder() {
  const { order, lines } = await orderAndLines(ctx, shop, buyer.token);
  await ctx.database.db.transaction((tx) =>
    ctx.app.invoices.issue({ order, lines, buyer: person, paymentMethod: 'card' }, tx),
  );
  return order;
}

const lockWaits = async () =>
  (
    (await ctx.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('an invoice numbered by another server meanwhile', () => {
  it('is corrected by the credit note of a refund recorded while the other server numbers it', async () => {
    const order = await issuedOrder();
    const [refund] = await ctx.database.db
      .insert(refunds)
      .values({
        orderUuid: order.uuid,
        amount: 20_000,
        currency: 'CZK',
        reason: 'Zrušeno',
        messageId: randomUUID().replace(/-/g, '').slice(0, 20),
      })
      .returning();
    const source = {
      refund: { uuid: refund!.uuid, amount: 20_000, reason: 'Zrušeno' },
      order: { uuid: order.uuid },
      lines: [],
    };
    const creditNote = async () =>
      ctx.database.db.transaction((tx) => ctx.app.invoices.issueCreditNote(source, tx));

    let issued: ReturnType<typeof creditNote>;
    if (ctx.database.kind === 'postgres') {
      // The other server has taken the invoice out of the queue and numbers it (its commit comes later).
      const repository = createInvoicesRepository(ctx.database.db);
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let taken!: () => void;
      const takenOut = new Promise<void>((resolve) => (taken = resolve));
      const numbering = ctx.database.db.transaction(async (tx) => {
        const rows = await repository.takeUnnumbered(10, tx);
        const first = await repository.nextSequences(rows[0]!.year, rows[0]!.currency, rows.length, tx);
        taken();
        await committing;
        await repository.insertMany(
          rows.map((row, i) => {
            const number = invoiceNumber(row.currency, row.year, first + i);
            return { ...row, number, sequence: first + i, variableSymbol: row.variableSymbol ?? number };
          }),
          tx,
        );
      });
      await takenOut;
      issued = creditNote();
      // The refund's transaction either waits for the numbering (then sees the invoice) or has answered.
      for (let i = 0; i < 25 && (await lockWaits()) === 0; i++) await sleep(20);
      commit();
      await numbering;
    } else {
      issued = creditNote();
    }
    const note = await issued;
    expect(note).not.toBeNull();
    const invoice = await ctx.app.invoices.findByOrder(order.uuid);
    expect(note).toMatchObject({ invoiceNumber: invoice!.number, total: 20_000 });
  });

  it('is attached to the confirmation when the other server numbers it between the confirmation’s looks', async () => {
    const order = await issuedOrder();
    const repository = createInvoicesRepository(ctx.database.db);
    // This server's invoices: the other server's numbering commits right after its first look.
    let looks = 0;
    const service = createInvoicesService({
      invoices: {
        ...repository,
        findByOrder: async (orderUuid, tx) => {
          const found = await repository.findByOrder(orderUuid, tx);
          if (looks++ === 0) await ctx.app.invoices.numberIssued();
          return found;
        },
      },
      transaction: (run) => ctx.database.db.transaction(run),
      config: ctx.config.invoicing,
      storage: createFileStorage(ctx.config.storage),
      tmpDir: ctx.config.dataDir,
    });
    const attachments = await service.attachmentOfOrder(order.uuid);
    const invoice = await ctx.app.invoices.findByOrder(order.uuid);
    expect(invoice).not.toBeNull();
    expect(attachments.map((file) => file.filename)).toEqual([`faktura-${invoice!.number}.pdf`]);
  });
});
