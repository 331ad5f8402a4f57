import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { changeLanguage } from '../../../lib/i18n';
import { storedWaitingRoomPlace, storeWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { SubscriptionOrderPage } from './SubscriptionOrderPage';

const fetchMock = vi.fn<typeof fetch>();
const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const ORDER = '3d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e';

function membership(language: 'cs' | 'sk', over: Partial<PublicSubscription> = {}) {
  const eur = language === 'sk';
  const subscription: PublicSubscription = {
    uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    language,
    name: eur ? 'Mesačné členstvo' : 'Měsíční členství',
    text: '<p>Zápasy</p>',
    image: null,
    type: 'periodic',
    validFrom: null,
    validTo: null,
    periodCount: 1,
    periodUnit: 'month',
    renewing: true,
    sellable: true,
    voucherPurchasable: false,
    features: [{ uuid: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Obsah pro členy', type: 'display' }],
    requiredDisplayFeatureUuids: [],
    prices: [],
    capacity: null,
    remaining: null,
    soldOut: false,
    owned: false,
    ...over,
  };
  return {
    subscription,
    price: {
      uuid: PRICE,
      label: eur ? 'Dospelý' : 'Dospělý',
      amount: eur ? 4990 : 129000,
      currency: eur ? 'EUR' : 'CZK',
    },
  };
}

const order = (currency: 'CZK' | 'EUR') => ({
  uuid: ORDER,
  orderHash: 'secret-hash',
  status: 'pending',
  currency,
  total: currency === 'EUR' ? 4990 : 129000,
  language: currency === 'EUR' ? 'sk' : 'cs',
  email: 'fan@example.com',
  lines: [],
  expiresAt: '2026-11-23T10:30:00.000Z',
  payment: null,
  createdAt: '2026-11-23T10:00:00.000Z',
});

const gateway = {
  url: 'http://localhost/dev/gpwebpay/order.do',
  fields: { MERCHANTNUMBER: '123', ORDERNUMBER: '1042', DIGEST: 'x+y=' },
};

/** Answers the page's calls by address; `orders` answers POST /orders. */
function serve(byPrice: unknown, orders: () => Response = () => jsonResponse(201, order('CZK'))) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/v1/subscriptions/by-subscription-price/')) return jsonResponse(200, byPrice);
    if (url === '/api/v1/orders' && init?.method === 'POST') return orders();
    if (url === '/api/v1/orders/pre-complete') return jsonResponse(200, gateway);
    if (url === '/api/v1/auth/logged-user') return jsonResponse(200, testUser());
    return jsonResponse(404, { name: 'notFound', message: url });
  });
}
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  unbindCurrentOrder();
});
afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await changeLanguage('cs');
});

const render = (path = `/app/clenstvi/objednavka/${PRICE}`, user = testUser()) =>
  renderWithApp(
    <Routes>
      <Route path="/app/clenstvi/objednavka/:subscriptionPriceUuid" element={<SubscriptionOrderPage />} />
      <Route path="/sk/app/clenstvo/objednavka/:subscriptionPriceUuid" element={<SubscriptionOrderPage />} />
      <Route path="/app/clenstvi/objednavka/:subscriptionPriceUuid/cekarna" element={<p>Čekárna</p>} />
    </Routes>,
    { path, session: fakeSession({ user }) },
  );

