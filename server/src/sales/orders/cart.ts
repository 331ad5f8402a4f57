import type { Language } from '@tribuna/common/schemas/common';
import type { CreateOrderBody, Currency, Order, OrderLineInput } from '@tribuna/common/schemas/orders';
import type { Tx } from '../../db/client';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { OrderAcceptance } from './acceptance';
import { newOrderHash, sameSecret, type OrderAccess, type OrdersContext } from './context';
import type { OrderLines } from './lines';
import type { OrderViews } from './view';

/**
 * The buyer's pending order: made (from lines, or from what a hold token holds), read, its lines
 * replaced, or given up; and what the kinds read of orders (`linesOfKind`, `hasOpenLineFor`).
 */
export function createCart(
  context: OrdersContext,
  parts: { views: OrderViews; lines: OrderLines; acceptance: OrderAcceptance },
) {
  const { orders, transaction, options, now, find, changeStatus, assertCurrency, assertPayable } = context;
  const { view } = parts.views;
  const { priceLines, reserveLines, replaceLines, heldLines } = parts.lines;
  const { rejected } = parts.acceptance;

  async function open(
    buyer: { userUuid: string | null; email: string | null },
    language: Language,
    body: CreateOrderBody,
    afterInsert?: (order: OrderRow, tx: Tx) => Promise<void>,
    pass?: string,
  ): Promise<OrderRow> {
    assertCurrency(language, body.currency);
    return transaction(async (tx) => {
      const ctx = { userUuid: buyer.userUuid, language, currency: body.currency };
      const { holdToken } = body;
      let input: (OrderLineInput & { data?: Record<string, unknown> })[] = body.lines;
      if (holdToken !== undefined) {
        if (!buyer.userUuid)
          throw new ProductError('unauthorized', undefined, 'Sign in to order held seats.');
        input = [...(await heldLines(holdToken, buyer.userUuid, tx)), ...body.lines];
      }
      await context.roomGate?.(buyer.userUuid, input, pass, tx);
      if (holdToken !== undefined && buyer.userUuid) {
        // Ordering again from the same hold prices its pending order anew (seats added or released).
        const existing = await orders.findByHoldToken(buyer.userUuid, holdToken, tx);
        const locked = existing && (await orders.lock(existing.uuid, tx));
        if (locked?.status === 'pending' && locked.expiresAt > now()) {
          await assertPayable(locked, tx);
          const { lines, total } = await priceLines(input, { ...ctx, currency: locked.currency }, tx);
          return replaceLines(locked, total, lines, tx);
        }
      }
      const { lines, total } = await priceLines(input, ctx, tx);
      const created = await orders.insert(
        {
          userUuid: buyer.userUuid,
          orderHash: newOrderHash(),
          currency: body.currency,
          total,
          language,
          email: buyer.email,
          holdToken: holdToken ?? null,
          expiresAt: new Date(now().getTime() + options.orderTtlMs),
        },
        lines,
        tx,
      );
      await orders.addStatusChange(
        {
          orderUuid: created.uuid,
          toStatus: 'pending',
          actorKind: 'user',
          actorUuid: buyer.userUuid,
          at: now(),
        },
        tx,
      );
      await reserveLines(created, tx);
      await afterInsert?.(created, tx);
      return created;
    });
  }

  async function byHoldToken(user: UserRow, holdToken: string, tx?: Tx): Promise<OrderRow> {
    const row = await orders.findByHoldToken(user.uuid, holdToken, tx);
    if (!row) throw new ProductError('orderNotFound', { holdToken });
    return row;
  }

  /** The buyer gives the order up: rejected while pending (its kinds let go of what it held). */
  async function cancel(order: OrderRow, user: UserRow | null, tx: Tx): Promise<OrderRow> {
    if (order.status === 'rejected') return order;
    const updated = await changeStatus(
      order,
      'rejected',
      { kind: 'user', uuid: user?.uuid ?? null },
      'cancelledByBuyer',
      tx,
    );
    await rejected(updated, tx);
    return updated;
  }

  return {
    /** An order and its lines of one kind, for the kind's own bookkeeping (renewals); null if gone. */
    async linesOfKind(
      orderUuid: string,
      kind: string,
      tx?: Tx,
    ): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
      const order = await orders.findByUuid(orderUuid, tx);
      if (!order) return null;
      const lines = (await orders.lines(orderUuid, tx)).filter((line) => line.kind === kind);
      return { order, lines };
    },

    /** Whether an order still to be paid, or paid, holds a line of this kind for `refUuid`. */
    hasOpenLineFor: (kind: string, refUuid: string, tx?: Tx) =>
      orders.hasLineFor(kind, refUuid, ['pending', 'accepted', 'admin_granted'], tx),

    /**
     * `pass`: the waiting room's (`x-waiting-room-pass`): tickets of an event with a room enter an
     * order only with it (made, its lines replaced, or priced anew from its hold); paying needs none.
     */
    async create(user: UserRow, language: Language, body: CreateOrderBody, pass?: string): Promise<Order> {
      return view(await open({ userUuid: user.uuid, email: user.email }, language, body, undefined, pass));
    },

    /**
     * An order without an account (a gift voucher): reached later by its hash. `afterInsert` stores
     * what the selling domain keeps about it, in the same transaction.
     */
    async createAnonymous(
      email: string,
      language: Language,
      body: CreateOrderBody,
      afterInsert?: (order: OrderRow, tx: Tx) => Promise<void>,
    ): Promise<Order> {
      return view(await open({ userUuid: null, email }, language, body, afterInsert));
    },

    /** A signed-in buyer's order made by another domain (a waiting list's offer), `afterInsert` in its transaction. */
    createFor: (
      buyer: { userUuid: string; email: string },
      language: Language,
      body: CreateOrderBody,
      afterInsert: (order: OrderRow, tx: Tx) => Promise<void>,
    ): Promise<OrderRow> => open(buyer, language, body, afterInsert),

    /** A user's own orders (not the rejected ones), newest first, with their lines. */
    async ofUser(userUuid: string): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
      const rows = await orders.ofUser(userUuid);
      return Promise.all(rows.map(async (order) => ({ order, lines: await orders.lines(order.uuid) })));
    },

    /** The uuids of all the orders `ofUser` shows (not only its newest 200). */
    uuidsOfUser: (userUuid: string, tx?: Tx) => orders.uuidsOfUser(userUuid, tx),

    /** An order by its hash (public links of anonymous orders); `orderNotFound` otherwise. */
    async findByHash(orderHash: string): Promise<OrderRow> {
      const row = await orders.findByHash(orderHash);
      if (!row || !sameSecret(orderHash, row.orderHash)) throw new ProductError('orderNotFound');
      return row;
    },

    get: async (uuid: string, access: OrderAccess) => view(await find(uuid, access)),

    /** Replaces the lines of a pending order that is not being paid (`pass` as for `create`). */
    async update(uuid: string, access: OrderAccess, input: OrderLineInput[], pass?: string): Promise<Order> {
      const row = await transaction(async (tx) => {
        const order = await find(uuid, access, tx);
        await assertPayable(order, tx);
        await context.roomGate?.(order.userUuid, input, pass, tx);
        const { lines, total } = await priceLines(
          input,
          { userUuid: order.userUuid, language: order.language, currency: order.currency },
          tx,
        );
        return replaceLines(order, total, lines, tx);
      });
      return view(row);
    },

    /** The buyer gives up a pending order; a paid one stays (`orderPaymentStatusConflict`). */
    async remove(uuid: string, access: OrderAccess): Promise<Order> {
      const row = await transaction(async (tx) => {
        const order = await find(uuid, access, tx);
        if (order.status === 'accepted' || order.status === 'admin_granted') {
          throw new ProductError('orderPaymentStatusConflict', { status: order.status });
        }
        return cancel(order, access.user, tx);
      });
      return view(row);
    },

    /** `GET /orders/seats-io-hold-token/{token}`: the caller's latest order of the hold. */
    getByHoldToken: async (user: UserRow, holdToken: string) => view(await byHoldToken(user, holdToken)),

    /** `PUT /orders/seats-io-hold-token/{token}`: the pending order of the hold, priced anew from it. */
    async updateByHoldToken(
      user: UserRow,
      holdToken: string,
      currency?: Currency,
      pass?: string,
    ): Promise<Order> {
      const current = await byHoldToken(user, holdToken);
      const row = await open(
        { userUuid: user.uuid, email: user.email },
        current.language,
        { lines: [], currency: currency ?? current.currency, holdToken },
        undefined,
        pass,
      );
      return view(row);
    },

    /**
     * `DELETE /orders/seats-io-hold-token/{token}`: the buyer unbinds the order; a pending one is
     * cancelled and its seats let go. A paid one is `orderPaymentStatusConflict`, unless
     * `ignorePaymentStatus` (the app forgets it, the order stays).
     */
    async removeByHoldToken(user: UserRow, holdToken: string, ignorePaymentStatus: boolean): Promise<Order> {
      const row = await transaction(async (tx) => {
        const found = await byHoldToken(user, holdToken, tx);
        const order = (await orders.lock(found.uuid, tx)) ?? found;
        if (order.status === 'accepted' || order.status === 'admin_granted') {
          if (ignorePaymentStatus) return order;
          throw new ProductError('orderPaymentStatusConflict', { status: order.status });
        }
        return cancel(order, user, tx);
      });
      return view(row);
    },
  };
}
