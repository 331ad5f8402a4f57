import { describe, expect, it } from 'vitest';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { chartPlanOf, isPickable, statusesForSale } from './seatPlan';

const seats: EventSeats = {
  eventUuid: '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6',
  stage: { x: 0, y: 0, width: 50, height: 10 },
  sections: [
    {
      key: 'S',
      name: 'Stred',
      rows: [
        {
          label: '1',
          seats: [
            { id: 'S-1-1', label: '1', x: 0, y: 20, category: 'A', status: 'free' },
            { id: 'S-1-2', label: '2', x: 6, y: 20, category: 'B', status: 'free' },
            { id: 'S-1-3', label: '3', x: 12, y: 20, category: 'B', status: 'heldByYou' },
          ],
        },
      ],
    },
  ],
  readAt: '2026-11-27T10:00:00.000Z',
} as EventSeats;

const category = (key: string, price: number): PublicEventCategory => ({
  key,
  name: key,
  color: '#000000',
  price,
  currency: 'EUR',
  available: price > 0 ? 5 : 0,
});

describe('seats for sale', () => {
  it('blocks the free seats of a category without a price in the visitor’s currency', () => {
    const { plan, statuses } = chartPlanOf(seats);
    const shown = statusesForSale(plan, statuses, [category('A', 3_900), category('B', 0)]);
    expect(shown).toEqual(['free', 'blocked', 'heldByYou']);
    expect(shown.map(isPickable)).toEqual([true, false, true]);
    // Every category priced: the statuses as they are.
    expect(statusesForSale(plan, statuses, [category('A', 3_900), category('B', 1_900)])).toBe(statuses);
  });
});