describe('the membership order page', () => {
  it('sums up the membership, asks for the consent, then orders and posts the signed form to the gateway', async () => {
    serve(membership('cs'));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText('Měsíční členství')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka členství' })).toBeTruthy();
    expect(screen.getByText('Dospělý')).toBeTruthy();
    expect(screen.getByText('Obsah pro členy')).toBeTruthy();
    expect(screen.getByText('Na 1 měsíc, obnovuje se')).toBeTruthy();
    expect(screen.getByTestId('subscription-order-price').textContent?.replace(/\s/g, ' ')).toBe('1 290 Kč');
    expect(screen.getByText(/automaticky obnovovat/)).toBeTruthy();

    // Without the consent nothing is ordered.
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit' }));
    expect(await screen.findByText('Pro zaplacení potvrďte souhlas s obchodními podmínkami.')).toBeTruthy();
    expect(callsTo('/api/v1/orders')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [, init] = callsTo('/api/v1/orders')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      currency: 'CZK',
      lines: [{ kind: 'subscription', refUuid: PRICE, quantity: 1 }],
    });
    const [, payInit] = callsTo('/api/v1/orders/pre-complete')[0]!;
    expect(JSON.parse(String(payInit?.body))).toEqual({ orderUuid: ORDER, orderHash: 'secret-hash' });
    expect(currentOrder()).toEqual({ uuid: ORDER, orderHash: 'secret-hash' });
    const form = screen.getByTestId('gateway-form') as HTMLFormElement;
    expect(form.action).toBe(gateway.url);
    expect(Object.fromEntries(new FormData(form))).toEqual(gateway.fields);
    expect(screen.getByRole('button', { name: 'Zaplatit' })).toHaveProperty('disabled', true);
    submit.mockRestore();
  });

  it('sells in euros on the Slovak page', async () => {
    await changeLanguage('sk');
    serve(membership('sk'), () => jsonResponse(201, order('EUR')));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render(`/sk/app/clenstvo/objednavka/${PRICE}`);
    expect(await screen.findByText('Mesačné členstvo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka členstva' })).toBeTruthy();
    expect(screen.getByTestId('subscription-order-price').textContent?.replace(/\s/g, ' ')).toBe('49,90 €');
    fireEvent.click(screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatiť' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [, init] = callsTo('/api/v1/orders')[0]!;
    expect(JSON.parse(String(init?.body)).currency).toBe('EUR');
    submit.mockRestore();
  });

  it('says why the order cannot be made and keeps the buyer on the page', async () => {
    serve(membership('cs'), () => jsonResponse(409, { name: 'subscriptionSoldOut', message: 'full' }));
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Souhlasím/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Toto předplatné je vyprodané.');
    expect(currentOrder()).toBeNull();
    expect(callsTo('/api/v1/orders/pre-complete')).toHaveLength(0);
  });

  it('offers no payment for a membership the user holds, and says when the offer does not exist', async () => {
    serve(membership('cs', { owned: true }));
    render();
    expect(await screen.findByText('Toto členství už máte aktivní.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zaplatit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zpět na členství' }).getAttribute('href')).toBe('/clenstvi');
    cleanup();

    fetchMock.mockResolvedValue(jsonResponse(404, { name: 'subscriptionPriceNotFound', message: 'no' }));
    render();
    expect(await screen.findByText('Tato nabídka členství neexistuje nebo už není v prodeji.')).toBeTruthy();
  });

  describe('of a membership whose sale has a waiting room', () => {
    const room = {
      opensAt: '2026-11-23T09:00:00.000Z',
      saleStartsAt: '2026-11-23T10:00:00.000Z',
      paused: false,
      closed: false,
    };
    const limited = () => membership('cs', { capacity: 300, remaining: 300, waitingRoom: room });
    const PLAN = membership('cs').subscription.uuid;
    const admit = (pass: string) =>
      storeWaitingRoomPlace(PLAN, {
        userUuid: testUser().uuid,
        token: 'token-m',
        firstAhead: 4,
        pass,
        passExpiresAt: new Date(Date.now() + 600_000).toISOString(),
        passRefused: false,
      });

    it('sends a visitor without a pass to the room first', async () => {
      serve(limited());
      const { location } = render();
      await waitFor(() => expect(location()).toBe(`/app/clenstvi/objednavka/${PRICE}/cekarna`));
      expect(screen.getByText('Čekárna')).toBeTruthy();
    });

    it('orders with the pass of a visitor let in', async () => {
      serve(limited());
      admit('pass-m');
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      render();
      fireEvent.click(await screen.findByRole('checkbox', { name: /Souhlasím/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zaplatit' }));
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      const [input, init] = callsTo('/api/v1/orders')[0]!;
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      expect(request.headers.get('x-waiting-room-pass')).toBe('pass-m');
      submit.mockRestore();
    });

    it('takes a visitor whose pass the order refused back to the room', async () => {
      serve(limited(), () =>
        jsonResponse(403, {
          name: 'waitingRoomPassRequired',
          message: 'No pass.',
          details: { reason: 'expired' },
        }),
      );
      admit('pass-old');
      const { location } = render();
      fireEvent.click(await screen.findByRole('checkbox', { name: /Souhlasím/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Zaplatit' }));
      await waitFor(() => expect(location()).toBe(`/app/clenstvi/objednavka/${PRICE}/cekarna`));
      expect(storedWaitingRoomPlace(PLAN)).toMatchObject({ pass: null, passRefused: true });
      expect(currentOrder()).toBeNull();
    });
  });
});
