import { expect } from 'vitest';
import type { SectionInput } from '@tribuna/common/schemas/seating';
import { tokenCaller } from '../../../test/api';
import { createTestContext } from '../../../test/harness';
import { testEvent } from '../../../test/orders';

/**
 * A test context with an event on sale whose plan is one section A of `rows` (category A), posted by
 * an event admin, and two buyers signed in.
 */
export async function openSeatedEvent(rows: SectionInput['rows']) {
  const ctx = await createTestContext();
  const call = tokenCaller(() => ctx.app);
  const [eventAdmin, buyer, other] = await Promise.all([
    ctx.tokenAs(['event_admin']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
  const res = await call(
    'POST',
    '/admin/events',
    eventAdmin,
    testEvent({
      categories: [{ key: 'A', name: { cs: 'A' }, color: '#aa0000', priceCzk: 99000, priceEur: 3900 }],
      seatingPlan: {
        stage: { x: 0, y: 0, width: 100, height: 10 },
        sections: [{ key: 'A', name: { cs: 'Sektor A' }, rows }],
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ctx, buyer, other, eventUuid: res.json().uuid as string };
}
