import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MySeasonSeats, SeasonSeat } from '@tribuna/common/schemas/seasonTickets';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { SeasonSeatsSection } from './SeasonSeatsSection';

const fetchMock = vi.fn<typeof fetch>();
const SEASON = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SEAT = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const EVENTS = [
  '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
  '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
];
const TICKETS = [
  '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c',
  '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d',
  '8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e',
];

function seat(released: boolean): SeasonSeat {
  return {
    uuid: SEAT,
    seasonTicketUuid: SEASON,
    name: 'Sezóna 2026/27',
    seatId: 'A-1-4',
    section: 'A',
    sectionName: 'Sektor A',
    row: '1',
    label: '4',
    status: 'active',
    events: EVENTS.map((eventUuid, i) => ({
      eventUuid,
      name: `Zápas ${i + 1}`,
      startsAt: `2026-12-0${i + 1}T17:00:00.000Z`,
      ticketUuid: TICKETS[i]!,
      status: released && i === 1 ? 'released' : 'valid',
      releasable: !(released && i === 1),
    })),
  };
}

const releasePath = `/api/v1/auth/season-seats/${SEAT}/events/${EVENTS[1]}/release`;

/** Answers the section's calls; `mine` is what the account's list of season seats answers now. */
function serve(mine: () => MySeasonSeats) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/v1/auth/season-seats') return jsonResponse(200, mine());
    if (url === releasePath && init?.method === 'POST') return jsonResponse(200, seat(true));
    if (url === '/api/v1/orders' && init?.method === 'POST')
      return jsonResponse(201, { uuid: '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f', orderHash: 'hash' });
    return jsonResponse(404, { name: 'notFound', message: url });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  unbindCurrentOrder();
});
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const render = () =>
  renderWithApp(
    <Routes>
      <Route path="/app/ucet" element={<SeasonSeatsSection />} />
      <Route path="/app/objednavka" element={<p>Košík</p>} />
    </Routes>,
    { path: '/app/ucet', session: fakeSession({ user: testUser() }) },
  );

describe("the account's season seats", () => {
  it('shows the seat at every match, and releases one match only after the holder confirms', async () => {
    let released = false;
    serve(() => ({ seats: [seat(released)], renewals: [] }));
    render();

    const section = await screen.findByRole('region', { name: 'Permanentky' });
    expect(await within(section).findByText('Místo: Sektor A, řada 1, sedadlo 4')).toBeTruthy();
    for (const name of ['Zápas 1', 'Zápas 2', 'Zápas 3'])
      expect(within(screen.getByRole('listitem', { name })).getByText('Platná vstupenka')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nemohu přijít — uvolnit místo: Zápas 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uvolnit místo na Zápas 2?' });
    // Keeping the seat sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ponechat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url) === releasePath)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Nemohu přijít — uvolnit místo: Zápas 2' }));
    released = true;
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Uvolnit místo' }));
    expect(await screen.findByText('Místo na Zápas 2 je uvolněné.')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Zápas 2' })).getByText('Uvolněno')).toBeTruthy(),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === releasePath)).toHaveLength(1);
    // The other matches keep their ticket, and a released match offers no second release.
    expect(
      within(screen.getByRole('listitem', { name: 'Zápas 1' })).getByText('Platná vstupenka'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /uvolnit místo: Zápas 2$/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Nemohu přijít — uvolnit místo/ })).toHaveLength(2);
  });

  it("offers last season's seat to renew during the window, and orders it with the seat's hold", async () => {
    serve(() => ({
      seats: [],
      renewals: [
        {
          seasonTicketUuid: SEASON,
          name: 'Sezóna 2027/28',
          seatId: 'A-1-4',
          section: 'A',
          sectionName: 'Sektor A',
          row: '1',
          label: '4',
          holdToken: 'renewal-token-1',
          until: '2027-06-30T20:00:00.000Z',
          price: { currency: 'CZK', amount: 240_000 },
        },
      ],
    }));
    const { location } = render();

    fireEvent.click(await screen.findByRole('button', { name: 'Obnovit své místo' }));
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/orders')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      currency: 'CZK',
      lines: [{ kind: 'season_ticket', refUuid: SEASON, option: 'renewal-token-1', quantity: 1 }],
    });
    expect(currentOrder()?.uuid).toBe('9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f');
    expect(screen.queryByText('Zatím nemáte žádnou permanentku.')).toBeNull();
  });
});
