import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { unbindCurrentOrder } from '../../../lib/currentOrder';
import { loadAllTexts } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import SeatsioSeatPicker from './SeatsioSeatPicker';

// seats.io's chart script is the one thing stood in for: a chart of three seats, one of them held
// by the buyer's token already, calling back as seats.io's does.
const chart = { deselectObjects: vi.fn(async (_labels: string[]) => undefined) };
const seatObject = (row: string, seat: string, category: string) => ({
  label: `A-${row}-${seat}`,
  labels: { own: seat, parent: row, section: 'A', displayedLabel: `A-${row}-${seat}` },
  category: { key: category, label: category },
  objectType: 'Seat',
});
vi.mock('@seatsio/seatsio-react', () => ({
  SeatsioSeatingChart: (props: {
    event: string;
    holdToken: string;
    onRenderStarted: (c: unknown) => void;
    onChartRendered: (c: unknown) => void;
    onObjectSelected: (o: unknown) => void;
    unavailableCategories?: string[];
  }) => {
    useEffect(() => {
      props.onRenderStarted(chart);
      props.onChartRendered({ listSelectedObjects: async () => [seatObject('1', '3', 'B')] });
      // Once, as the chart renders once.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <div
        data-event={props.event}
        data-token={props.holdToken}
        data-unavailable={props.unavailableCategories?.join(',')}
      >
        <button type="button" onClick={() => props.onObjectSelected(seatObject('1', '1', 'A'))}>
          A-1-1
        </button>
        <button type="button" onClick={() => props.onObjectSelected(seatObject('1', '2', 'A'))}>
          A-1-2
        </button>
      </div>
    );
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const E = '5a0d1f2e-3b4c-4d5e-8f60-718293a4b5c6';
const event: PublicEvent = {
  uuid: E,
  language: 'cs',
  name: 'Derby',
  text: '',
  image: null,
  venue: 'Stadion',
  startsAt: '2026-12-01T18:00:00.000Z',
  endsAt: '2026-12-01T20:00:00.000Z',
  saleFrom: '2026-11-01T10:00:00.000Z',
  saleTo: '2026-12-01T17:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: true,
  categories: [
    { key: 'A', name: 'Tribuna', color: '#aa0000', price: 50_000, currency: 'CZK', available: 10 },
    { key: 'B', name: 'Ochoz', color: '#0000aa', price: 20_000, currency: 'CZK', available: 10 },
  ],
  priceFrom: 20_000,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: 'derby-2026',
  waitingRoom: null,
};
const seatsio = { workspaceKey: 'public-key', region: 'eu' as const, chartJsUrl: 'https://cdn/chart.js' };
const hold = { holdToken: 'token-1', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() };

/** The path, method and JSON body of a call of the API client. */
const requestOf = ([input, init]: Parameters<typeof fetch>) => ({
  url: String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, ''),
  method: (input instanceof Request ? input.method : init?.method) ?? 'GET',
  body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
});
const total = () => screen.getByTestId('seat-total').textContent?.replace(/\s/g, ' ');

describe('SeatsioSeatPicker', () => {
  beforeAll(() => loadAllTexts());
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
    unbindCurrentOrder();
  });
  afterEach(() => {
    cleanup();
    act(() => dismissAllToasts());
    fetchMock.mockReset();
    chart.deselectObjects.mockClear();
    vi.unstubAllGlobals();
  });

  it('tells the chart that a category without a price in the visitor’s currency is not for sale', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { name: 'notFound' }));
    const euros: PublicEvent = {
      ...event,
      currency: 'EUR',
      categories: [
        { key: 'A', name: 'Tribuna', color: '#aa0000', price: 1_900, currency: 'EUR', available: 10 },
        { key: 'B', name: 'Ochoz', color: '#0000aa', price: 0, currency: 'EUR', available: 0 },
      ],
    };
    const { container } = renderWithApp(
      <SeatsioSeatPicker event={euros} seatsio={seatsio} initialToken={hold} />,
      { path: `/sk/app/podujatia-a-vstupenky/${E}/objednavka`, session: fakeSession({ user: testUser() }) },
    );
    await screen.findByRole('button', { name: 'A-1-1' });
    expect(container.querySelector('[data-unavailable]')?.getAttribute('data-unavailable')).toBe('B');
  });

  it('lists the seats the chart chose with their prices and total, unchooses a refused one, and orders the held seats', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { url, body } = requestOf([input, init]) as { url: string; body: { objects?: string[] } };
      if (url === `/api/v1/events/${E}/actions/hold`)
        return body.objects?.[0] === 'A-1-2'
          ? jsonResponse(409, { name: 'seatsAlreadyOccupied', details: { objects: ['A-1-2'] } })
          : jsonResponse(200, {
              holdToken: hold.holdToken,
              objects: body.objects,
              expiresAt: hold.expiresAt,
            });
      if (url === '/api/v1/orders')
        return jsonResponse(201, { uuid: '3d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e', orderHash: 'hash' });
      return jsonResponse(404, { name: 'notFound' });
    });
    const { container, location } = renderWithApp(
      <SeatsioSeatPicker event={event} seatsio={seatsio} initialToken={hold} />,
      { path: `/app/akce-a-vstupenky/${E}/objednavka`, session: fakeSession({ user: testUser() }) },
    );

    // The chart is told the event's seats.io key and the buyer's token; the seat it held is listed.
    await screen.findByRole('button', { name: 'A-1-1' });
    expect(container.querySelector('[data-event]')?.getAttribute('data-event')).toBe('derby-2026');
    expect(container.querySelector('[data-token]')?.getAttribute('data-token')).toBe('token-1');
    const seats = await screen.findByTestId('selected-seats');
    expect(seats.textContent).toContain('A, řada 1, sedadlo 3');
    expect(total()).toBe('200 Kč');

    fireEvent.click(screen.getByRole('button', { name: 'A-1-1' }));
    await waitFor(() => expect(total()).toBe('700 Kč'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('A, řada 1, sedadlo 3'),
      expect.stringContaining('A, řada 1, sedadlo 1'),
    ]);
    expect(requestOf(fetchMock.mock.calls[0]!)).toEqual({
      url: `/api/v1/events/${E}/actions/hold`,
      method: 'POST',
      body: { holdToken: 'token-1', objects: ['A-1-1'] },
    });
    expect(screen.getByRole('timer').textContent).toMatch(/^Místa držíme ještě 1[45]:\d\d$/);

    // Somebody else has that one: the chart unchooses it and the total stays.
    fireEvent.click(screen.getByRole('button', { name: 'A-1-2' }));
    await waitFor(() => expect(chart.deselectObjects).toHaveBeenCalledWith(['A-1-2']));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(total()).toBe('700 Kč');

    fireEvent.click(screen.getByRole('button', { name: 'Pokračovat k objednávce' }));
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    const ordered = fetchMock.mock.calls.find((call) => requestOf(call).url === '/api/v1/orders')!;
    expect(requestOf(ordered).body).toEqual({
      currency: 'CZK',
      holdToken: 'token-1',
      lines: [],
    });
  });
});
