import type { Language } from '@tribuna/common/schemas/common';
import type { Currency, OrderLineInput } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { OrdersContext } from './context';
import type { NewOrderLine } from './orders.repository';

/**
 * The line kinds' stages before payment: lines from a hold (`fromHold`), priced and checked
 * (`price`, `validate`), and what a pending order's lines take from stock (`reserve`, `release`).
 */
export function createOrderLines({ orders, lineKinds }: OrdersContext) {
  /** Prices and checks the lines with their kinds; answers the rows to store and the total. */
  async function priceLines(
    input: (OrderLineInput & { data?: Record<string, unknown> })[],
    ctx: { userUuid: string | null; language: Language; currency: Currency },
    tx: Tx,
  ): Promise<{ lines: NewOrderLine[]; total: number }> {
    const lines: NewOrderLine[] = [];
    for (const [position, line] of input.entries()) {
      const kind = lineKinds.forInput(line.kind);
      const priced = await kind.price(line.refUuid, ctx.currency, {
        ...ctx,
        quantity: line.quantity,
        tx,
        ...(line.data && { data: line.data }),
        ...(line.option !== undefined && { option: line.option }),
      });
      const { unitAmount, label, recurring } = priced;
      const data = priced.data ?? line.data;
      lines.push({
        position,
        kind: line.kind,
        refUuid: line.refUuid,
        label,
        quantity: line.quantity,
        unitAmount,
        amount: unitAmount * line.quantity,
        recurring: recurring ?? kind.recurring === true,
        ...(data && { data }),
      });
    }
    const byKind = new Map<string, OrderLineInput[]>();
    for (const line of input) byKind.set(line.kind, [...(byKind.get(line.kind) ?? []), line]);
    for (const [name, group] of byKind) {
      await lineKinds.forInput(name).validate?.(
        group.map(({ refUuid, quantity }) => ({ refUuid, quantity })),
        { userUuid: ctx.userUuid, language: ctx.language, tx },
      );
    }
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (total <= 0) throw new ProductError('badRequest', { total }, 'An order must have something to pay.');
    return { lines, total };
  }

  /** Lets the kinds take what the stored lines of a pending order need (`reserve`). */
  async function reserveLines(order: OrderRow, tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx))
      await lineKinds.forLine(line.kind).reserve?.(order, line, tx);
  }

  /** The order's lines with their reservations given back, replaced by `lines`, then reserved. */
  async function replaceLines(order: OrderRow, total: number, lines: NewOrderLine[], tx: Tx) {
    for (const line of await orders.lines(order.uuid, tx))
      await lineKinds.forLine(line.kind).release?.(order, line, tx);
    const row = await orders.replaceLines(order.uuid, total, lines, tx);
    await reserveLines(row, tx);
    return row;
  }

  /** The lines of what the hold token holds, from the kinds that sell held things (tickets). */
  async function heldLines(holdToken: string, userUuid: string, tx: Tx) {
    const lines: (OrderLineInput & { data: Record<string, unknown> })[] = [];
    for (const [name, kind] of lineKinds.entries()) {
      if (!kind.fromHold) continue;
      for (const held of await kind.fromHold(holdToken, { userUuid, tx }))
        lines.push({ kind: name, refUuid: held.refUuid, quantity: 1, data: held.data });
    }
    if (lines.length === 0)
      throw new ProductError('holdTokenInvalid', { holdToken, reason: 'empty' }, 'The hold holds nothing.');
    return lines;
  }

  return { priceLines, reserveLines, replaceLines, heldLines };
}

export type OrderLines = ReturnType<typeof createOrderLines>;
