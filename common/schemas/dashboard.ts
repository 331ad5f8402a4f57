import { apiComponents } from './registry';
import { z } from 'zod';
import { storedLocaleMap, uuidSchema } from './common';
import { contentOverviewItem } from './content';
import { currencySchema } from './orders';

/** Accepted orders of one currency in a period: their sum (minor units) and how many there are. */
export const salesTotal = z.object({
  currency: currencySchema,
  amount: z.number().int(),
  orders: z.number().int(),
});
export type SalesTotal = z.infer<typeof salesTotal>;

/** Refunds of one currency settled in a period: their sum (minor units) and how many there are. */
export const refundsTotal = z.object({
  currency: currencySchema,
  amount: z.number().int(),
  refunds: z.number().int(),
});
export type RefundsTotal = z.infer<typeof refundsTotal>;

/**
 * `GET /admin/dashboard`: the back office's home, what staff look at every morning. A card the
 * caller's roles may not see (its list is not theirs) is null. Periods are Prague's: today from
 * midnight, this week from Monday.
 */
export const adminDashboard = z
  .object({
    sales: z
      .object({
        /** When today and this week began, for the order list's `from` filter. */
        todayFrom: z.string(),
        weekFrom: z.string(),
        today: z.array(salesTotal),
        week: z.array(salesTotal),
      })
      .nullable(),
    upcomingEvents: z
      .array(
        z.object({
          uuid: uuidSchema,
          name: storedLocaleMap,
          startsAt: z.string(),
          /** Tickets issued with an order. */
          sold: z.number().int(),
          /** Seats in the plan, or the categories' capacities; null when a category has no limit. */
          capacity: z.number().int().nullable(),
        }),
      )
      .nullable(),
    memberships: z
      .object({
        active: z.number().int(),
        plans: z.array(z.object({ uuid: uuidSchema, name: storedLocaleMap, active: z.number().int() })),
      })
      .nullable(),
    ordersToResolve: z.object({ pending: z.number().int(), flagged: z.number().int() }).nullable(),
    /** Money returned (refunds settled today and this week), and refunds still waiting for the gateway. */
    refunds: z
      .object({
        today: z.array(refundsTotal),
        week: z.array(refundsTotal),
        pending: z.number().int(),
      })
      .nullable(),
    latestContent: z.array(contentOverviewItem).nullable(),
  })
  .register(apiComponents, { id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboard>;
