// @vitest-environment node
import { subscriptionInput } from '@tribuna/common/schemas/subscriptions';
import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './money';
import { toSubscriptionInput } from './subscriptionCallbacks';

const P = '22222222-2222-4222-8222-222222222222';

describe('price amounts', () => {
  it('shows minor units as crowns or euros and stores what is typed as minor units', () => {
    expect(minorToMajor(129000)).toBe('1290');
    expect(minorToMajor(4990)).toBe('49.9');
    expect(minorToMajor(null)).toBe('');
    expect(majorToMinor(1290)).toBe(129000);
    // 12.9 × 100 is not exactly 1290 in floating point; the stored amount is.
    expect(majorToMinor(12.9)).toBe(1290);
    expect(majorToMinor('49,90')).toBe(4990);
    expect(majorToMinor('')).toBeNull();
    expect(majorToMinor('abc')).toBeNull();
  });
});

describe('toSubscriptionInput', () => {
  it('sends only the fields of the type, keeps price uuids and drops empty translations', () => {
    const input = toSubscriptionInput({
      id: 'x',
      name: { cs: 'Měsíční', sk: '', en: null },
      text: { cs: '<p>Text</p>' },
      image: ' ',
      type: 'periodic',
      validFrom: '2026-01-01',
      periodCount: 1,
      periodUnit: 'month',
      renewing: true,
      featureUuids: [P],
      capacity: null,
      sellable: true,
      position: 2,
      activeCount: 3,
      prices: [
        { uuid: P, label: { cs: 'Měsíčně', sk: 'Mesačne' }, amountCzk: 12900, amountEur: 490 },
        { label: { cs: 'Nová' }, amountCzk: 100, amountEur: 4 },
      ],
    });
    expect(input).toMatchObject({
      name: { cs: 'Měsíční' },
      image: null,
      validFrom: null,
      periodCount: 1,
      renewing: true,
      capacity: null,
      prices: [
        { uuid: P, label: { cs: 'Měsíčně', sk: 'Mesačne' }, amountCzk: 12900 },
        { label: { cs: 'Nová' } },
      ],
    });
    expect(input.prices[1]).not.toHaveProperty('uuid');
    expect(subscriptionInput.safeParse(input).success).toBe(true);
  });
});
