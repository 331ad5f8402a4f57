import { data } from '@tribuna/common/api/calls';
import { downloadFile } from '@tribuna/common/api/download';
import type { CheckInBody, GateSyncBody } from '@tribuna/common/schemas/tickets';
import { defineResourceData } from '../providers/resourceData';

/** A list filter's value as the query's text (the filter form's values are whatever its inputs hold). */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
const choice = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((one) => one === text(value));

/**
 * Tickets: the API lists an event's tickets only; staff issue tickets, export them, and check them at
 * the gate (online or queued offline).
 */
export const ticketsData = defineResourceData({
  resource: 'tickets',
  requiredListFilter: 'eventUuid',
  actions: ({ api, call }) => ({
    /** `GET /admin/tickets/gate/events`: the events whose tickets may be checked, with counters. */
    gateEvents: () => call(() => data(api.GET('/admin/tickets/gate/events'))),
    /** `GET /admin/tickets/gate/events/{uuid}`: the event's tickets and the QR key, for checking offline. */
    gatePackage: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/tickets/gate/events/{uuid}', { params: { path: { uuid: eventUuid } } })),
      ),
    /** `POST /admin/tickets/gate/events/{uuid}/check-in`: admits a ticket once (409 when it was already). */
    checkInTicket: (eventUuid: string, body: CheckInBody) =>
      call(() =>
        data(
          api.POST('/admin/tickets/gate/events/{uuid}/check-in', {
            params: { path: { uuid: eventUuid } },
            body,
          }),
        ),
      ),
    /** `POST /admin/tickets/gate/events/{uuid}/sync`: the check-ins queued offline. */
    syncGate: (eventUuid: string, body: GateSyncBody) =>
      call(() =>
        data(
          api.POST('/admin/tickets/gate/events/{uuid}/sync', { params: { path: { uuid: eventUuid } }, body }),
        ),
      ),
    /** `GET /admin/tickets/{uuid}/history`: who held the ticket, its transfers, check-ins and voiding. */
    ticketHistory: (uuid: string) =>
      call(() => data(api.GET('/admin/tickets/{uuid}/history', { params: { path: { uuid } } }))),
    /** `GET /admin/tickets/export-csv`: the event's tickets with the list's filters, as the server names the file. */
    ticketsCsv: (filter: Record<string, unknown>) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/tickets/export-csv',
          {
            query: {
              eventUuid: text(filter.eventUuid) ?? '',
              q: text(filter.q),
              category: text(filter.category),
              checked: choice(['true', 'false'], filter.checked),
              origin: choice(['order', 'free'], filter.origin),
            },
          },
          { fallbackName: 'tickets.csv' },
        ),
      ),
    /** `POST /admin/order/generate/ticket`: the missing tickets of a paid order. */
    generateOrderTickets: (orderUuid: string) =>
      call(() => data(api.POST('/admin/order/generate/ticket', { body: { orderUuid } }))),
    /** `POST /admin/order/generate/free-ticket`: one ticket without an order. */
    generateFreeTicket: (body: { eventUuid: string; category: string; holderName?: string }) =>
      call(() => data(api.POST('/admin/order/generate/free-ticket', { body }))),
    /** `POST /admin/order/generate/tickets`: a free ticket for each name. */
    generateTicketBatch: (body: { eventUuid: string; category: string; names: string[] }) =>
      call(() => data(api.POST('/admin/order/generate/tickets', { body }))),
  }),
});
