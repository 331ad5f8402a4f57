/**
 * What a payment attempt came to, from the gateway's PRCODE and SRCODE:
 * - `paid`: 0/0 only;
 * - `declined`: the card's issuer said no (30, SRCODE 1001 blocked … 1005 account problem);
 * - `threeDSecureFailed`: the cardholder was not authenticated (28, SRCODE 3000 …);
 * - `cancelled`: the cardholder cancelled on the gateway's page (50);
 * - `invalidRequest`: our request was wrong (a field, a duplicate or unknown order number, the
 *   digest …): a defect or a configuration problem for staff, never the buyer's doing;
 * - `technicalError`: anything else (26, 1000, codes this table does not know): try again later.
 * Codes as listed in GP webpay's HTTP API specification (and e.g. activemerchant's GP webpay
 * integration, `PR_ERROR_CODES`).
 */
export type PaymentOutcome =
  'paid' | 'declined' | 'threeDSecureFailed' | 'cancelled' | 'invalidRequest' | 'technicalError';

/**
 * 1–5 a field too long, too short, wrong, null or missing (SRCODE names it); 11 unknown merchant;
 * 14 duplicate order number; 15 object not found; 17/18 amounts over what was approved/deposited;
 * 20 object in the wrong state; 25 operation not allowed; 27 wrong order type; 31 wrong digest;
 * 35 session expired.
 */
const invalidRequestCodes = new Set([1, 2, 3, 4, 5, 11, 14, 15, 17, 18, 20, 25, 27, 31, 35]);

export function paymentOutcome(prCode: number, srCode: number): PaymentOutcome {
  if (prCode === 0) return srCode === 0 ? 'paid' : 'technicalError';
  if (prCode === 30) return 'declined';
  if (prCode === 28) return 'threeDSecureFailed';
  if (prCode === 50) return 'cancelled';
  if (invalidRequestCodes.has(prCode)) return 'invalidRequest';
  return 'technicalError';
}

/**
 * SRCODE naming the field of PRCODE 1–5 (activemerchant's GP webpay integration, `SR_ERROR_CODES`):
 * the simulator answers with these, so a wrong request looks as it would at the real gateway.
 */
export const fieldSrCodes = {
  ORDERNUMBER: 1,
  MERCHANTNUMBER: 2,
  AMOUNT: 6,
  CURRENCY: 7,
  DEPOSITFLAG: 8,
  MERORDERNUM: 10,
  OPERATION: 12,
  URL: 24,
  MD: 25,
  DESCRIPTION: 26,
  DIGEST: 34,
} as const;
