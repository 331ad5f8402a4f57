import type { CancelEventInput } from '@tribuna/common/schemas/eventCancellations';
import type { Tx } from '../../db/client';
import type { EventCancellationOrderRow, EventCancellationRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { EventCancellationsRepository } from './eventCancellations.repository';

/**
 * The events domain's side of cancelled and moved events (the eventCancellation flow drives it):
 * an event's cancellation and its job's orders, the buyers' notices, holders' refund requests.
 * Claims take rows with FOR UPDATE SKIP LOCKED in the caller's transaction.
 */
export function createEventCancellationsService(repo: EventCancellationsRepository) {
  return {
    /**
     * Marks the event cancelled under its lock and records its job (`running` when it refunds,
     * else `done`): `eventNotFound`, `eventAlreadyCancelled`.
     */
    async start(
      eventUuid: string,
      input: CancelEventInput,
      staffUuid: string | null,
      at: Date,
      tx: Tx,
    ): Promise<EventCancellationRow> {
      const event = await repo.lockEvent(eventUuid, tx);
      if (!event) throw new ProductError('eventNotFound', { uuid: eventUuid });
      if (event.cancelledAt) throw new ProductError('eventAlreadyCancelled', { uuid: eventUuid });
      await repo.markCancelled(eventUuid, input.reason, at, tx);
      return repo.insert(
        {
          eventUuid,
          reason: input.reason,
          refund: input.refund,
          status: input.refund ? 'running' : 'done',
          requestedBy: staffUuid,
          createdAt: at,
          finishedAt: input.refund ? null : at,
        },
        tx,
      );
    },
    /**
     * Locks these events against a cancellation until `tx` ends, for a sale that issues their
     * tickets: the cancellation waits for it (and then finds its tickets), or it waits for the
     * cancellation (and then sees it).
     */
    shareEvents: repo.shareEvents,
    /** Adds orders to the job; answers those that were not in it yet. */
    addOrders: repo.addOrders,
    ofEvent: repo.ofEvent,
    find: repo.find,
    failuresOf: repo.failuresOf,
    watched: repo.watched,
    claimPending: repo.claimPending,
    claimRefunding: repo.claimRefunding,
    /** Counts the job's orders again (`done` when none is left to refund). */
    refreshCounts: repo.refreshCounts,
    /** Marks an order of the job (in `tx`), without counting again. */
    markOrder: repo.updateOrder,
    /** Records where an order's refund stands and counts the job again. */
    async recordOrder(
      row: Pick<EventCancellationOrderRow, 'cancellationUuid' | 'orderUuid'>,
      values: Parameters<EventCancellationsRepository['updateOrder']>[1],
      at: Date,
      tx: Tx,
    ): Promise<EventCancellationRow> {
      await repo.updateOrder(row, values, at, tx);
      return repo.refreshCounts(row.cancellationUuid, at, tx);
    },
    /** The failed orders are refunded again: pending, the job running. */
    async retry(uuid: string, at: Date, tx: Tx): Promise<EventCancellationRow> {
      await repo.retryFailed(uuid, at, tx);
      return repo.refreshCounts(uuid, at, tx);
    },

    queueNotices: repo.addNotices,
    queueNoticeOnce: repo.addNoticeOnce,
    noticeRecipientsSince: repo.noticeRecipientsSince,
    claimNotices: repo.claimNotices,
    updateNotice: repo.updateNotice,
    noticesOf: repo.noticesOf,

    insertRequest: repo.insertRequest,
    findRequest: repo.findRequest,
    lockRequest: repo.lockRequest,
    openRequest: repo.openRequest,
    requestsOfOrder: repo.requestsOfOrder,
    updateRequest: repo.updateRequest,
    listRequests: repo.listRequests,
    eventsByUuid: repo.eventsByUuid,
  };
}

export type EventCancellationsService = ReturnType<typeof createEventCancellationsService>;
