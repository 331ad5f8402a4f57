import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '@tribuna/common/test/matchMedia';
import type { PublicSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { KEYBOARD_SCREEN } from '../../../components/seating/SeatChart';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { SeasonTicketOrderPage } from './SeasonTicketOrderPage';

const fetchMock = vi.fn<typeof fetch>();
const SEASON = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ORDER = '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
const EVENTS = [
  '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
  '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
];

const season: PublicSeasonTicket = {
  uuid: SEASON,
  subscriptionUuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Sezóna 2026/27',
  text: '<p>Všechny domácí zápasy.</p>',
  image: null,
  events: EVENTS.map((uuid, i) => ({
    uuid,
    name: `Zápas ${i + 1}`,
    startsAt: `2026-12-0${i + 1}T17:00:00.000Z`,
    cancelled: false,
    venue: 'Tribuna Aréna',
  })),
  sections: [{ key: 'A', name: 'Sektor A' }],
  price: { currency: 'CZK', amount: 240_000 },
  priorityUntil: null,
};

const seat = (label: string) => ({
  id: `A-1-${label}`,
  label,
  x: Number(label) * 50,
  y: 0,
  category: 'A',
  wheelchair: false,
  companion: false,
  status: 'free' as const,
});
const seats: EventSeats = {
  eventUuid: EVENTS[0]!,
  stage: { x: 0, y: -200, width: 400, height: 50 },
  readAt: '2026-11-23T12:00:00.000Z',
  sections: [{ key: 'A', name: 'Sektor A', rows: [{ label: '1', seats: [seat('1'), seat('2')] }] }],
};

const holdsPath = `/api/v1/season-tickets/${SEASON}/holds`;

/** Answers the page's calls; `hold` answers the hold of a seat. */
function serve(hold: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === `/api/v1/season-tickets/${SEASON}`) return jsonResponse(200, season);
    if (url.startsWith(`/api/v1/season-tickets/${SEASON}/seats`)) return jsonResponse(200, seats);
    if (url === '/api/v1/auth/season-seats') return jsonResponse(200, { seats: [], renewals: [] });
    if (url === holdsPath && init?.method === 'POST') return hold();
    if (url === '/api/v1/orders' && init?.method === 'POST')
      return jsonResponse(201, { uuid: ORDER, orderHash: 'hash' });
    return jsonResponse(404, { name: 'notFound', message: url });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query === KEYBOARD_SCREEN),
  );
  // jsdom lays nothing out: the chart's box gets a size, so the plan has a view to move in.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  sessionStorage.clear();
  unbindCurrentOrder();
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () =>
  renderWithApp(
    <Routes>
      <Route path="/app/permanentky/:uuid" element={<SeasonTicketOrderPage />} />
      <Route path="/app/objednavka" element={<p>Košík</p>} />
    </Routes>,
    { path: `/app/permanentky/${SEASON}`, session: fakeSession({ user: testUser() }) },
  );

/** Picks the chart's second seat with the keyboard, as a keyboard user would. */
async function pickSecondSeat() {
  const chart = await screen.findByRole('application', { name: 'Plánek hlediště' });
  fireEvent.keyDown(chart, { key: 'ArrowRight' });
  fireEvent.keyDown(chart, { key: 'ArrowRight' });
  fireEvent.keyDown(chart, { key: 'Enter' });
}

describe('the season ticket page', () => {
  it('holds the picked seat at every match at once and orders it with that hold', async () => {
    serve(() =>
      jsonResponse(201, {
        token: 'season-hold-1',
        seasonTicketUuid: SEASON,
        seatId: 'A-1-2',
        kind: 'sale',
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
    );
    const { location } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sezóna 2026/27' })).toBeTruthy();
    for (const name of ['Zápas 1', 'Zápas 2', 'Zápas 3'])
      expect(screen.getByText(new RegExp(name))).toBeTruthy();
    const order = screen.getByRole('button', { name: 'Pokračovat k objednávce' });
    expect(order.hasAttribute('disabled')).toBe(true);

    await pickSecondSeat();
    expect(await screen.findByText('Sektor A, řada 1, sedadlo 2')).toBeTruthy();
    expect(screen.getByText('Místo držíme na 3 zápasy.')).toBeTruthy();
    const [, hold] = fetchMock.mock.calls.find(([url]) => String(url) === holdsPath)!;
    expect(JSON.parse(String(hold?.body))).toEqual({ seatId: 'A-1-2' });

    await waitFor(() => expect(order.hasAttribute('disabled')).toBe(false));
    fireEvent.click(order);
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    const [, made] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/orders')!;
    expect(JSON.parse(String(made?.body))).toEqual({
      currency: 'CZK',
      lines: [{ kind: 'season_ticket', refUuid: SEASON, option: 'season-hold-1', quantity: 1 }],
    });
    expect(currentOrder()?.uuid).toBe(ORDER);
  });

  it('names the matches where a seat is already taken, and holds nothing', async () => {
    serve(() =>
      jsonResponse(409, {
        name: 'seatsAlreadyOccupied',
        message: 'taken',
        details: { objects: ['A-1-2'], eventUuids: [EVENTS[1]] },
      }),
    );
    render();
    await pickSecondSeat();
    expect(
      await screen.findByText('Toto místo už je obsazené na zápasech: Zápas 2. Vyberte si prosím jiné.'),
    ).toBeTruthy();
    expect(screen.getByText(/Klepněte na volné místo v plánku/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokračovat k objednávce' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
