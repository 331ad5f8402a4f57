import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import { changeLanguage } from '../../../lib/i18n';
import { storedWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { STREAM_REOPEN_MS } from '../api/useWaitingRoomStream';
import { POLL_MS } from '../components/useWaitingRoom';
import { WaitingRoomPage } from './WaitingRoomPage';

// The captcha is Google's script: the page asks it for a token, which the join must carry.
vi.mock('../../../lib/captcha', () => ({
  captchaToken: vi.fn(async (action: string) => `captcha-for-${action}`),
  setCaptchaSiteKey: vi.fn(),
}));

const uuid = '0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c29';
const user = testUser();
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();

const event: PublicEvent = {
  uuid,
  language: 'cs',
  name: 'Finále play-off',
  text: '<p>Večer</p>',
  image: null,
  venue: 'Tribuna Aréna, Praha',
  startsAt: '2030-05-01T17:00:00.000Z',
  endsAt: '2030-05-01T20:00:00.000Z',
  saleFrom: anHourAgo,
  saleTo: '2030-05-01T16:00:00.000Z',
  presaleFrom: null,
  presaleTo: null,
  seated: true,
  categories: [],
  priceFrom: null,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: uuid,
  waitingRoom: { opensAt: anHourAgo, saleStartsAt: inAnHour, paused: false, closed: false },
};

const place = (overrides: Partial<WaitingRoomPlace> = {}): WaitingRoomPlace => ({
  token: 'token-1',
  status: 'waiting',
  position: null,
  ahead: null,
  estimatedWaitSeconds: null,
  opensAt: anHourAgo,
  saleStartsAt: inAnHour,
  paused: false,
  pass: null,
  passExpiresAt: null,
  ...overrides,
});
const drawn = (position: number, ahead: number, overrides: Partial<WaitingRoomPlace> = {}) =>
  place({ position, ahead, estimatedWaitSeconds: ahead * 6, saleStartsAt: anHourAgo, ...overrides });

/** An EventSource double: the test opens it, drops it and sends `status` messages. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  listeners = new Map<string, (event: MessageEvent<unknown>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    act(() => this.onopen?.());
  }
  send(data: WaitingRoomPlace) {
    act(() => this.listeners.get('status')?.(new MessageEvent('status', { data: JSON.stringify(data) })));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    act(() => this.onerror?.());
  }
}
const lastStream = () => FakeEventSource.opened.at(-1)!;

type Answer = (request: Request) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
const requests: Request[] = [];
/** Answers the event, the join and the status read; each test says what the room answers. */
function serve({ join, status, shown = event }: { join?: Answer; status?: Answer; shown?: PublicEvent }) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const path = new URL(request.url).pathname;
    if (path === `/api/v1/events/${uuid}`) return jsonResponse(200, shown);
    if (path.endsWith('/waiting-room/join') && join) return join(request);
    if (path.endsWith('/waiting-room') && status) return status(request);
    return jsonResponse(500, { name: 'internalError' });
  });
}
const sent = (suffix: string) => requests.filter((r) => new URL(r.url).pathname.endsWith(suffix));

const renderRoom = () =>
  renderWithApp(
    <Routes>
      <Route path="/app/akce-a-vstupenky/:uuid/cekarna" element={<WaitingRoomPage />} />
      <Route path="/app/akce-a-vstupenky/:uuid/objednavka" element={<p>Výběr míst</p>} />
    </Routes>,
    { path: `/app/akce-a-vstupenky/${uuid}/cekarna`, session: fakeSession({ user }) },
  );

const announced = () => screen.getByTestId('room-announcement').textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  requests.length = 0;
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
  localStorage.clear();
  await changeLanguage('cs');
});

