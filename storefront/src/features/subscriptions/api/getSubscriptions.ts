import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/** `GET /subscriptions`: the memberships on sale; with the user's token it also says which they hold. */
export function getSubscriptions(locale: Locale) {
  return call(api.GET('/subscriptions', { headers: { 'X-App-Lang': locale } }));
}

export type SubscriptionList = Awaited<ReturnType<typeof getSubscriptions>>;

/** Keyed by the signed-in user too: `owned` differs per user. */
export const subscriptionsQueryOptions = (params: { locale: Locale; userUuid: string | null }) =>
  queryOptions({
    queryKey: ['subscriptions', 'list', params],
    queryFn: () => getSubscriptions(params.locale),
  });

export function useSubscriptions(params: { locale: Locale; userUuid: string | null }) {
  return useQuery(subscriptionsQueryOptions(params));
}
