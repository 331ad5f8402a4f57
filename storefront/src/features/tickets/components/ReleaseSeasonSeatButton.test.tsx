import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeasonSeat } from '@tribuna/common/schemas/seasonTickets';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { ReleaseSeasonSeatButton } from './ReleaseSeasonSeatButton';

const fetchMock = vi.fn<typeof fetch>();
const TICKET = '22222222-2222-4222-8222-222222222222';
const EVENT = '77777777-7777-4777-8777-777777777777';
const SEAT = '33333333-3333-4333-8333-333333333333';
const SEASON = '44444444-4444-4444-8444-444444444444';

const ticket = (overrides: Partial<MyTicket> = {}): MyTicket => ({
  uuid: TICKET,
  code: 'AAAA1111',
  qrPayload: 'payload.signature',
  version: 1,
  event: {
    uuid: EVENT,
    name: 'Derby',
    venue: 'Tribuna Aréna',
    startsAt: '2026-12-01T17:00:00.000Z',
    endsAt: '2026-12-01T19:00:00.000Z',
  },
  category: 'A',
  categoryName: 'Tribuna A',
  seatId: 'A-1-4',
  section: 'Sektor A',
  row: '1',
  seatLabel: '4',
  holderName: null,
  orderUuid: '11111111-1111-4111-8111-111111111111',
  checkedAt: null,
  voided: false,
  voidedAt: null,
  transferable: false,
  transferableUntil: null,
  pendingTransfer: null,
  season: { uuid: SEASON, name: 'Sezóna 2026/27' },
  wallet: { apple: false, google: false },
  ...overrides,
});

const seasonSeat = (releasable: boolean): SeasonSeat => ({
  uuid: SEAT,
  seasonTicketUuid: SEASON,
  name: 'Sezóna 2026/27',
  seatId: 'A-1-4',
  section: 'A',
  sectionName: 'Sektor A',
  row: '1',
  label: '4',
  status: 'active',
  events: [
    {
      eventUuid: EVENT,
      name: 'Derby',
      startsAt: '2026-12-01T17:00:00.000Z',
      ticketUuid: TICKET,
      status: releasable ? 'valid' : 'released',
      releasable,
    },
  ],
});

const releasePath = `/api/v1/auth/season-seats/${SEAT}/events/${EVENT}/release`;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/v1/auth/season-seats')
      return jsonResponse(200, { seats: [seasonSeat(true)], renewals: [] });
    if (String(url) === releasePath && init?.method === 'POST') return jsonResponse(200, seasonSeat(false));
    return jsonResponse(404, { name: 'notFound' });
  });
});
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const render = (held: MyTicket) =>
  renderWithApp(<ReleaseSeasonSeatButton ticket={held} />, { session: fakeSession({ user: testUser() }) });

describe("a season ticket's release in the list of tickets", () => {
  it('releases the seat for this event after the holder confirms', async () => {
    render(ticket());
    fireEvent.click(await screen.findByRole('button', { name: 'Nemohu přijít — uvolnit místo: Derby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uvolnit místo na Derby?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uvolnit místo' }));
    expect(await screen.findByText('Místo na Derby je uvolněné.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === releasePath)).toHaveLength(1);
  });

  it('offers nothing for a ticket bought alone, nor for a voided season ticket', async () => {
    render(ticket({ season: null }));
    cleanup();
    render(ticket({ voided: true, voidedAt: '2026-11-20T10:00:00.000Z' }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