describe('waiting room page', () => {
  it('joins before the sale with a captcha token, counts down to the start and promises a random draw', async () => {
    serve({ join: () => jsonResponse(201, place()) });
    renderRoom();

    expect((await screen.findByRole('timer')).textContent).toMatch(
      /^Do začátku prodeje zbývá (01:00:00|00:59:\d\d)$/,
    );
    expect(screen.getByText(/dostanou všichni, kdo jsou v čekárně, náhodné pořadí/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Finále play-off' })).toBeTruthy();
    const [join] = sent('/waiting-room/join');
    expect(join?.method).toBe('POST');
    expect(join?.headers.get('google-recaptcha-token')).toBe('captcha-for-loged_user');
    // The place is kept for reloads and other tabs, as this account's.
    expect(storedWaitingRoomPlace(uuid)).toMatchObject({ token: 'token-1', userUuid: user.uuid, pass: null });
    expect(announced()).toMatch(/^Prodej začne \d/);
    expect(lastStream().url).toBe(`/api/v1/events/${uuid}/waiting-room/stream?token=token-1`);
  });

  it('shows the place falling live, with a progress bar, and announces it politely only when it moved enough', async () => {
    serve({ join: () => jsonResponse(201, place()) });
    renderRoom();
    await screen.findByRole('timer');
    const stream = lastStream();
    stream.open();
    stream.send(drawn(120, 100));

    expect((await screen.findByTestId('room-position')).textContent).toBe('120');
    expect(screen.getByTestId('room-ahead').textContent).toBe('100');
    expect(screen.getByTestId('room-estimate').textContent).toBe('asi 10 minut');
    expect(screen.getByText(/Pořadí se mění živě/)).toBeTruthy();
    const region = screen.getByTestId('room-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(announced()).toBe('Vaše pořadí je 120. Před vámi je 100 lidí.');
    expect(screen.getByRole('progressbar', { name: 'Postup fronty' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );

    // A few places: the numbers move, the region stays quiet.
    stream.send(drawn(120, 95));
    await waitFor(() => expect(screen.getByTestId('room-ahead').textContent).toBe('95'));
    expect(announced()).toBe('Vaše pořadí je 120. Před vámi je 100 lidí.');
    // A tenth of the line: the region speaks.
    stream.send(drawn(120, 90, { estimatedWaitSeconds: 30 }));
    await waitFor(() => expect(announced()).toBe('Vaše pořadí je 120. Před vámi je 90 lidí.'));
    expect(screen.getByTestId('room-estimate').textContent).toBe('méně než minuta');
    expect(screen.getByRole('progressbar', { name: 'Postup fronty' }).getAttribute('aria-valuenow')).toBe(
      '10',
    );

    stream.send(drawn(120, 90, { paused: true, estimatedWaitSeconds: null }));
    await waitFor(() => expect(announced()).toMatch(/pozastavené\. Vaše pořadí zůstává\.$/));
    // Said on the page too, beside the region.
    expect(screen.getAllByText(/Pouštění do prodeje je teď pozastavené/)).toHaveLength(2);
    expect(screen.getByTestId('room-estimate').textContent).toBe('zatím nelze odhadnout');
  });

  it('says the visitor is admitted, keeps the pass and goes on to the seats by itself', async () => {
    serve({ join: () => jsonResponse(201, drawn(3, 2)) });
    const { location } = renderRoom();
    await screen.findByTestId('room-position');
    const passExpiresAt = new Date(Date.now() + 600_000).toISOString();
    lastStream().send(
      drawn(3, 0, {
        status: 'admitted',
        ahead: null,
        estimatedWaitSeconds: null,
        pass: 'pass-1',
        passExpiresAt,
      }),
    );

    const next = await screen.findByRole('link', { name: 'Pokračovat k výběru míst' });
    expect(announced()).toBe('Jste na řadě! Za chvíli vás převedeme na výběr míst.');
    expect(screen.getAllByText('Jste na řadě! Za chvíli vás převedeme na výběr míst.')).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toMatch(/^Na nákup máte ještě (10:00|09:5\d)$/);
    expect(next.getAttribute('href')).toBe(`/app/akce-a-vstupenky/${uuid}/objednavka`);
    expect(storedWaitingRoomPlace(uuid)).toMatchObject({ pass: 'pass-1', passExpiresAt });
    await waitFor(() => expect(location()).toBe(`/app/akce-a-vstupenky/${uuid}/objednavka`), {
      timeout: 6000,
    });
  });

  it('resumes a stored place after a reload without joining again', async () => {
    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({
        userUuid: user.uuid,
        token: 'token-7',
        firstAhead: 40,
        pass: null,
        passExpiresAt: null,
      }),
    );
    serve({ status: () => jsonResponse(200, drawn(41, 20, { token: 'token-7' })) });
    renderRoom();

    expect((await screen.findByTestId('room-position')).textContent).toBe('41');
    expect(sent('/waiting-room/join')).toHaveLength(0);
    expect(new URL(sent('/waiting-room')[0]!.url).searchParams.get('token')).toBe('token-7');
    // The bar goes on from where the place started.
    expect(screen.getByRole('progressbar', { name: 'Postup fronty' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
  });

  it("takes a place of its own when the stored one is another account's or the room does not know it", async () => {
    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({
        userUuid: 'someone-else',
        token: 'their-token',
        firstAhead: null,
        pass: 'p',
        passExpiresAt: null,
      }),
    );
    serve({ join: () => jsonResponse(201, drawn(9, 8, { token: 'mine' })) });
    renderRoom();
    expect((await screen.findByTestId('room-position')).textContent).toBe('9');
    expect(sent('/waiting-room')).toHaveLength(0);
    expect(storedWaitingRoomPlace(uuid)).toMatchObject({ userUuid: user.uuid, token: 'mine', pass: null });
    cleanup();

    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({
        userUuid: user.uuid,
        token: 'stale',
        firstAhead: null,
        pass: null,
        passExpiresAt: null,
      }),
    );
    serve({
      status: () => jsonResponse(404, { name: 'waitingRoomNotFound', message: 'No such place.' }),
      join: () => jsonResponse(201, drawn(12, 11, { token: 'fresh' })),
    });
    renderRoom();
    expect((await screen.findByTestId('room-position')).textContent).toBe('12');
    expect(storedWaitingRoomPlace(uuid)?.token).toBe('fresh');
  });

  it('offers to join again at the end when the place lapsed', async () => {
    serve({
      join: () =>
        jsonResponse(
          sent('/waiting-room/join').length > 1 ? 201 : 200,
          sent('/waiting-room/join').length > 1
            ? drawn(250, 200, { token: 'token-2' })
            : drawn(5, 0, { status: 'expired', ahead: null }),
        ),
    });
    renderRoom();
    expect(await screen.findByText('Vaše místo propadlo, protože jste nákup nezačali včas.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zařadit se znovu na konec fronty' }));
    expect((await screen.findByTestId('room-position')).textContent).toBe('250');
    expect(storedWaitingRoomPlace(uuid)).toMatchObject({ token: 'token-2', firstAhead: 200 });
  });

  it('says the room is closed, and that the holds refused the pass', async () => {
    localStorage.setItem(
      `tribuna.waitingRoom.${uuid}`,
      JSON.stringify({
        userUuid: user.uuid,
        token: 'token-1',
        firstAhead: 3,
        pass: null,
        passExpiresAt: null,
        passRefused: true,
      }),
    );
    serve({ status: () => jsonResponse(200, drawn(4, 3)) });
    renderRoom();
    expect(await screen.findByText(/Povolení k nákupu vypršelo nebo chybí/)).toBeTruthy();
    act(() => lastStream().send(drawn(4, 3, { status: 'closed', ahead: null })));
    expect(
      await screen.findByText('Čekárna je uzavřená: další zájemce už do prodeje nepouštíme.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zpět na akci' }).getAttribute('href')).toBe(
      `/akce-a-vstupenky/${uuid}`,
    );
  });

  it('asks for the place every few seconds while the stream is down, and opens a refused stream again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    serve({
      join: () => jsonResponse(201, drawn(30, 29)),
      status: () => jsonResponse(200, drawn(30, 29 - ++reads)),
    });
    renderRoom();
    expect((await screen.findByTestId('room-position')).textContent).toBe('30');
    const stream = lastStream();
    stream.fail(FakeEventSource.CLOSED);
    expect(await screen.findByText(/Spojení se přerušilo/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(Math.max(POLL_MS, STREAM_REOPEN_MS) + 100));
    await waitFor(() => expect(Number(screen.getByTestId('room-ahead').textContent)).toBeLessThan(29));
    expect(reads).toBeGreaterThan(0);
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    lastStream().open();
    expect(await screen.findByText(/Pořadí se mění živě/)).toBeTruthy();
  });

  it('tells an event without a room to go to the seats, and a room not open yet when it opens', async () => {
    serve({ shown: { ...event, waitingRoom: null } });
    renderRoom();
    expect(await screen.findByText('Tato akce čekárnu nemá, vstupenky můžete vybrat hned.')).toBeTruthy();
    expect(sent('/waiting-room/join')).toHaveLength(0);
    cleanup();

    serve({ shown: { ...event, waitingRoom: { ...event.waitingRoom!, opensAt: inAnHour } } });
    renderRoom();
    expect(await screen.findByText(/^Čekárna se otevře \d/)).toBeTruthy();
    expect(sent('/waiting-room/join')).toHaveLength(0);
  });

  it('speaks Slovak under /sk', async () => {
    await changeLanguage('sk');
    serve({ join: () => jsonResponse(201, drawn(7, 6)) });
    renderWithApp(
      <Routes>
        <Route path="/sk/app/podujatia-a-vstupenky/:uuid/cakaren" element={<WaitingRoomPage />} />
      </Routes>,
      { path: `/sk/app/podujatia-a-vstupenky/${uuid}/cakaren`, session: fakeSession({ user }) },
    );
    expect(await screen.findByText('Vaše poradie')).toBeTruthy();
    expect(announced()).toBe('Vaše poradie je 7. Pred vami je 6 ľudí.');
  });
});
