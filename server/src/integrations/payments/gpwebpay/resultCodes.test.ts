import { describe, expect, it } from 'vitest';
import { paymentOutcome, type PaymentOutcome } from './resultCodes';

describe('GP webpay PRCODE/SRCODE', () => {
  it.each<[number, number, PaymentOutcome]>([
    [0, 0, 'paid'],
    [30, 1001, 'declined'],
    [30, 1002, 'declined'],
    [30, 1005, 'declined'],
    [28, 3000, 'threeDSecureFailed'],
    [28, 3002, 'threeDSecureFailed'],
    [50, 0, 'cancelled'],
    [26, 0, 'technicalError'],
    [1000, 0, 'technicalError'],
    [200, 0, 'technicalError'],
    [999, 0, 'technicalError'],
    // Not paid unless both codes say so.
    [0, 3001, 'technicalError'],
    ...[1, 2, 3, 4, 5, 11, 14, 15, 17, 18, 20, 25, 27, 31, 35].map(
      (code): [number, number, PaymentOutcome] => [code, 0, 'invalidRequest'],
    ),
    [5, 34, 'invalidRequest'],
  ])('%i/%i is %s', (prCode, srCode, outcome) => {
    expect(paymentOutcome(prCode, srCode)).toBe(outcome);
  });
});
