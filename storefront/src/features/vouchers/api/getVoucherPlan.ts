import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/** `GET /subscriptions/by-subscription-price/{uuid}`: the plan a voucher of this price variant buys. */
export function useVoucherPlan(priceUuid: string, language: string) {
  return useQuery({
    queryKey: ['subscriptions', 'by-price', priceUuid, language],
    queryFn: () =>
      call(
        api.GET('/subscriptions/by-subscription-price/{uuid}', { params: { path: { uuid: priceUuid } } }),
        {
          quiet: true,
        },
      ),
  });
}
