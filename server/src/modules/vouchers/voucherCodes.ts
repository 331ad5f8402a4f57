import { randomBytes } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@tribuna/common/schemas/vouchers';

/**
 * A new voucher code from the system's cryptographic randomness: twelve characters of a 32-letter
 * alphabet without 0/O and 1/I (60 bits). Each byte's low five bits pick a letter, so every letter
 * is equally likely (256 is a multiple of 32).
 */
export function generateVoucherCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(VOUCHER_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += VOUCHER_CODE_ALPHABET[byte & 31];
  return code;
}

/** The code as printed and e-mailed: groups of four (ABCD-EFGH-JKLM). */
export const formatVoucherCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
