import { listResponse, uuidParams } from '../schemas/common';
import { order } from '../schemas/orders';
import {
  adminWaitlist,
  adminWaitlistEntriesQuery,
  adminWaitlistEntry,
  joinWaitlistBody,
  leaveWaitlistQuery,
  myWaitlists,
  publicWaitlist,
  staffOfferBody,
  waitlistOffer,
  waitlistPlace,
  waitlistOrderBody,
  waitlistSettingsInput,
} from '../schemas/waitlists';
import { accountErrors, adminErrors, contract, errorResponses, noContent } from './contract';

const tags = ['waiting list'];
const adminTags = ['admin: waiting list'];

/** The lists' subjects as their paths name them. */
type Subject = 'events' | 'subscriptions';

/**
 * A buyer's calls of one subject's list (signed in). Joining answers 201 `{uuid, position, …}`, or
 * 200 with the same entry when the caller is already in line for it; 409 `waitlistNotNeeded` when
 * places are on sale (the event, its category or the membership is not sold out), 409
 * `waitlistClosed` when staff closed it or switched it off, 400 `waitlistQuantityTooHigh` above the
 * list's `maxQuantity`, 404 eventNotFound / subscriptionNotFound. Leaving answers 204 (also when
 * not in line); an offer in force is given up with it (its places pass to the next).
 */
const visitorContracts = <S extends Subject>(subject: S, what: string) => ({
  info: contract({
    method: 'GET',
    path: `/${subject}/{uuid}/waitlist` as const,
    tags,
    summary: `Whether the ${what} list takes people now, the most places a person and how many wait`,
    params: uuidParams,
    responses: { 200: publicWaitlist, ...errorResponses(404) },
  }),
  join: contract({
    method: 'POST',
    path: `/${subject}/{uuid}/waitlist` as const,
    tags,
    summary: `Joins the ${what} waiting list (201), or answers the caller's entry again (200)`,
    params: uuidParams,
    body: joinWaitlistBody,
    responses: { 201: waitlistPlace, 200: waitlistPlace, ...errorResponses(404, 409), ...accountErrors },
  }),
  leave: contract({
    method: 'DELETE',
    path: `/${subject}/{uuid}/waitlist` as const,
    tags,
    summary: `Leaves the ${what} waiting list (an offer in force passes to the next in line)`,
    params: uuidParams,
    query: leaveWaitlistQuery,
    responses: { 204: noContent, ...errorResponses(404), ...accountErrors },
  }),
});

/** Staff's calls of one subject's list. */
const adminContracts = <S extends Subject>(subject: S, what: string) => ({
  get: contract({
    method: 'GET',
    path: `/admin/${subject}/{uuid}/waitlist` as const,
    tags: adminTags,
    summary: `The ${what}'s list settings and counts`,
    params: uuidParams,
    responses: { 200: adminWaitlist, ...adminErrors },
  }),
  save: contract({
    method: 'PUT',
    path: `/admin/${subject}/{uuid}/waitlist` as const,
    tags: adminTags,
    summary: 'Switches the list on or off, closes it, sets the most places a person and how long offers last',
    params: uuidParams,
    body: waitlistSettingsInput,
    responses: { 200: adminWaitlist, ...adminErrors },
  }),
  entries: contract({
    method: 'GET',
    path: `/admin/${subject}/{uuid}/waitlist/entries` as const,
    tags: adminTags,
    summary: 'The people in the list in order of joining, with their positions, statuses and offers',
    params: uuidParams,
    query: adminWaitlistEntriesQuery,
    responses: { 200: listResponse(adminWaitlistEntry), ...adminErrors },
  }),
  offer: contract({
    method: 'POST',
    path: `/admin/${subject}/{uuid}/waitlist/offers` as const,
    tags: adminTags,
    summary:
      'Offers places to one person now, out of turn (409 waitlistNoPlaces when not enough places are free, 409 waitlistEntryNotWaiting when the person is not waiting)',
    params: uuidParams,
    body: staffOfferBody,
    responses: { 201: waitlistOffer, ...adminErrors, ...errorResponses(409) },
  }),
  close: contract({
    method: 'POST',
    path: `/admin/${subject}/{uuid}/waitlist/close` as const,
    tags: adminTags,
    summary: 'Closes the list: nobody may join, those waiting are told `closed`; offers made stay valid',
    params: uuidParams,
    responses: { 200: adminWaitlist, ...adminErrors },
  }),
});

/**
 * An event's waiting list. `category` names one category (wait for it only); without it any
 * category will do. Contract shapes (common/schemas/waitlists.ts):
 * - `WaitlistPlace` `{uuid, position, status, quantity, category, joinedAt}`;
 * - `MyWaitlistEntry` `{uuid, subject, subjectUuid, name, startsAt, category, categoryName,
 *   quantity, position, status, joinedAt, offer: {uuid, quantity, expiresAt, seats, orderUuid,
 *   byStaff, createdAt} | null}`;
 * - `AdminWaitlist` `{subject, subjectUuid, enabled, closed, maxQuantity, offerHours, stats}`.
 */
export const waitlistContracts = visitorContracts('events', "event's");

/** A membership's waiting list (only memberships with a capacity; one place a person). */
export const subscriptionWaitlistContracts = visitorContracts('subscriptions', "membership's");

/** The caller's entries and offers, and turning an offer into an order. */
export const myWaitlistContracts = {
  list: contract({
    method: 'GET',
    path: '/auth/waitlists',
    tags,
    summary:
      "The caller's entries of all lists (events' and memberships'), newest first, with the offers in force",
    responses: { 200: myWaitlists, ...accountErrors },
  }),
  order: contract({
    method: 'POST',
    path: '/auth/waitlists/{uuid}/order',
    tags,
    summary:
      "Turns the entry's offer into a pending order of its places (the same order when called again) and answers it to pay; 409 waitlistOfferExpired when there is no offer in force",
    params: uuidParams,
    body: waitlistOrderBody,
    responses: { 201: order, ...errorResponses(404, 409), ...accountErrors },
  }),
};

/** Staff who read events see an event's list; those who edit events change it and offer by hand. */
export const adminWaitlistContracts = adminContracts('events', 'event');

/** Staff of memberships (`subscriptions` show / edit) see and manage a membership's list. */
export const adminSubscriptionWaitlistContracts = adminContracts('subscriptions', 'membership');
