import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /ticket-transfers/{token}`: what the link offers and from whom, for anyone who has it
 * (signed in or not). An unknown link fails with `ticketTransferNotFound`, which the page shows.
 */
export function getTransferOffer(token: string, locale: Locale) {
  return call(
    api.GET('/ticket-transfers/{token}', {
      params: { path: { token } },
      headers: { 'X-App-Lang': locale },
    }),
    { quiet: true },
  );
}

export const transferOfferKey = (token: string) => ['tickets', 'transferOffer', token] as const;

export const transferOfferQueryOptions = (token: string, locale: Locale) =>
  queryOptions({
    queryKey: [...transferOfferKey(token), locale],
    queryFn: () => getTransferOffer(token, locale),
  });

export function useTransferOffer(token: string, locale: Locale) {
  return useQuery(transferOfferQueryOptions(token, locale));
}
