import { screen, within } from '@testing-library/react';
import type { AdminDashboard } from '@tribuna/common/schemas/dashboard';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderResource } from '../test/renderResource';
import { fakeDataProvider } from '../test/renderApp';
import { AdminHome } from './AdminHome';

const EV = '33333333-3333-4333-8333-333333333333';
const PLAN = '44444444-4444-4444-8444-444444444444';
const ART = '55555555-5555-4555-8555-555555555555';
const home: AdminDashboard = {
  sales: {
    todayFrom: '2026-11-23T23:00:00.000Z',
    weekFrom: '2026-11-22T23:00:00.000Z',
    today: [
      { currency: 'CZK', amount: 178_000, orders: 2 },
      { currency: 'EUR', amount: 4_990, orders: 1 },
    ],
    week: [{ currency: 'CZK', amount: 188_000, orders: 3 }],
  },
  upcomingEvents: [
    { uuid: EV, name: { cs: 'Derby' }, startsAt: '2026-11-28T17:00:00.000Z', sold: 30, capacity: 150 },
  ],
  memberships: { active: 2, plans: [{ uuid: PLAN, name: { cs: 'Členství Klub' }, active: 2 }] },
  ordersToResolve: { pending: 4, flagged: 1 },
  refunds: null,
  latestContent: [
    {
      uuid: ART,
      type: 'ARTICLE',
      title: 'Výhra v derby',
      status: 'published',
      publishedAt: '2026-11-24T08:00:00.000Z',
      createdAt: '2026-11-24T07:00:00.000Z',
      updatedAt: '2026-11-24T07:00:00.000Z',
      authorUuid: null,
      authorName: null,
    },
  ],
};

const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter')!);
const pathOf = (href: string | null) => new URL(href!, 'http://x').pathname;

afterEach(() => {
  window.localStorage.clear();
});

describe("the home's numbers", () => {
  it('shows an administrator every card, each linking to its list with the filter behind it', async () => {
    renderResource(<AdminHome />, {
      resource: 'orders',
      path: '/',
      roles: ['admin'],
      dataProvider: fakeDataProvider({ dashboard: vi.fn(async () => home) }),
    });
    const sales = await screen.findByRole('region', { name: 'Tržby' }, { timeout: 20_000 });
    const text = (sales.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('1 780 Kč');
    expect(text).toContain('49,90 €');
    expect(text).toContain('1 880 Kč');
    const today = within(sales).getByRole('link', { name: 'Dnešní objednávky' });
    expect(pathOf(today.getAttribute('href'))).toBe('/orders');
    expect(filterOf(today.getAttribute('href'))).toEqual({ status: 'accepted', from: home.sales!.todayFrom });
    const week = within(sales).getByRole('link', { name: 'Objednávky tohoto týdne' });
    expect(filterOf(week.getAttribute('href'))).toEqual({ status: 'accepted', from: home.sales!.weekFrom });

    const orders = screen.getByRole('region', { name: 'Objednávky k řešení' });
    expect(
      filterOf(within(orders).getByRole('link', { name: 'Čekají na platbu: 4' }).getAttribute('href')),
    ).toEqual({
      status: 'pending',
    });
    expect(
      filterOf(within(orders).getByRole('link', { name: 'K odsouhlasení: 1' }).getAttribute('href')),
    ).toEqual({
      flaggedForStaff: 'true',
    });

    const events = screen.getByRole('region', { name: 'Prodej vstupenek na nejbližší akce' });
    expect(within(events).getByText('Prodáno 30 z 150')).toBeTruthy();
    expect(within(events).getByRole('progressbar', { name: 'Derby' }).getAttribute('aria-valuenow')).toBe(
      '20',
    );
    expect(filterOf(within(events).getByRole('link', { name: 'Derby' }).getAttribute('href'))).toEqual({
      eventUuid: EV,
    });
    expect(
      filterOf(within(events).getByRole('link', { name: 'Nadcházející akce' }).getAttribute('href')),
    ).toEqual({
      period: 'upcoming',
    });

    const memberships = screen.getByRole('region', { name: 'Aktivní členství' });
    expect(within(memberships).getByText('Aktivních členství: 2')).toBeTruthy();
    expect(within(memberships).getByRole('link', { name: 'Všechna členství' }).getAttribute('href')).toBe(
      '/subscriptions',
    );

    const content = screen.getByRole('region', { name: 'Naposledy publikovaný obsah' });
    expect(within(content).getByRole('link', { name: 'Výhra v derby' }).getAttribute('href')).toBe(
      `/articles/${ART}`,
    );
    expect(
      filterOf(within(content).getByRole('link', { name: 'Všechen publikovaný obsah' }).getAttribute('href')),
    ).toEqual({ status: 'published' });
  });

  it('shows an accountant the money refunded today and this week, and the refunds waiting for the gateway', async () => {
    renderResource(<AdminHome />, {
      resource: 'refunds',
      path: '/',
      roles: ['accountant'],
      dataProvider: fakeDataProvider({
        dashboard: vi.fn(async () => ({
          ...home,
          refunds: {
            today: [{ currency: 'CZK', amount: 60_000, refunds: 2 }],
            week: [
              { currency: 'CZK', amount: 90_000, refunds: 3 },
              { currency: 'EUR', amount: 1_200, refunds: 1 },
            ],
            pending: 1,
          },
        })),
      }),
    });
    const refunds = await screen.findByRole('region', { name: 'Vrácené peníze' }, { timeout: 20_000 });
    const text = (refunds.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('600 Kč (Vrácení: 2)');
    expect(text).toContain('900 Kč (Vrácení: 3)');
    expect(text).toContain('12 € (Vrácení: 1)');
    const pending = within(refunds).getByRole('link', { name: 'Čekají na platební bránu: 1' });
    expect(pathOf(pending.getAttribute('href'))).toBe('/refunds');
    expect(filterOf(pending.getAttribute('href'))).toEqual({ status: 'pending' });
    expect(within(refunds).getByRole('link', { name: 'Všechna vrácení peněz' }).getAttribute('href')).toBe(
      '/refunds',
    );
  });

  it('shows only the cards the server answered for the role', async () => {
    renderResource(<AdminHome />, {
      resource: 'orders',
      path: '/',
      roles: ['accountant'],
      dataProvider: fakeDataProvider({
        dashboard: vi.fn(async () => ({
          ...home,
          upcomingEvents: null,
          memberships: null,
          latestContent: null,
        })),
      }),
    });
    expect(await screen.findByRole('region', { name: 'Tržby' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Objednávky k řešení' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Aktivní členství' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Naposledy publikovaný obsah' })).toBeNull();
    expect(screen.queryByText('Pro váš účet tu zatím nic není.')).toBeNull();
  });
});
