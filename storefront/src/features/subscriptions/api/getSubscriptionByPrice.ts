import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /subscriptions/by-subscription-price/{uuid}`: the membership of a price variant and the variant in
 * the visitor's currency; with the user's token it also says whether they hold the membership. The page
 * says itself when the variant is unknown, so no toast.
 */
export function getSubscriptionByPrice(priceVariantUuid: string, locale: Locale) {
  return call(
    api.GET('/subscriptions/by-subscription-price/{uuid}', {
      params: { path: { uuid: priceVariantUuid } },
      headers: { 'X-App-Lang': locale },
    }),
    { quiet: true },
  );
}

export const subscriptionByPriceQueryOptions = (params: {
  priceVariantUuid: string;
  locale: Locale;
  userUuid: string | null;
}) =>
  queryOptions({
    queryKey: ['subscriptions', 'byPrice', params],
    queryFn: () => getSubscriptionByPrice(params.priceVariantUuid, params.locale),
  });

export function useSubscriptionByPrice(params: {
  priceVariantUuid: string;
  locale: Locale;
  userUuid: string | null;
}) {
  return useQuery(subscriptionByPriceQueryOptions(params));
}
