import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { changeLanguage } from '../../../lib/i18n';
import { jsonResponse, renderWithApp } from '../../../test/helpers';
import { EventPage } from './EventPage';

const fetchMock = vi.fn<typeof fetch>();
const uuid = '0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c29';
const event: PublicEvent = {
  uuid,
  language: 'cs',
  name: 'Finále play-off',
  text: '<p>Večer</p>',
  image: null,
  venue: 'Tribuna Aréna, Praha',
  startsAt: '2030-05-01T17:00:00.000Z',
  endsAt: '2030-05-01T20:00:00.000Z',
  saleFrom: '2030-04-01T08:00:00.000Z',
  saleTo: '2030-05-01T16:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: false,
  categories: [{ key: 'A', name: 'Stání', color: '#00aa00', price: 30_000, currency: 'CZK', available: 10 }],
  priceFrom: 30_000,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: uuid,
  waitingRoom: null,
};

const showing = (shown: PublicEvent) => fetchMock.mockImplementation(async () => jsonResponse(200, shown));

const renderPage = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/akce-a-vstupenky/:uuid" element={<EventPage />} />
    </Routes>,
    { path },
  );

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await changeLanguage('cs');
});

describe('event page', () => {
  it('offers tickets of an event on sale', async () => {
    showing(event);
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect(await screen.findByText('V prodeji')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Koupit vstupenky' })).toBeTruthy();
  });

  it('sends the visitor to the waiting room of an event with one, unless the room let them in', async () => {
    const opened = new Date(Date.now() - 60_000).toISOString();
    const room = { opensAt: opened, saleStartsAt: opened, paused: false, closed: false };
    showing({ ...event, waitingRoom: room });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    const enter = await screen.findByRole('link', { name: 'Vstoupit do čekárny' });
    expect(enter.getAttribute('href')).toBe(`/app/akce-a-vstupenky/${uuid}/cekarna`);
    expect(screen.queryByRole('link', { name: 'Koupit vstupenky' })).toBeNull();
    expect(screen.getByText(/Vstupenky se prodávají přes čekárnu/)).toBeTruthy();
    cleanup();

    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({ userUuid: 'u', token: 't', firstAhead: 0, pass: 'pass', passExpiresAt: null }),
    );
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect((await screen.findByRole('link', { name: 'Koupit vstupenky' })).getAttribute('href')).toBe(
      `/app/akce-a-vstupenky/${uuid}/objednavka`,
    );
    localStorage.clear();
  });

  it('says when the waiting room opens, and that a closed room lets nobody else in', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    showing({ ...event, waitingRoom: { opensAt: later, saleStartsAt: later, paused: false, closed: false } });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect(await screen.findByText(/^Čekárna se otevře \d/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vstoupit do čekárny' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Koupit vstupenky' })).toBeNull();
    cleanup();

    showing({
      ...event,
      waitingRoom: { opensAt: event.saleFrom, saleStartsAt: event.saleFrom, paused: false, closed: true },
    });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect(await screen.findByText(/^Čekárna je uzavřená/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vstoupit do čekárny' })).toBeNull();
  });

  it('offers the waiting list of a sold-out event, or of its sold-out categories, and none while all are on sale', async () => {
    const seats = (available: number) => ({ ...event.categories[0]!, available });
    showing({ ...event, availability: 'soldOut', categories: [seats(0)] });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    const list = await screen.findByRole('region', { name: 'Čekací listina' });
    expect(within(list).getByText(/^Vyprodáno\. Zařaďte se do čekací listiny/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Přihlaste se a zařaďte se' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Koupit vstupenky' })).toBeNull();
    cleanup();

    showing({
      ...event,
      categories: [seats(10), { ...seats(0), key: 'B', name: 'Sezení' }, { ...seats(0), key: 'C', price: 0 }],
    });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    const some = await screen.findByRole('region', { name: 'Čekací listina' });
    expect(within(some).getByText(/^Některé kategorie jsou vyprodané/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Koupit vstupenky' })).toBeTruthy();
    cleanup();

    showing(event);
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect(await screen.findByRole('link', { name: 'Koupit vstupenky' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Čekací listina' })).toBeNull();
  });

  it('marks a cancelled event, says why and sells nothing', async () => {
    showing({ ...event, availability: 'cancelled', cancelled: true, cancelReason: 'Bouřka' });
    renderPage(`/akce-a-vstupenky/${uuid}`);
    expect(await screen.findByText('Zrušeno')).toBeTruthy();
    expect(screen.getByText('Akce je zrušena: Bouřka')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Koupit vstupenky' })).toBeNull();
  });
});
