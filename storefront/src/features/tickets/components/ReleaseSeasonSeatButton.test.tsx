import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeasonSeat } from '@tribuna/common/schemas/seasonTickets';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { jsonResponse } from '../../../test/helpers';
import { ReleaseSeasonSeatButton } from './ReleaseSeasonSeatButton';
import { EVENT, heldTicket, renderOnTicketCard, stubApiPerTest, TICKET } from './ticketCardTesting';

const SEAT = '33333333-3333-4333-8333-333333333333';
const SEASON = '44444444-4444-4444-8444-444444444444';

const ticket = (overrides: Partial<MyTicket> = {}) =>
  heldTicket({ transferable: false, season: { uuid: SEASON, name: 'Sezóna 2026/27' }, ...overrides });

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

const fetchMock = stubApiPerTest(async (url, init) => {
  if (url === '/api/v1/auth/season-seats')
    return jsonResponse(200, { seats: [seasonSeat(true)], renewals: [] });
  if (url === releasePath && init?.method === 'POST') return jsonResponse(200, seasonSeat(false));
  return jsonResponse(404, { name: 'notFound' });
});

const render = (held: MyTicket) => renderOnTicketCard(<ReleaseSeasonSeatButton ticket={held} />);

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
