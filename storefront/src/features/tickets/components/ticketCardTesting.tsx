import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, renderWithApp, testUser } from '../../../test/helpers';

export const TICKET = '22222222-2222-4222-8222-222222222222';
export const EVENT = '77777777-7777-4777-8777-777777777777';

/** A valid ticket to Derby for seat 4 in row 1, bought alone, that its holder may pass on. */
export const heldTicket = (overrides: Partial<MyTicket> = {}): MyTicket => ({
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
  transferable: true,
  transferableUntil: null,
  pendingTransfer: null,
  season: null,
  wallet: { apple: false, google: false },
  ...overrides,
});

/**
 * The server for every test of the file that calls this: `answer` replies to each request (a test
 * may answer otherwise through the returned mock). After each test the page, its toasts and the
 * stub are gone.
 */
export function stubApiPerTest(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => answer(String(url), init));
  });
  afterEach(() => {
    cleanup();
    act(() => dismissAllToasts());
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** One of the card's buttons in a list item of Moje vstupenky, for the signed-in holder. */
export const renderOnTicketCard = (button: ReactNode) =>
  renderWithApp(
    <ul>
      <li>{button}</li>
    </ul>,
    { session: fakeSession({ user: testUser() }) },
  );
