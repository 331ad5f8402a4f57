import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import { changeLanguage } from '../../../lib/i18n';
import { storedWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { MembershipWaitingRoomPage } from './MembershipWaitingRoomPage';

vi.mock('../../../lib/captcha', () => ({
  captchaToken: vi.fn(async (action: string) => `captcha-for-${action}`),
  setCaptchaSiteKey: vi.fn(),
}));

const PLAN = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PRICE = '6d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const user = testUser();
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();

const membership = (room: PublicSubscription['waitingRoom']): PublicSubscription => ({
  uuid: PLAN,
  language: 'cs',
  name: 'Permanentka 2027',
  text: '<p>Všechny zápasy</p>',
  image: null,
  type: 'permanent',
  validFrom: null,
  validTo: null,
  periodCount: null,
  periodUnit: null,
  renewing: false,
  sellable: true,
  voucherPurchasable: false,
  features: [],
  requiredDisplayFeatureUuids: [],
  prices: [],
  capacity: 500,
  remaining: 500,
  soldOut: false,
  owned: false,
  waitingRoom: room,
});
const room = { opensAt: anHourAgo, saleStartsAt: anHourAgo, paused: false, closed: false };

const place = (overrides: Partial<WaitingRoomPlace> = {}): WaitingRoomPlace => ({
  token: 'token-m',
  status: 'waiting',
  position: 4,
  ahead: 3,
  estimatedWaitSeconds: 20,
  opensAt: anHourAgo,
  saleStartsAt: anHourAgo,
  paused: false,
  pass: null,
  passExpiresAt: null,
  ...overrides,
});

/** An EventSource double that the test sends `status` messages through. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  listeners = new Map<string, (event: MessageEvent<unknown>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  send(data: WaitingRoomPlace) {
    act(() => this.listeners.get('status')?.(new MessageEvent('status', { data: JSON.stringify(data) })));
  }
}

const fetchMock = vi.fn<typeof fetch>();
const requests: Request[] = [];
function serve(shown: PublicSubscription, join: () => Response = () => jsonResponse(201, place())) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const path = new URL(request.url).pathname;
    if (path === `/api/v1/subscriptions/by-subscription-price/${PRICE}`)
      return jsonResponse(200, {
        subscription: shown,
        price: { uuid: PRICE, label: 'Dospělý', amount: 129000, currency: 'CZK' },
      });
    if (path === `/api/v1/subscriptions/${PLAN}/waiting-room/join`) return join();
    return jsonResponse(500, { name: 'internalError' });
  });
}

const renderRoom = () =>
  renderWithApp(
    <Routes>
      <Route
        path="/app/clenstvi/objednavka/:subscriptionPriceUuid/cekarna"
        element={<MembershipWaitingRoomPage />}
      />
      <Route path="/app/clenstvi/objednavka/:subscriptionPriceUuid" element={<p>Objednávka</p>} />
    </Routes>,
    { path: `/app/clenstvi/objednavka/${PRICE}/cekarna`, session: fakeSession({ user }) },
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  requests.length = 0;
  FakeEventSource.opened = [];
  vi.unstubAllGlobals();
  localStorage.clear();
  await changeLanguage('cs');
});

describe('the waiting room of a membership', () => {
  it('joins the membership’s room, follows its stream and goes on to the order with the pass', async () => {
    serve(membership(room));
    const { location } = renderRoom();

    expect(await screen.findByRole('heading', { level: 1, name: 'Permanentka 2027' })).toBeTruthy();
    expect(screen.getByText('Čekárna na členství')).toBeTruthy();
    expect((await screen.findByTestId('room-position')).textContent).toBe('4');
    const join = requests.find((r) => new URL(r.url).pathname.endsWith('/waiting-room/join'));
    expect(join?.method).toBe('POST');
    expect(join?.headers.get('google-recaptcha-token')).toBe('captcha-for-loged_user');
    // The place is the membership's (every price variant of it waits in one line).
    expect(storedWaitingRoomPlace(PLAN)).toMatchObject({ token: 'token-m', userUuid: user.uuid });
    const stream = FakeEventSource.opened.at(-1)!;
    expect(stream.url).toBe(`/api/v1/subscriptions/${PLAN}/waiting-room/stream?token=token-m`);

    const passExpiresAt = new Date(Date.now() + 600_000).toISOString();
    stream.send(place({ status: 'admitted', ahead: null, pass: 'pass-m', passExpiresAt }));
    const next = await screen.findByRole('link', { name: 'Pokračovat k objednávce' });
    expect(screen.getAllByText('Jste na řadě! Za chvíli vás převedeme k objednávce členství.')).toHaveLength(
      2,
    );
    expect(next.getAttribute('href')).toBe(`/app/clenstvi/objednavka/${PRICE}`);
    expect(storedWaitingRoomPlace(PLAN)).toMatchObject({ pass: 'pass-m', passExpiresAt });
    await waitFor(() => expect(location()).toBe(`/app/clenstvi/objednavka/${PRICE}`), { timeout: 6000 });
  });

  it('says when the membership has no room and offers the order at once (in Slovak too)', async () => {
    await changeLanguage('sk');
    serve(membership(null));
    renderRoom();
    expect(await screen.findByText('Toto členstvo čakáreň nemá, môžete si ho kúpiť hneď.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kúpiť členstvo' }).getAttribute('href')).toBe(
      `/app/clenstvi/objednavka/${PRICE}`,
    );
    expect(requests.some((r) => r.url.includes('/waiting-room/join'))).toBe(false);
  });

  it('tells the visitor when joining failed and lets them try again', async () => {
    serve(membership(room), () => jsonResponse(503, { name: 'serviceUnavailable', message: 'busy' }));
    renderRoom();
    expect(
      await screen.findByText('Do čekárny se nepodařilo vstoupit. Zkuste to prosím znovu.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });
});
