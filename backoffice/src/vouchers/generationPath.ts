/** The bulk generation screen, under the vouchers resource's own path. */
export const VOUCHER_GENERATION_PATH = '/vouchers/generate';
