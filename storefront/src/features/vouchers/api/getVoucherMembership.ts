import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/** `GET /subscriptions/by-subscription-price/{uuid}`: the membership a voucher of this price variant buys. */
export function useVoucherMembership(priceVariantUuid: string, language: string) {
  return useQuery({
    queryKey: ['subscriptions', 'by-price', priceVariantUuid, language],
    queryFn: () =>
      call(
        api.GET('/subscriptions/by-subscription-price/{uuid}', {
          params: { path: { uuid: priceVariantUuid } },
        }),
        {
          quiet: true,
        },
      ),
  });
}
