import { createHash } from 'node:crypto';
import type { Tx } from '../db/client';
import type { OrderLineRow, OrderRow } from '../db/schema';
import type { TicketsService } from '../modules/tickets/tickets.service';
import type { OrdersService } from '../sales/orders/orders.service';
import { TICKET_LINE_KIND } from '../sales/kinds/ticket';

/** A uuid made from its parts (name-based, version 5 layout): the same parts give the same uuid. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export type BuyerOrder = { order: OrderRow; lines: OrderLineRow[] };

/** An order whose tickets are the holder's (a moved event's notice and refund requests). */
export const holding = ({ order }: BuyerOrder) =>
  order.status === 'accepted' || order.status === 'admin_granted';

/** The buyers of an event's tickets (the orders with its ticket lines), shared by the parts of the flow. */
export function createEventBuyers(deps: {
  orders: Pick<OrdersService, 'withLinesFor'>;
  tickets: Pick<TicketsService, 'ofOrder'>;
}) {
  const { orders } = deps;

  const buyersOf = (eventUuid: string, tx?: Tx, orderUuid?: string): Promise<BuyerOrder[]> =>
    orders.withLinesFor(TICKET_LINE_KIND, eventUuid, tx, orderUuid);

  /** The order's ticket lines of the event whose tickets are still valid. */
  /**
   * The lines of the order's valid tickets of the event; with `heldByBuyer`, only those the buyer
   * still holds (a ticket passed on is the recipient's to use, so its buyer cannot ask its money back).
   */
  async function validLines(
    buyer: BuyerOrder,
    eventUuid: string,
    tx?: Tx,
    options: { heldByBuyer?: boolean } = {},
  ): Promise<OrderLineRow[]> {
    const tickets = await deps.tickets.ofOrder(buyer.order.uuid, tx);
    const valid = new Set(
      tickets
        .filter((ticket) => ticket.eventUuid === eventUuid && !ticket.voidedAt)
        .filter((ticket) => !options.heldByBuyer || ticket.holderUuid === buyer.order.userUuid)
        .map((ticket) => ticket.orderLineUuid),
    );
    return buyer.lines.filter((line) => valid.has(line.uuid));
  }

  return { buyersOf, validLines };
}

export type EventBuyers = ReturnType<typeof createEventBuyers>;
