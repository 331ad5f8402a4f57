import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const SEASON = '61616161-6161-4616-8616-616161616161';
const PLAN = '62626262-6262-4626-8626-626262626262';
const OTHER_PLAN = '63636363-6363-4636-8636-636363636363';
const EVENTS = ['64646464-6464-4646-8646-646464646464', '65656565-6565-4656-8656-656565656565'];
const USER = '66666666-6666-4666-8666-666666666666';
const ORDER = '67676767-6767-4676-8676-676767676767';

const plans = [
  { id: PLAN, uuid: PLAN, name: { cs: 'Sezóna 2026/27' }, type: 'seasonal' },
  { id: OTHER_PLAN, uuid: OTHER_PLAN, name: { cs: 'Měsíční členství' }, type: 'periodic' },
];
const events = EVENTS.map((uuid, i) => ({
  id: uuid,
  uuid,
  name: { cs: `Zápas ${i + 1}` },
  startsAt: `2026-12-0${i + 1}T17:00:00.000Z`,
}));
const plan = {
  eventUuid: EVENTS[0],
  stage: { x: 0, y: 0, width: 10, height: 10 },
  sections: [
    { key: 'A', name: { cs: 'Sektor A' }, rows: [] },
    { key: 'B', name: { cs: 'Sektor B' }, rows: [] },
  ],
  seatCount: 40,
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const season: AdminSeasonTicket = {
  uuid: SEASON,
  subscriptionUuid: PLAN,
  name: { cs: 'Sezóna 2026/27' },
  eventUuids: EVENTS,
  events: events.map(({ uuid, name, startsAt }) => ({ uuid, name, startsAt, cancelled: false })),
  sections: ['A'],
  renewsSeasonTicketUuid: null,
  priorityUntil: null,
  prices: [
    { currency: 'CZK', amount: 240_000 },
    { currency: 'EUR', amount: 9_600 },
  ],
  seatsSold: 1,
  seatsKeptForRenewal: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

/** Lists answer by resource: the membership plans, the events, the season tickets. */
const getList = vi.fn(async (resource: string) => {
  const data = resource === 'subscriptions' ? plans : resource === 'events' ? events : [];
  return { data, total: data.length };
});
const getMany = vi.fn(async (resource: string, params: { ids: string[] }) => ({
  data: (resource === 'events' ? events : resource === 'subscriptions' ? plans : []).filter((record) =>
    params.ids.includes(record.id),
  ),
}));

describe('season tickets in the back office', () => {
  it('defines a season ticket from a seasonal plan, its matches and the sections of their plan', async () => {
    const seatingPlan = vi.fn(async (_eventUuid: string) => plan);
    const dataProvider = fakeDataProvider({
      getList,
      getMany,
      seatingPlan,
      create: vi.fn(async (_resource: string, params: { data: object }) => ({
        data: { ...season, ...params.data, id: SEASON },
      })),
    });
    renderApp('/admin/season-tickets/create', ['subscription_admin', 'event_admin'], dataProvider);

    // The form is there once its lists have loaded.
    await screen.findByRole('combobox', { name: /^Zápasy sezóny/ });
    // Only seasonal plans are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Sezónní členství/ }));
    expect(await screen.findByRole('option', { name: 'Sezóna 2026/27' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Měsíční členství' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Sezóna 2026/27' }));

    // The sections come from the first match's plan once a match is chosen.
    expect(screen.getByText(/Nejdřív vyberte zápasy/)).toBeTruthy();
    for (const name of ['Zápas 1', 'Zápas 2']) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Zápasy sezóny/ }));
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sektor A' }));
    expect(seatingPlan).toHaveBeenCalledWith(EVENTS[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'season-tickets',
        expect.objectContaining({
          data: expect.objectContaining({
            subscriptionUuid: PLAN,
            eventUuids: EVENTS,
            sections: ['A'],
            renewsSeasonTicketUuid: null,
            priorityUntil: null,
          }),
        }),
      ),
    );
  }, 60_000);

  it('asks for the end of the priority window when a season renews last one', async () => {
    const dataProvider = fakeDataProvider({
      getList: vi.fn(async (resource: string) =>
        resource === 'season-tickets' ? { data: [{ ...season, id: SEASON }], total: 1 } : getList(resource),
      ),
      getMany,
      seatingPlan: vi.fn(async () => plan),
    });
    renderApp('/admin/season-tickets/create', ['subscription_admin', 'event_admin'], dataProvider);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Obnovuje permanentku/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sezóna 2026/27' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    const window = await screen.findByRole('textbox', { name: /^Přednost loňských držitelů do/ });
    await waitFor(() => expect(window.getAttribute('aria-invalid')).toBe('true'));
    expect(dataProvider.create).not.toHaveBeenCalled();
  }, 60_000);

  it('shows who holds which seat and the matches they gave their seat up for', async () => {
    const seasonTicketSeats = vi.fn(async (_uuid: string) => ({
      data: [
        {
          uuid: '68686868-6868-4686-8686-686868686868',
          seatId: 'A-1-4',
          section: 'A',
          sectionName: 'Sektor A',
          row: '1',
          label: '4',
          userUuid: USER,
          email: 'fanousek@example.com',
          orderUuid: ORDER,
          status: 'active',
          releasedEventUuids: [EVENTS[1]],
          createdAt: '2026-11-02T08:00:00.000Z',
        },
      ],
      keptForRenewal: [],
    }));
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...season, id: SEASON } })),
      getMany,
      seasonTicketSeats,
    });
    renderApp(`/admin/season-tickets/${SEASON}/show`, ['subscription_admin'], dataProvider);
    const holders = await screen.findByRole('region', { name: 'Držitelé míst' });
    const row = await within(holders).findByRole('row', { name: /fanousek@example.com/ });
    expect(within(row).getByText('Sektor A, řada 1, sedadlo 4')).toBeTruthy();
    expect(within(row).getByText('Zápas 2')).toBeTruthy();
    expect(within(row).getByText('Platná')).toBeTruthy();
    expect(seasonTicketSeats).toHaveBeenCalledWith(SEASON);
    expect(screen.getByText(/2\s400\sKč · 96\s€/)).toBeTruthy();
  }, 60_000);
});
