import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tribuna/common/api/calls';
import type { Locale } from '@tribuna/common/routes';
import { api, call } from '../../../lib/api';

/**
 * `GET /subscriptions/by-subscription-price/{uuid}` in the page's language, for the room's heading
 * and the membership's room; null when there is no such price variant.
 */
export async function getRoomMembership(priceVariantUuid: string, locale: Locale) {
  try {
    return await call(
      api.GET('/subscriptions/by-subscription-price/{uuid}', {
        params: { path: { uuid: priceVariantUuid } },
        headers: { 'X-App-Lang': locale },
      }),
      { quiet: true },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const roomMembershipQuery = (priceVariantUuid: string, locale: Locale) =>
  queryOptions({
    queryKey: ['waitingRoom', 'membership', priceVariantUuid, locale],
    queryFn: () => getRoomMembership(priceVariantUuid, locale),
  });

export function useRoomMembership(priceVariantUuid: string, locale: Locale) {
  return useQuery(roomMembershipQuery(priceVariantUuid, locale));
}
