import type { AdminOrder, AdminOrderDetail, Order } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow, PaymentAttemptRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { outcomeOf } from '../payments/payments.service';
import type { OrdersContext } from './context';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    uuid: row.uuid,
    userUuid: row.userUuid,
    status: row.status,
    currency: row.currency,
    total: row.total,
    language: row.language,
    email: row.email,
    flaggedForStaff: row.flaggedForStaff,
    flagReason: row.flagReason,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toLine = (line: OrderLineRow) => ({
  uuid: line.uuid,
  kind: line.kind,
  refUuid: line.refUuid,
  label: line.label,
  quantity: line.quantity,
  unitAmount: line.unitAmount,
  amount: line.amount,
});

/** How an order is shown: to its buyer (`view`), and to staff with its attempts and history (`detail`). */
export function createOrderViews({ orders, payments }: OrdersContext) {
  async function view(row: OrderRow, tx?: Tx): Promise<Order> {
    const [lines, [latest]] = await Promise.all([
      orders.lines(row.uuid, tx),
      payments.latestForOrders([row.uuid], tx),
    ]);
    return viewOf(row, lines, latest ?? null);
  }

  /** The buyer's view of an order whose lines and latest attempt the caller has read already. */
  function viewOf(
    row: OrderRow,
    lines: OrderLineRow[],
    latest: Pick<PaymentAttemptRow, 'status' | 'prCode'> | null,
  ): Order {
    return {
      uuid: row.uuid,
      orderHash: row.orderHash,
      status: row.status,
      currency: row.currency,
      total: row.total,
      language: row.language,
      email: row.email,
      holdToken: row.holdToken,
      lines: lines.map(toLine),
      expiresAt: row.expiresAt.toISOString(),
      payment: latest ? outcomeOf(latest) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function detail(uuid: string, tx?: Tx): Promise<AdminOrderDetail> {
    const row = await orders.findByUuid(uuid, tx);
    if (!row) throw new ProductError('orderNotFound', { uuid });
    const [lines, attempts, history] = await Promise.all([
      orders.lines(uuid, tx),
      payments.listForOrder(uuid, tx),
      orders.history(uuid, tx),
    ]);
    return {
      ...toAdminOrder(row),
      lines: lines.map(toLine),
      attempts: attempts.map((a) => ({
        uuid: a.uuid,
        orderNumber: String(a.orderNumber),
        kind: a.kind,
        amount: a.amount,
        currency: a.currency,
        status: a.status,
        prCode: a.prCode,
        srCode: a.srCode,
        resultText: a.resultText,
        recurringMaster: a.recurringMaster,
        gatewayAnswer: a.gatewayAnswer,
        createdAt: a.createdAt.toISOString(),
        completedAt: iso(a.completedAt),
      })),
      history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        actorKind: h.actorKind,
        actorUuid: h.actorUuid,
        reason: h.reason,
        at: h.at.toISOString(),
      })),
    };
  }

  return { view, viewOf, detail };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
