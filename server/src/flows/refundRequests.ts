import type { AdminRefundRequestListQuery, RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { translate } from '@tribuna/common/schemas/common';
import type { RefundRequestRow } from '../db/schema';
import type { Transaction } from '../domain';
import { ProductError } from '../errors';
import type { EventCancellationsService } from '../modules/events/eventCancellations.service';
import type { OrdersService } from '../sales/orders/orders.service';
import type { RefundsService } from '../sales/refunds/refunds.service';
import { derivedUuid, type EventBuyers } from './eventBuyers';

/**
 * Holders' refund requests of a moved event (part of the eventCancellation flow): until the event's
 * `refundRequestsUntil` a holder may ask for the money back and staff approve or reject.
 */
export function createRefundRequests(deps: {
  records: EventCancellationsService;
  orders: Pick<OrdersService, 'findByUuid'>;
  refunds: Pick<RefundsService, 'create' | 'get'>;
  buyers: EventBuyers;
  transaction: Transaction;
  now: () => Date;
}) {
  const { records, orders, refunds, transaction, now } = deps;
  const { buyersOf, validLines } = deps.buyers;

  async function requestViews(rows: RefundRequestRow[]): Promise<RefundRequest[]> {
    const events = await records.eventsByUuid(rows.map((row) => row.eventUuid));
    return Promise.all(
      rows.map(async (row) => {
        const [buyer] = await buyersOf(row.eventUuid, undefined, row.orderUuid);
        const event = events.get(row.eventUuid);
        return {
          uuid: row.uuid,
          orderUuid: row.orderUuid,
          eventUuid: row.eventUuid,
          eventName: event ? translate(event.name, 'cs') : '',
          userUuid: row.userUuid,
          email: buyer?.order.email ?? null,
          status: row.status,
          amount: buyer?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0,
          currency: buyer?.order.currency ?? 'CZK',
          refundUuid: row.refundUuid,
          rejectReason: row.rejectReason,
          createdAt: row.createdAt.toISOString(),
          decidedBy: row.decidedBy,
          decidedAt: row.decidedAt?.toISOString() ?? null,
        };
      }),
    );
  }

  const requestView = async (row: RefundRequestRow) => (await requestViews([row]))[0]!;

  async function requireRequest(uuid: string): Promise<RefundRequestRow> {
    const row = await records.findRequest(uuid);
    if (!row) throw new ProductError('refundRequestNotFound', { uuid });
    return row;
  }

  return {
    /**
     * `POST /auth/orders/{uuid}/refund-requests`: a holder asks for the money of the order's valid
     * tickets of a moved event, until its `refundRequestsUntil` (`refundRequestClosed` after it, or
     * for a cancelled event, whose job refunds anyway). The open request again answers itself.
     */
    async request(
      userUuid: string,
      orderUuid: string,
      eventUuid: string,
    ): Promise<{ request: RefundRequest; created: boolean }> {
      const [event] = (await records.eventsByUuid([eventUuid])).values();
      const [buyer] = event ? await buyersOf(eventUuid, undefined, orderUuid) : [];
      // Only a paid order's money can come back (tickets staff granted were not paid for).
      if (!event || !buyer || buyer.order.userUuid !== userUuid || buyer.order.status !== 'accepted')
        throw new ProductError('orderNotFound', { uuid: orderUuid });
      const open = await records.openRequest(orderUuid, eventUuid);
      if (open) return { request: await requestView(open), created: false };
      if (event.cancelledAt || !event.refundRequestsUntil || event.refundRequestsUntil <= now())
        throw new ProductError('refundRequestClosed', { eventUuid });
      if ((await validLines(buyer, eventUuid, undefined, { heldByBuyer: true })).length === 0)
        throw new ProductError('orderNotFound', { uuid: orderUuid, reason: 'noValidTicket' });
      let row: RefundRequestRow;
      try {
        row = await transaction((tx) =>
          records.insertRequest({ orderUuid, eventUuid, userUuid, createdAt: now() }, tx),
        );
      } catch (error) {
        // The same request twice at once: the other one recorded it.
        const recorded = await records.openRequest(orderUuid, eventUuid);
        if (!recorded) throw error;
        return { request: await requestView(recorded), created: false };
      }
      return { request: await requestView(row), created: true };
    },

    async requestsOfOrder(userUuid: string, orderUuid: string): Promise<RefundRequest[]> {
      const order = await orders.findByUuid(orderUuid);
      if (!order || order.userUuid !== userUuid) throw new ProductError('orderNotFound', { uuid: orderUuid });
      return requestViews(await records.requestsOfOrder(orderUuid));
    },

    async listRequests(query: AdminRefundRequestListQuery) {
      const { rows, total } = await records.listRequests(query);
      return { data: await requestViews(rows), total };
    },

    getRequest: async (uuid: string) => requestView(await requireRequest(uuid)),

    /**
     * Staff approve: the order's valid tickets of the event are refunded (a refund of the sales made
     * with a uuid derived from the request, so approving again after a failure answers the same
     * refund). The request is taken under its lock and marked approved (with that refund's uuid)
     * before the money goes out, so a reject at the same time either comes first (then approving
     * answers `refundRequestClosed` and nothing is refunded) or is refused; a refund refused (or never
     * recorded) puts the request back to `requested`. Refusals of the refund pass on unchanged.
     */
    async approve(uuid: string, staffUuid: string): Promise<RefundRequest> {
      const refundUuid = derivedUuid('refundRequest', uuid);
      const refundMade = async () => {
        try {
          await refunds.get(refundUuid);
          return true;
        } catch (error) {
          if (error instanceof ProductError && error.errorName === 'refundNotFound') return false;
          throw error;
        }
      };
      // Approved, but the server stopped before the refund was recorded: approving again makes it.
      const before = await requireRequest(uuid);
      const unfinished =
        before.status === 'approved' && before.refundUuid === refundUuid && !(await refundMade());
      const request = await transaction(async (tx) => {
        const locked = await records.lockRequest(uuid, tx);
        if (!locked) throw new ProductError('refundRequestNotFound', { uuid });
        if (unfinished && locked.status === 'approved' && locked.refundUuid === refundUuid) return locked;
        if (locked.status !== 'requested') throw new ProductError('refundRequestClosed', { uuid });
        return records.updateRequest(
          uuid,
          { status: 'approved', refundUuid, decidedBy: staffUuid, decidedAt: now() },
          tx,
        );
      });
      const restore = async () => {
        // Only if the refund was not recorded after all (a lost answer may still have made it).
        if (await refundMade().catch(() => true)) return;
        await transaction(async (tx) => {
          const locked = await records.lockRequest(uuid, tx);
          if (locked?.status === 'approved' && locked.refundUuid === refundUuid)
            await records.updateRequest(
              uuid,
              { status: 'requested', refundUuid: null, decidedBy: null, decidedAt: null },
              tx,
            );
        });
      };
      try {
        const [buyer] = await buyersOf(request.eventUuid, undefined, request.orderUuid);
        if (!buyer) throw new ProductError('orderNotPaid', { uuid: request.orderUuid });
        const lines = await validLines(buyer, request.eventUuid, undefined, { heldByBuyer: true });
        // Passed on since the request: the recipient holds it, its money is not the buyer's to take.
        const held = new Set(lines.map((line) => line.uuid));
        const passedOn = new Set(
          (await validLines(buyer, request.eventUuid))
            .filter((line) => !held.has(line.uuid))
            .map((line) => line.uuid),
        );
        const others = buyer.lines.filter((line) => !passedOn.has(line.uuid));
        if (lines.length === 0 && others.length === 0)
          throw new ProductError('orderNotFound', { uuid: request.orderUuid, reason: 'noValidTicket' });
        const event = (await records.eventsByUuid([request.eventUuid])).get(request.eventUuid);
        await refunds.create(
          request.orderUuid,
          {
            uuid: refundUuid,
            // Tickets voided since (a refund of their own) are left out. None left: this refund was
            // made before (answered again by its uuid), or another one took them (orderLineAlreadyRefunded).
            lines: (lines.length > 0 ? lines : others).map((line) => line.uuid),
            reason: `Refund request: ${event ? translate(event.name, 'cs') : request.eventUuid}`,
            membershipEnd: 'now',
            allowUsedTickets: false,
          },
          { requestedBy: staffUuid, refundRequestUuid: request.uuid },
        );
      } catch (error) {
        await restore();
        throw error;
      }
      return requestView(request);
    },

    async reject(uuid: string, staffUuid: string, reason: string | undefined): Promise<RefundRequest> {
      const row = await transaction(async (tx) => {
        const locked = await records.lockRequest(uuid, tx);
        if (!locked) throw new ProductError('refundRequestNotFound', { uuid });
        if (locked.status !== 'requested') throw new ProductError('refundRequestClosed', { uuid });
        return records.updateRequest(
          uuid,
          { status: 'rejected', rejectReason: reason ?? null, decidedBy: staffUuid, decidedAt: now() },
          tx,
        );
      });
      return requestView(row);
    },
  };
}

export type RefundRequests = ReturnType<typeof createRefundRequests>;
