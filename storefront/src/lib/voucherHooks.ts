/**
 * Applies a pre-registered voucher code (spec sections 4 and 8): the account page hands over the
 * `preRegisteredVoucherCode` it was opened with. The voucher issue fills this in; until then it
 * does nothing.
 */
export async function applyPreRegisteredVoucher(_code: string): Promise<void> {}
