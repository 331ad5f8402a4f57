import type { Language } from '@tribuna/common/schemas/common';
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  CreateOrderBody,
  UpdateOrderStatusBody,
} from '@tribuna/common/schemas/orders';
import type { UserRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { OrderAcceptance } from './acceptance';
import { newOrderHash, type Acceptance, type Actor, type OrdersContext } from './context';
import type { OrderLines } from './lines';
import type { NewOrderLine } from './orders.repository';
import { toAdminOrder, type OrderViews } from './view';

/**
 * What staff do with orders in the back office: list and read them, record an order paid outside
 * the gateway, accept or reject one by hand, and send its confirmation again.
 */
export function createStaffActions(
  ctx: OrdersContext,
  parts: { views: OrderViews; lines: OrderLines; acceptance: OrderAcceptance },
) {
  const { orders, transaction, now, changeStatus, assertCurrency } = ctx;
  const { detail } = parts.views;
  const { priceLines, reserveLines } = parts.lines;
  const { fulfil, rejected, accepted, sendConfirmation, confirmLater, afterCommit } = parts.acceptance;

  return {
    list: async (query: AdminOrderListQuery) => {
      const { rows, total } = await orders.list(query);
      return { data: rows.map(toAdminOrder), total };
    },
    /** Accepted orders made since `from`, summed per currency (the back office's home). */
    salesSince: (from: Date) => orders.salesSince(from),
    /** Orders waiting for their payment, and orders flagged for a person to reconcile. */
    attentionCounts: () => orders.attentionCounts(),

    detail,

    /**
     * The lines staff are about to order for a buyer, priced as an order would price them (the
     * catalogue's checks included); nothing is stored.
     */
    async quote(
      buyer: { userUuid: string },
      language: Language,
      body: CreateOrderBody,
    ): Promise<{ lines: NewOrderLine[]; total: number }> {
      assertCurrency(language, body.currency);
      return transaction((tx) =>
        priceLines(body.lines, { userUuid: buyer.userUuid, language, currency: body.currency }, tx),
      );
    },

    /**
     * Staff record an order paid outside the card gateway (a bank transfer): it is made for the
     * buyer, its lines delivered and the order accepted in one transaction, then confirmed by e-mail.
     */
    async createAccepted(
      staff: UserRow,
      buyer: { userUuid: string; email: string },
      language: Language,
      body: CreateOrderBody,
      acceptance: Acceptance,
    ): Promise<AdminOrderDetail> {
      assertCurrency(language, body.currency);
      const order = await transaction(async (tx) => {
        const { lines, total } = await priceLines(
          body.lines,
          { userUuid: buyer.userUuid, language, currency: body.currency },
          tx,
        );
        const created = await orders.insert(
          {
            userUuid: buyer.userUuid,
            orderHash: newOrderHash(),
            currency: body.currency,
            total,
            language,
            email: buyer.email,
            expiresAt: now(),
          },
          lines,
          tx,
        );
        const actor: Actor = { kind: 'staff', uuid: staff.uuid };
        await orders.addStatusChange(
          {
            orderUuid: created.uuid,
            toStatus: 'pending',
            actorKind: 'staff',
            actorUuid: staff.uuid,
            at: now(),
          },
          tx,
        );
        await reserveLines(created, tx);
        await fulfil(created, null, tx);
        const updated = await changeStatus(created, 'accepted', actor, acceptance.paidBy, tx);
        await confirmLater(updated, tx);
        await accepted(updated, acceptance, tx);
        return updated;
      });
      await afterCommit();
      return detail(order.uuid);
    },

    /** Staff accept an order by hand (its lines are delivered) or reject a pending one. */
    async updateStatus(staff: UserRow, body: UpdateOrderStatusBody): Promise<AdminOrderDetail> {
      const { order, granted } = await transaction(async (tx) => {
        const row = await orders.lock(body.orderUuid, tx);
        if (!row) throw new ProductError('orderNotFound', { uuid: body.orderUuid });
        const actor: Actor = { kind: 'staff', uuid: staff.uuid };
        if (body.status === 'admin_granted') {
          if (row.status === 'accepted' || row.status === 'admin_granted') {
            throw new ProductError('orderPaymentStatusConflict', { status: row.status });
          }
          await fulfil(row, null, tx);
          const updated = await changeStatus(row, 'admin_granted', actor, body.reason, tx);
          await confirmLater(updated, tx);
          const unflagged = await orders.update(updated.uuid, { flaggedForStaff: false }, tx);
          await accepted(unflagged, { paidBy: 'staffGranted' }, tx);
          return { order: unflagged, granted: true };
        }
        if (row.status !== 'pending')
          throw new ProductError('orderPaymentStatusConflict', { status: row.status });
        const updated = await changeStatus(row, 'rejected', actor, body.reason, tx);
        await rejected(updated, tx);
        return { order: updated, granted: false };
      });
      if (granted) await afterCommit();
      return detail(order.uuid);
    },

    async resendConfirmation(orderUuid: string): Promise<void> {
      const row = await orders.findByUuid(orderUuid);
      if (!row) throw new ProductError('orderNotFound', { uuid: orderUuid });
      if (row.status !== 'accepted' && row.status !== 'admin_granted') {
        throw new ProductError('orderPaymentStatusConflict', { status: row.status });
      }
      if (!(await sendConfirmation(row))) {
        throw new ProductError(
          'emailNotificationBadRequest',
          { uuid: orderUuid },
          'The order has no e-mail.',
        );
      }
    },
  };
}
