import type {
  AdminWaitlist,
  AdminWaitlistEntry,
  WaitlistOffer,
  WaitlistSettingsInput,
} from '@tribuna/common/schemas/waitlists';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { WaitlistEntriesQuery } from './waitlistsData';

/**
 * What a waiting list is of: an event's sale or a membership's with a limited capacity. The
 * section, its settings, the people and the offers by hand are the same for both; the calls and
 * the permissions differ.
 */
export interface ListSubject {
  kind: 'event' | 'subscription';
  /** The event's or the membership's uuid. */
  uuid: string;
}

/** The resource whose `show` / `edit` permissions read and manage the subject's list. */
export const resourceOf = (subject: ListSubject) => (subject.kind === 'event' ? 'events' : 'subscriptions');

export interface ListCalls {
  get: () => Promise<AdminWaitlist>;
  save: (body: WaitlistSettingsInput) => Promise<AdminWaitlist>;
  entries: (query: WaitlistEntriesQuery) => Promise<{ data: AdminWaitlistEntry[]; total: number }>;
  offer: (body: { entryUuid: string; quantity?: number }) => Promise<WaitlistOffer>;
  close: () => Promise<AdminWaitlist>;
}

/** The data provider's calls of the subject's list. */
export function listCalls(dataProvider: AdminDataProvider, subject: ListSubject): ListCalls {
  const { uuid } = subject;
  return subject.kind === 'event'
    ? {
        get: () => dataProvider.eventWaitlist(uuid),
        save: (body) => dataProvider.saveEventWaitlist(uuid, body),
        entries: (query) => dataProvider.eventWaitlistEntries(uuid, query),
        offer: (body) => dataProvider.offerEventWaitlist(uuid, body),
        close: () => dataProvider.closeEventWaitlist(uuid),
      }
    : {
        get: () => dataProvider.subscriptionWaitlist(uuid),
        save: (body) => dataProvider.saveSubscriptionWaitlist(uuid, body),
        entries: (query) => dataProvider.subscriptionWaitlistEntries(uuid, query),
        offer: (body) => dataProvider.offerSubscriptionWaitlist(uuid, body),
        close: () => dataProvider.closeSubscriptionWaitlist(uuid),
      };
}

/** The query keys of a subject's list: its settings and counts, and its people. */
export const waitlistKey = (subject: ListSubject) => [resourceOf(subject), 'waitlist', subject.uuid];
export const entriesKey = (subject: ListSubject, query?: WaitlistEntriesQuery) => [
  ...waitlistKey(subject),
  'entries',
  ...(query ? [query] : []),
];

/** How often a list's counts and people are read again while its page is open. */
export const WAITLIST_POLL_MS = 10_000;
