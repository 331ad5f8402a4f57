import { listResponse, uuidParams } from '../schemas/common';
import { eventSeats } from '../schemas/seating';
import {
  adminSeasonSeatList,
  adminSeasonTicket,
  adminSeasonTicketListQuery,
  mySeasonSeats,
  publicSeasonTicket,
  publicSeasonTicketList,
  seasonHold,
  seasonHoldBody,
  seasonHoldParams,
  seasonSeat,
  seasonSeatEventParams,
  seasonSeatsQuery,
  seasonTicketInput,
} from '../schemas/seasonTickets';
import { accountErrors, adminErrors, contract, errorResponses, noContent } from './contract';

const tags = ['season tickets'];
const adminTags = ['admin: season tickets'];

/**
 * Staff who manage memberships (`season-tickets` of subscription_admin; event_admin reads them)
 * define season tickets. Saving answers 409 `seasonTicketInvalid` with `details.reason` (`planType`:
 * the plan is not seasonal; `notSeated`, `cancelled`, `sectionMissing`, `seatsDiffer`: an event and
 * the section in `details`) and 409 `seasonTicketHasSeats` for a change of events or sections, or a
 * deletion, once seats are sold.
 */
export const adminSeasonTicketContracts = {
  list: contract({
    method: 'GET',
    path: '/admin/season-tickets',
    tags: adminTags,
    query: adminSeasonTicketListQuery,
    responses: { 200: listResponse(adminSeasonTicket), ...adminErrors },
  }),
  create: contract({
    method: 'POST',
    path: '/admin/season-tickets',
    tags: adminTags,
    summary:
      'Defines a season ticket; one that renews last season keeps its holders’ seats for them until `priorityUntil`',
    body: seasonTicketInput,
    responses: { 201: adminSeasonTicket, ...errorResponses(409), ...adminErrors },
  }),
  get: contract({
    method: 'GET',
    path: '/admin/season-tickets/{uuid}',
    tags: adminTags,
    params: uuidParams,
    responses: { 200: adminSeasonTicket, ...adminErrors },
  }),
  update: contract({
    method: 'PUT',
    path: '/admin/season-tickets/{uuid}',
    tags: adminTags,
    params: uuidParams,
    body: seasonTicketInput,
    responses: { 200: adminSeasonTicket, ...errorResponses(409), ...adminErrors },
  }),
  remove: contract({
    method: 'DELETE',
    path: '/admin/season-tickets/{uuid}',
    tags: adminTags,
    summary: 'Deletes a season ticket nobody bought a seat of (409 seasonTicketHasSeats otherwise)',
    params: uuidParams,
    responses: { 200: adminSeasonTicket, ...errorResponses(409), ...adminErrors },
  }),
  seats: contract({
    method: 'GET',
    path: '/admin/season-tickets/{uuid}/seats',
    tags: adminTags,
    summary: 'The seats sold, with their holders, and those kept for renewal',
    params: uuidParams,
    responses: { 200: adminSeasonSeatList, ...adminErrors },
  }),
};

/** Visitors: the season tickets on sale, their chart, a seat held across all the events. */
export const seasonTicketContracts = {
  list: contract({
    method: 'GET',
    path: '/season-tickets',
    tags,
    summary: 'Season tickets whose plan is on sale and whose season has not ended (X-App-Lang texts)',
    responses: { 200: publicSeasonTicketList },
  }),
  get: contract({
    method: 'GET',
    path: '/season-tickets/{uuid}',
    tags,
    params: uuidParams,
    responses: { 200: publicSeasonTicket, ...errorResponses(400, 404) },
  }),
  seats: contract({
    method: 'GET',
    path: '/season-tickets/{uuid}/seats',
    tags,
    summary:
      'The chart of the season’s sections (the first event’s plan); a seat is `free` only when free in every event',
    params: uuidParams,
    query: seasonSeatsQuery,
    responses: { 200: eventSeats, ...errorResponses(400, 404) },
  }),
  hold: contract({
    method: 'POST',
    path: '/season-tickets/{uuid}/holds',
    tags: ['auth', ...tags],
    summary:
      'Holds one seat in every event of the season at once, all or none (409 seatsAlreadyOccupied, `details.eventUuids`: where it is taken)',
    params: uuidParams,
    body: seasonHoldBody,
    responses: { 201: seasonHold, ...errorResponses(404, 409), ...accountErrors },
  }),
  release: contract({
    method: 'DELETE',
    path: '/season-tickets/{uuid}/holds/{token}',
    tags: ['auth', ...tags],
    summary: 'Lets go of the caller’s hold (a renewal’s hold stays until its window ends)',
    params: seasonHoldParams,
    responses: { 204: noContent, ...errorResponses(404), ...accountErrors },
  }),
};

/** The signed-in user's season seats. */
export const accountSeasonSeatContracts = {
  list: contract({
    method: 'GET',
    path: '/auth/season-seats',
    tags: ['auth', ...tags],
    summary: 'The caller’s season seats with each event’s state, and their seats kept for renewal',
    responses: { 200: mySeasonSeats, ...accountErrors },
  }),
  releaseEvent: contract({
    method: 'POST',
    path: '/auth/season-seats/{uuid}/events/{eventUuid}/release',
    tags: ['auth', ...tags],
    summary:
      'Gives the seat up for one event: its ticket is voided, the seat is on sale (or offered to the event’s waiting list) for that event only. 409 seasonSeatReleaseClosed (started, released or passed on), ticketAlreadyUsed',
    params: seasonSeatEventParams,
    responses: { 200: seasonSeat, ...errorResponses(404, 409), ...accountErrors },
  }),
};
