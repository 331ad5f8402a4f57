import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { refuseWaitingRoomPass } from '../../../lib/waitingRoomPlace';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { TicketOrderPage } from './TicketOrderPage';

const fetchMock = vi.fn<typeof fetch>();
const uuid = '0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c29';
const opened = new Date(Date.now() - 60_000).toISOString();
const event: PublicEvent = {
  uuid,
  language: 'cs',
  name: 'Finále play-off',
  text: '<p>Večer</p>',
  image: null,
  venue: 'Tribuna Aréna, Praha',
  startsAt: '2030-05-01T17:00:00.000Z',
  endsAt: '2030-05-01T20:00:00.000Z',
  saleFrom: opened,
  saleTo: '2030-05-01T16:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: false,
  categories: [{ key: 'S', name: 'Stání', color: '#00aa00', price: 30_000, currency: 'CZK', available: 10 }],
  priceFrom: 30_000,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: uuid,
  waitingRoom: { opensAt: opened, saleStartsAt: opened, paused: false, closed: false },
};

const renderOrder = () =>
  renderWithApp(
    <Routes>
      <Route path="/app/akce-a-vstupenky/:uuid/objednavka" element={<TicketOrderPage />} />
      <Route path="/app/akce-a-vstupenky/:uuid/cekarna" element={<p>Čekárna</p>} />
    </Routes>,
    { path: `/app/akce-a-vstupenky/${uuid}/objednavka`, session: fakeSession({ user: testUser() }) },
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, event));
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ticket order of an event with a waiting room', () => {
  it('sends a visitor without a pass to the room first', async () => {
    const { location } = renderOrder();
    await waitFor(() => expect(location()).toBe(`/app/akce-a-vstupenky/${uuid}/cekarna`));
  });

  it('sells to a visitor the room let in', async () => {
    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({ userUuid: 'u', token: 't', firstAhead: 0, pass: 'pass', passExpiresAt: null }),
    );
    const { location } = renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Finále play-off' })).toBeTruthy();
    expect(location()).toBe(`/app/akce-a-vstupenky/${uuid}/objednavka`);

    // A hold refused the pass: back to the room.
    act(() => refuseWaitingRoomPass(uuid));
    await waitFor(() => expect(location()).toBe(`/app/akce-a-vstupenky/${uuid}/cekarna`));
  });
});
