import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { currencyOf } from '@tribuna/common/i18n/locales';
import type { Locale } from '@tribuna/common/routes';
import type {
  MyWaitlistEntry,
  WaitlistEntryStatus,
  WaitlistSubject,
} from '@tribuna/common/schemas/waitlists';
import { api, call } from './api';
import { bindOrder } from './currentOrder';
import { useLocale, usePaths } from './locale';

/**
 * A buyer's waiting lists, shared by the screens that show them: the join on a sold-out
 * event's or membership's page, and the account's places and offers.
 */
export interface WaitlistTarget {
  subject: WaitlistSubject;
  /** The event's or the membership's uuid. */
  uuid: string;
}

/** The entries that still stand in a list: in line, or with places held for them. */
export const activeStatuses: readonly WaitlistEntryStatus[] = ['waiting', 'offered', 'ordered'];
export const isActive = (entry: Pick<MyWaitlistEntry, 'status'>) => activeStatuses.includes(entry.status);

/** `GET /auth/waitlists`: the signed-in buyer's entries of every list, newest first, with their offers. */
export function getMyWaitlists() {
  return call(api.GET('/auth/waitlists'), { quiet: true });
}

export const myWaitlistsQuery = queryOptions({
  queryKey: ['waitlists', 'mine'],
  queryFn: getMyWaitlists,
  // A place in line moves and an offer comes while the page is open: asked again now and then.
  refetchInterval: 60_000,
});

export function useMyWaitlists(enabled = true) {
  return useQuery({ ...myWaitlistsQuery, enabled });
}

/** The buyer's standing entry of one list (the one for `category` on an event), if any. */
export function entryFor(
  entries: readonly MyWaitlistEntry[] | undefined,
  target: WaitlistTarget,
): MyWaitlistEntry | undefined {
  return entries?.find(
    (entry) => entry.subject === target.subject && entry.subjectUuid === target.uuid && isActive(entry),
  );
}

/** `POST /events|subscriptions/{uuid}/waitlist`: joins (or answers the entry the buyer has). */
export function joinWaitlist(target: WaitlistTarget, body: { quantity: number; category?: string }) {
  const init = { params: { path: { uuid: target.uuid } }, body };
  return call(
    target.subject === 'event'
      ? api.POST('/events/{uuid}/waitlist', init)
      : api.POST('/subscriptions/{uuid}/waitlist', init),
    { quiet: true },
  );
}

/** `DELETE /events|subscriptions/{uuid}/waitlist?category=`: leaves; an offer in force passes on. */
export function leaveWaitlist(target: WaitlistTarget, category: string | null) {
  const init = {
    params: { path: { uuid: target.uuid }, query: category === null ? {} : { category } },
  };
  return call(
    target.subject === 'event'
      ? api.DELETE('/events/{uuid}/waitlist', init)
      : api.DELETE('/subscriptions/{uuid}/waitlist', init),
    { quiet: true },
  );
}

/**
 * `GET /events|subscriptions/{uuid}/waitlist`: whether the list takes people now, the most places a
 * person, how long an offer lasts and how many wait (no sign-in needed).
 */
export const waitlistInfoQuery = (target: WaitlistTarget) =>
  queryOptions({
    queryKey: ['waitlists', 'info', target.subject, target.uuid],
    queryFn: () => {
      const init = { params: { path: { uuid: target.uuid } } };
      return call(
        target.subject === 'event'
          ? api.GET('/events/{uuid}/waitlist', init)
          : api.GET('/subscriptions/{uuid}/waitlist', init),
        { quiet: true },
      );
    },
  });

/** Joining and leaving, each refreshing the buyer's entries and the list's figures once it is done. */
export function useWaitlistActions(target: WaitlistTarget) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['waitlists'] });
  const join = useMutation({
    mutationFn: (body: { quantity: number; category?: string }) => joinWaitlist(target, body),
    onSuccess: refresh,
  });
  const leave = useMutation({
    mutationFn: (category: string | null) => leaveWaitlist(target, category),
    onSuccess: refresh,
  });
  return { join, leave };
}

/** An offer to pay: the entry, and for a membership the price variant the buyer chose. */
export interface PayOffer {
  entryUuid: string;
  priceUuid?: string;
}

/**
 * `POST /auth/waitlists/{uuid}/order`: the entry's offer as a pending order (the same one when asked
 * again), in the visitor's currency, bound as the browser's current order so that the cart pays it.
 * It is bound without a hold token: the places are the offer's, not a hold of the chart's.
 */
export async function orderOffer({ entryUuid, priceUuid }: PayOffer, locale: Locale) {
  const order = await call(
    api.POST('/auth/waitlists/{uuid}/order', {
      params: { path: { uuid: entryUuid } },
      body: { currency: currencyOf(locale), ...(priceUuid && { priceUuid }) },
    }),
    { quiet: true },
  );
  bindOrder({ uuid: order.uuid, orderHash: order.orderHash });
  return order;
}

/** The offer is gone (ran out, taken, or the entry is not the caller's): nothing left to pay. */
export const isOfferGone = (error: unknown) =>
  error instanceof ApiError &&
  (error.errorName === 'waitlistOfferExpired' ||
    error.errorName === 'waitlistEntryNotFound' ||
    error.status === 404);

/**
 * Pays an offer: its order is made (or found again) and bound, and the cart opens to pay it.
 * `replace`: the page that asked goes from the history (an offer's link, which would make the
 * order again on the way back).
 */
export function usePayOffer({ replace = false }: { replace?: boolean } = {}) {
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: PayOffer) => orderOffer(offer, locale),
    onSuccess: () => void navigate(paths('app-orderPage'), { replace }),
    // An offer that ran out shows as such: the buyer's entries are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: myWaitlistsQuery.queryKey }),
  });
}

/**
 * `GET /subscriptions/{uuid}` in the page's language: a membership's price variants in the visitor's
 * currency, of which a membership's offer is paid for one (those not sold in it left out).
 */
export const membershipPricesQuery = (uuid: string, locale: Locale) =>
  queryOptions({
    queryKey: ['waitlists', 'membershipPrices', uuid, locale],
    queryFn: async () => {
      const membership = await call(
        api.GET('/subscriptions/{uuid}', { params: { path: { uuid } }, headers: { 'X-App-Lang': locale } }),
        { quiet: true },
      );
      return membership.prices.filter((price) => price.amount > 0);
    },
  });
