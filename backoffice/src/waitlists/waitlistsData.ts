import { data } from '@tribuna/common/api/calls';
import type { WaitlistEntryStatus, WaitlistSettingsInput } from '@tribuna/common/schemas/waitlists';
import { defineResourceData } from '../providers/resourceData';

/** One page of a list's people, in order of joining, of one status or all. */
export interface WaitlistEntriesQuery {
  status?: WaitlistEntryStatus;
  limit: number;
  offset: number;
}

/**
 * The waiting lists of sold-out sales, an event's and a membership's alike: their
 * settings and counts, the people in line with their offers, places offered by hand, and closing.
 * Shown on the event's and the membership's page; the calls are the data provider's.
 */
export const waitlistsData = defineResourceData({
  resource: 'waitlists',
  actions: ({ api, call }) => ({
    /** `GET /admin/events/{uuid}/waitlist`: the settings and the counts by status. */
    eventWaitlist: (uuid: string) =>
      call(() => data(api.GET('/admin/events/{uuid}/waitlist', { params: { path: { uuid } } }))),
    /** `PUT /admin/events/{uuid}/waitlist`: on or off, closed, the most places a person, offer hours. */
    saveEventWaitlist: (uuid: string, body: WaitlistSettingsInput) =>
      call(() => data(api.PUT('/admin/events/{uuid}/waitlist', { params: { path: { uuid } }, body }))),
    /** `GET /admin/events/{uuid}/waitlist/entries`: the people in order of joining. */
    eventWaitlistEntries: (uuid: string, query: WaitlistEntriesQuery) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/waitlist/entries', { params: { path: { uuid }, query } })),
      ),
    /** `POST /admin/events/{uuid}/waitlist/offers`: places offered to one person now (409 waitlistNoPlaces). */
    offerEventWaitlist: (uuid: string, body: { entryUuid: string; quantity?: number }) =>
      call(() =>
        data(api.POST('/admin/events/{uuid}/waitlist/offers', { params: { path: { uuid } }, body })),
      ),
    /** `POST /admin/events/{uuid}/waitlist/close`: nobody joins; those waiting are told. */
    closeEventWaitlist: (uuid: string) =>
      call(() => data(api.POST('/admin/events/{uuid}/waitlist/close', { params: { path: { uuid } } }))),
    /** The same calls of a membership's list (`/admin/subscriptions/{uuid}/waitlist…`). */
    subscriptionWaitlist: (uuid: string) =>
      call(() => data(api.GET('/admin/subscriptions/{uuid}/waitlist', { params: { path: { uuid } } }))),
    saveSubscriptionWaitlist: (uuid: string, body: WaitlistSettingsInput) =>
      call(() => data(api.PUT('/admin/subscriptions/{uuid}/waitlist', { params: { path: { uuid } }, body }))),
    subscriptionWaitlistEntries: (uuid: string, query: WaitlistEntriesQuery) =>
      call(() =>
        data(api.GET('/admin/subscriptions/{uuid}/waitlist/entries', { params: { path: { uuid }, query } })),
      ),
    offerSubscriptionWaitlist: (uuid: string, body: { entryUuid: string; quantity?: number }) =>
      call(() =>
        data(api.POST('/admin/subscriptions/{uuid}/waitlist/offers', { params: { path: { uuid } }, body })),
      ),
    closeSubscriptionWaitlist: (uuid: string) =>
      call(() =>
        data(api.POST('/admin/subscriptions/{uuid}/waitlist/close', { params: { path: { uuid } } })),
      ),
  }),
});
