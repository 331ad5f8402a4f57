import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /subscriptions/by-subscription-price/{uuid}`: the plan of a price variant and the variant in
 * the visitor's currency; with the user's token it also says whether they hold the plan. The page
 * says itself when the variant is unknown, so no toast.
 */
export function getSubscriptionByPrice(priceUuid: string, locale: Locale) {
  return call(
    api.GET('/subscriptions/by-subscription-price/{uuid}', {
      params: { path: { uuid: priceUuid } },
      headers: { 'X-App-Lang': locale },
    }),
    { quiet: true },
  );
}

export const subscriptionByPriceQueryOptions = (params: {
  priceUuid: string;
  locale: Locale;
  userUuid: string | null;
}) =>
  queryOptions({
    queryKey: ['subscriptions', 'byPrice', params],
    queryFn: () => getSubscriptionByPrice(params.priceUuid, params.locale),
  });

export function useSubscriptionByPrice(params: {
  priceUuid: string;
  locale: Locale;
  userUuid: string | null;
}) {
  return useQuery(subscriptionByPriceQueryOptions(params));
}
