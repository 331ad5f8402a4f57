import { ApiError } from '@tribuna/common/api/calls';
import type { AppliedVoucher } from '@tribuna/common/schemas/vouchers';
import { api, call, notifyApiError } from './api';

/** What applying a voucher code came to. */
export type VoucherApplyResult =
  | { status: 'applied'; applied: AppliedVoucher }
  /** 412 voucherDeliveryIdentityNotSet: the account page asks for it, then applies again. */
  | { status: 'identityNeeded'; code: string }
  | { status: 'failed'; error: unknown };

/**
 * `POST /vouchers/apply-subscription-voucher`. A 412 is passed to the caller without a toast
 * (spec section 8); any other failure shows its `apiError.*` text and is logged.
 */
export async function applyVoucherCode(code: string): Promise<VoucherApplyResult> {
  try {
    const applied = await call(api.POST('/vouchers/apply-subscription-voucher', { body: { code } }), {
      quiet: true,
    });
    return { status: 'applied', applied };
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) return { status: 'identityNeeded', code };
    console.error('Applying a voucher failed', error);
    notifyApiError(error);
    return { status: 'failed', error };
  }
}

/**
 * Applies a pre-registered voucher code (spec sections 4 and 8): the account page hands over the
 * `preRegisteredVoucherCode` it was opened with (a visitor who was not signed in comes back to it
 * after signing in, with the code kept in the address).
 */
export function applyPreRegisteredVoucher(code: string): Promise<VoucherApplyResult> {
  return applyVoucherCode(code);
}
