import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pragueDayOf, pragueStartOfWeek } from '@tribuna/common/dates';
import type { AdminDashboard } from '@tribuna/common/schemas/dashboard';
import { orders, tickets, userSubscriptions } from '../db/schema';
import { hour, iso } from '../../test/api';
import { createTestContext, type TestContext } from '../../test/harness';
import { testEvent } from '../../test/orders';

let ctx: TestContext;
let admin: string;

const call = (url: string, token?: string, method = 'GET', payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: token ? { 'id-token': token } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });

async function created<T = { uuid: string }>(url: string, payload: unknown): Promise<T> {
  const res = await call(url, admin, 'POST', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function order(values: {
  status: 'accepted' | 'pending' | 'rejected';
  currency: 'CZK' | 'EUR';
  total: number;
  createdAt?: Date;
  flaggedForStaff?: boolean;
}) {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      orderHash: randomUUID(),
      language: 'cs',
      expiresAt: new Date(Date.now() + hour),
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.signInAs(['admin'])).token;
});
afterAll(() => ctx.close());

describe("the back office's home", () => {
  it('shows sales per currency, tickets against capacity, memberships, orders to resolve and the latest content', async () => {
    const now = new Date();
    const weekStart = pragueStartOfWeek(now);
    const earlierThisWeek = new Date(weekStart.getTime() + 60_000);
    const countsToday = earlierThisWeek >= pragueDayOf(now);

    const paid = await order({ status: 'accepted', currency: 'CZK', total: 129_000 });
    await order({ status: 'accepted', currency: 'CZK', total: 49_000 });
    await order({ status: 'accepted', currency: 'EUR', total: 4_990 });
    await order({ status: 'accepted', currency: 'CZK', total: 10_000, createdAt: earlierThisWeek });
    await order({
      status: 'accepted',
      currency: 'EUR',
      total: 999,
      createdAt: new Date(weekStart.getTime() - hour),
    });
    await order({ status: 'rejected', currency: 'CZK', total: 77_000 });
    await order({ status: 'pending', currency: 'CZK', total: 5_000 });
    await order({ status: 'pending', currency: 'EUR', total: 500 });
    await order({
      status: 'accepted',
      currency: 'CZK',
      total: 0,
      createdAt: new Date(0),
      flaggedForStaff: true,
    });

    const event = await created(
      '/admin/events',
      testEvent({
        text: { cs: '<p>Zápas</p>' },
        venue: 'Stadion',
        categories: [
          {
            key: 'A',
            name: { cs: 'Sever' },
            color: '#aa0000',
            priceCzk: 20000,
            priceEur: 800,
            capacity: 100,
          },
          { key: 'B', name: { cs: 'Jih' }, color: '#0000aa', priceCzk: 15000, priceEur: 600, capacity: 50 },
        ],
        seatingPlan: null,
      }),
    );
    await ctx.database.db.insert(tickets).values(
      [1, 2, 3].map((n) => ({
        code: `DASH-${n}-${randomUUID().slice(0, 8)}`,
        eventUuid: event.uuid,
        orderUuid: paid.uuid,
        category: 'A',
        qrPayload: `payload-${n}`,
      })),
    );
    // Given away by staff: not sold.
    await ctx.database.db.insert(tickets).values({
      code: `DASH-FREE-${randomUUID().slice(0, 8)}`,
      eventUuid: event.uuid,
      category: 'B',
      qrPayload: 'payload-free',
    });

    const feature = await created('/admin/features', { name: { cs: 'Vstup' }, type: 'display' });
    const plan = await created<{ uuid: string; prices: { uuid: string }[] }>('/admin/subscriptions', {
      name: { cs: 'Členství Klub' },
      text: { cs: '<p>Všechny zápasy</p>' },
      type: 'permanent',
      featureUuids: [feature.uuid],
      prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
    });
    const members = await Promise.all([
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
      ctx.signInAs(['user']),
    ]);
    await ctx.database.db.insert(userSubscriptions).values(
      members.map((member, n) => ({
        userUuid: member.uuid,
        subscriptionUuid: plan.uuid,
        priceUuid: plan.prices[0]!.uuid,
        validFrom: new Date(Date.now() - 24 * hour),
        source: 'admin' as const,
        // The last one ended yesterday.
        ...(n === 2 && { validTo: new Date(Date.now() - hour) }),
      })),
    );

    const article = await created('/admin/articles', {
      title: { cs: 'Výhra v derby' },
      perex: { cs: 'Krátce' },
      body: { cs: '<p>Text</p>' },
      image: null,
      publishedAt: iso(-hour),
    });
    await created('/admin/articles', {
      title: { cs: 'Koncept' },
      perex: { cs: 'Krátce' },
      body: { cs: '<p>Text</p>' },
      image: null,
      publishedAt: null,
    });

    const res = await call('/admin/dashboard', admin);
    expect(res.statusCode, res.body).toBe(200);
    const home: AdminDashboard = res.json();

    expect(home.sales).toEqual({
      todayFrom: pragueDayOf(now).toISOString(),
      weekFrom: weekStart.toISOString(),
      today: [
        { currency: 'CZK', amount: 178_000 + (countsToday ? 10_000 : 0), orders: countsToday ? 3 : 2 },
        { currency: 'EUR', amount: 4_990, orders: 1 },
      ],
      week: [
        { currency: 'CZK', amount: 188_000, orders: 3 },
        { currency: 'EUR', amount: 4_990, orders: 1 },
      ],
    });
    expect(home.upcomingEvents).toEqual([
      { uuid: event.uuid, name: { cs: 'Derby' }, startsAt: expect.any(String), sold: 3, capacity: 150 },
    ]);
    expect(home.memberships).toEqual({
      active: 2,
      plans: [{ uuid: plan.uuid, name: { cs: 'Členství Klub' }, active: 2 }],
    });
    expect(home.ordersToResolve).toEqual({ pending: 2, flagged: 1 });
    expect(home.latestContent?.map((item) => [item.uuid, item.status])).toContainEqual([
      article.uuid,
      'published',
    ]);
    expect(home.latestContent?.some((item) => item.title === 'Koncept')).toBe(false);
  });

  it('shows each role only the cards of the lists it may read', async () => {
    const cards = async (roles: Parameters<TestContext['signInAs']>[0]) => {
      const res = await call('/admin/dashboard', (await ctx.signInAs(roles)).token);
      expect(res.statusCode, res.body).toBe(200);
      const home: AdminDashboard = res.json();
      return Object.entries(home)
        .filter(([, card]) => card !== null)
        .map(([name]) => name);
    };
    expect(await cards(['article_admin'])).toEqual(['latestContent']);
    expect(await cards(['accountant'])).toEqual(['sales', 'ordersToResolve', 'refunds']);
    expect(await cards(['event_admin'])).toEqual(['upcomingEvents', 'latestContent']);
    // Membership staff read the events a season ticket binds, so their home lists the coming ones.
    expect(await cards(['subscription_admin'])).toEqual(['upcomingEvents', 'memberships']);
    expect(await cards(['ticket_checker'])).toEqual([]);

    const fan = await ctx.signInAs(['user']);
    expect((await call('/admin/dashboard', fan.token)).json().name).toBe('forbidden');
    expect((await call('/admin/dashboard')).statusCode).toBe(401);
  });
});
