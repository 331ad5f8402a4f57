import type { DeliveryIdentityInput } from '@tribuna/common/schemas/vouchers';
import { api, call } from '../../../lib/api';

/** `GET /vouchers/delivery-identity`: what the user filled in before, or null. */
export async function getDeliveryIdentity() {
  return (await call(api.GET('/vouchers/delivery-identity'), { quiet: true })).identity;
}

/** `POST /vouchers/update-delivery-address-for-subscription-voucher`. */
export function saveDeliveryIdentity(body: DeliveryIdentityInput) {
  return call(api.POST('/vouchers/update-delivery-address-for-subscription-voucher', { body }), {
    quiet: true,
  });
}
