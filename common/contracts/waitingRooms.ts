import { uuidParams } from '../schemas/common';
import {
  adminWaitingRoom,
  waitingRoomPlace,
  waitingRoomSettingsInput,
  waitingRoomStats,
  waitingRoomStream,
  waitingRoomTokenQuery,
} from '../schemas/waitingRooms';
import { accountErrors, adminErrors, contract, errorResponses } from './contract';

const tags = ['waiting room'];
const adminTags = ['admin: waiting room'];

/** The rooms' subjects as their paths name them. */
type Subject = 'events' | 'subscriptions';

/** A visitor's calls of one subject's room (`what`: "event's", "membership's"). */
const visitorContracts = <S extends Subject>(subject: S, what: string) => ({
  join: contract({
    method: 'POST',
    path: `/${subject}/{uuid}/waiting-room/join` as const,
    tags,
    summary: `Takes a place in the ${what} room (201), or answers the account's place again (200): same token, same place`,
    params: uuidParams,
    responses: {
      201: waitingRoomPlace,
      200: waitingRoomPlace,
      ...errorResponses(404, 409),
      ...accountErrors,
    },
  }),
  status: contract({
    method: 'GET',
    path: `/${subject}/{uuid}/waiting-room` as const,
    tags,
    summary:
      'The place of a token (no sign-in: the token is signed); 404 waitingRoomNotFound for a foreign token',
    params: uuidParams,
    query: waitingRoomTokenQuery,
    responses: { 200: waitingRoomPlace, ...errorResponses(400, 404) },
  }),
  stream: contract({
    method: 'GET',
    path: `/${subject}/{uuid}/waiting-room/stream` as const,
    tags,
    summary:
      'Server-sent events: `event: status` with the place at once and whenever it changes, `: ping` heartbeats',
    params: uuidParams,
    query: waitingRoomTokenQuery,
    responses: { 200: waitingRoomStream, ...errorResponses(400, 404) },
  }),
});

/** Staff's calls of one subject's room (`what`: "event", "membership"). */
const adminContracts = <S extends Subject, R extends object>(
  subject: S,
  what: string,
  saveSummary: string,
  saveRefusals: R,
) => ({
  get: contract({
    method: 'GET',
    path: `/admin/${subject}/{uuid}/waiting-room` as const,
    tags: adminTags,
    summary: `The room's settings and live counts (\`enabled: false\` when the ${what} has none)`,
    params: uuidParams,
    responses: { 200: adminWaitingRoom, ...adminErrors },
  }),
  save: contract({
    method: 'PUT',
    path: `/admin/${subject}/{uuid}/waiting-room` as const,
    tags: adminTags,
    summary: saveSummary,
    params: uuidParams,
    body: waitingRoomSettingsInput,
    responses: { 200: adminWaitingRoom, ...adminErrors, ...saveRefusals },
  }),
  stats: contract({
    method: 'GET',
    path: `/admin/${subject}/{uuid}/waiting-room/stats` as const,
    tags: adminTags,
    summary: 'Only the live counts, for a screen that refreshes them every few seconds',
    params: uuidParams,
    responses: { 200: waitingRoomStats, ...adminErrors },
  }),
});

/**
 * The waiting room of an event's sale. Joining needs a signed-in account (one place per account)
 * and passes the captcha (`google-recaptcha-token` header, action `loged_user`) when one is
 * configured; the status and its stream need only the place's signed token. Joining answers 404
 * eventNotFound or waitingRoomNotFound (no room, or not switched on), 409 eventNotOnSale (the room
 * is not open yet).
 */
export const waitingRoomContracts = visitorContracts('events', "event's");

/** Staff who manage events (`events` show / edit) set the room and watch it. */
export const adminWaitingRoomContracts = adminContracts(
  'events',
  'event',
  'Switches the room on or off and sets its times, rate, pass length, pause and close',
  {},
);

/**
 * The waiting room of a membership's sale (only a membership with a limited capacity has one): the
 * same places, stream and pass as an event's; the pass goes on the order of the membership.
 * Joining answers 404 waitingRoomNotFound (no room, or not switched on), 409
 * subscriptionNotSellable (the room is not open yet).
 */
export const subscriptionWaitingRoomContracts = visitorContracts('subscriptions', "membership's");

/**
 * Staff who manage memberships (`subscriptions` show / edit) set the room of a membership's sale and
 * watch it. Switching a room on for a membership without a capacity answers 409
 * `waitingRoomNeedsCapacity`; `eventUuid` of the answer is the membership's uuid.
 */
export const adminSubscriptionWaitingRoomContracts = adminContracts(
  'subscriptions',
  'membership',
  'Switches the room on (a membership with a limited capacity only) or off and sets its times, rate, pass length, pause and close',
  errorResponses(409),
);
