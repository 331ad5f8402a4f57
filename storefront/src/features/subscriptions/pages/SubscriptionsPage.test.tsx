import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { changeLanguage } from '../../../lib/i18n';
import { takeSubscriptionChoice } from '../../../lib/subscriptionChoice';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { SubscriptionsPage } from './SubscriptionsPage';

const fetchMock = vi.fn<typeof fetch>();
const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

function membership(over: Partial<PublicSubscription>, language: 'cs' | 'sk'): PublicSubscription {
  const eur = language === 'sk';
  return {
    uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    language,
    name: eur ? 'Sezónna permanentka' : 'Sezónní permanentka',
    text: '<p>Všechny zápasy</p>',
    image: null,
    type: 'seasonal',
    validFrom: '2025-07-01',
    validTo: '2026-06-30',
    periodCount: null,
    periodUnit: null,
    renewing: false,
    sellable: true,
    voucherPurchasable: true,
    features: [{ uuid: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Obsah pro členy', type: 'display' }],
    requiredDisplayFeatureUuids: [],
    prices: [
      {
        uuid: PRICE,
        label: eur ? 'Dospelý' : 'Dospělý',
        amount: eur ? 4990 : 129000,
        currency: eur ? 'EUR' : 'CZK',
      },
    ],
    capacity: null,
    remaining: null,
    soldOut: false,
    owned: false,
    ...over,
  };
}

let answer: (language: 'cs' | 'sk') => PublicSubscription[] = (language) => [membership({}, language)];

function render(path = '/clenstvi', user: ReturnType<typeof testUser> | null = null) {
  return renderWithApp(
    <Routes>
      {['/clenstvi', '/sk/clenstvo'].map((p) => (
        <Route key={p} path={p} element={<SubscriptionsPage />} />
      ))}
      <Route path="/prihlaseni" element={<p>Přihlášení</p>} />
    </Routes>,
    { path, session: fakeSession({ user }) },
  );
}

// Intl separates thousands and the currency with no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  fetchMock.mockImplementation(async (url, init) => {
    const language = new Headers(init?.headers).get('X-App-Lang') === 'sk' ? 'sk' : 'cs';
    return String(url) === '/api/v1/subscriptions'
      ? jsonResponse(200, { data: answer(language) })
      : jsonResponse(404, { name: 'notFound', message: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  answer = (language) => [membership({}, language)];
  await changeLanguage('cs');
});

describe('memberships page', () => {
  it('shows each membership with its features and the price in crowns on the Czech page', async () => {
    render();
    const card = await screen.findByRole('article', { name: 'Sezónní permanentka' });
    expect(within(card).getByText('Obsah pro členy')).toBeTruthy();
    expect(within(card).getByText('Sezóna 01.07.2025 – 30.06.2026')).toBeTruthy();
    expect(plain(within(card).getByText(/Kč$/).textContent)).toBe('1 290 Kč');
    const buy = within(card).getByRole<HTMLButtonElement>('button', { name: /^Koupit/ });
    expect(buy.disabled).toBe(false);
    // The gift-voucher order does not exist yet: no button leads to it.
    expect(within(card).queryByRole('button', { name: /^Darovat/ })).toBeNull();
  });

  it('asks in Slovak on the Slovak page and shows the price in euros', async () => {
    await changeLanguage('sk');
    render('/sk/clenstvo');
    const card = await screen.findByRole('article', { name: 'Sezónna permanentka' });
    expect(plain(within(card).getByText(/€$/).textContent)).toBe('49,90 €');
    expect(within(card).getByRole('button', { name: /^Kúpiť/ })).toBeTruthy();
  });

  it('marks a sold-out membership and one the user holds, and offers neither for sale', async () => {
    answer = (language) => [
      membership({ soldOut: true, capacity: 10, remaining: 0 }, language),
      membership(
        { uuid: '3a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Měsíční', owned: true, type: 'permanent' },
        language,
      ),
    ];
    render('/clenstvi', testUser());
    const soldOut = await screen.findByRole('article', { name: 'Sezónní permanentka' });
    expect(within(soldOut).getByText('Vyprodáno')).toBeTruthy();
    expect(within(soldOut).getByRole<HTMLButtonElement>('button', { name: /^Koupit/ }).disabled).toBe(true);
    // The sold-out one takes a place in its waiting list instead; the one held needs none.
    const list = within(soldOut).getByRole('region', { name: 'Čekací listina' });
    expect(
      await within(list).findByRole('button', { name: 'Zařadit se do čekací listiny na členství' }),
    ).toBeTruthy();
    // One place a person: nothing to choose.
    expect(within(list).queryByRole('combobox')).toBeNull();
    const owned = screen.getByRole('article', { name: 'Měsíční' });
    expect(within(owned).getByText('Máte aktivní')).toBeTruthy();
    expect(within(owned).getByText('Napořád')).toBeTruthy();
    expect(within(owned).getByRole<HTMLButtonElement>('button', { name: /^Koupit/ }).disabled).toBe(true);
    expect(within(owned).queryByRole('region', { name: 'Čekací listina' })).toBeNull();
  });

  it('says so when no membership is on sale', async () => {
    answer = () => [];
    render();
    expect(await screen.findByText('Zatím tu nejsou žádná členství v prodeji.')).toBeTruthy();
  });

  it('keeps the choice of a visitor for after the login and sends them to sign in', async () => {
    const { location } = render();
    const card = await screen.findByRole('article', { name: 'Sezónní permanentka' });
    fireEvent.click(within(card).getByRole('button', { name: /^Koupit/ }));
    expect(await screen.findByText('Přihlášení')).toBeTruthy();
    expect(location()).toBe(`/prihlaseni?redirect=${encodeURIComponent('/clenstvi')}`);
    expect(takeSubscriptionChoice()).toBe(PRICE);
  });
});

describe('a membership without a price in the visitor’s currency', () => {
  it('shows the variant as unavailable on the Slovak page, never in crowns, and does not sell it', async () => {
    // Named in Czech only (its texts fall back to Czech), priced in euros for one variant only.
    answer = () => [
      membership(
        {
          language: 'cs',
          name: 'Sezónní permanentka',
          prices: [
            { uuid: PRICE, label: 'Dospělý', amount: 0, currency: 'EUR' },
            { uuid: '8a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', label: 'Senior', amount: 3990, currency: 'EUR' },
          ],
        },
        'sk',
      ),
    ];
    await changeLanguage('sk');
    render('/sk/clenstvo', testUser());
    const card = await screen.findByRole('article', { name: 'Sezónní permanentka' });
    expect(within(card).getByText('V € sa nedá kúpiť')).toBeTruthy();
    expect(plain(within(card).getByText(/€$/).textContent)).toBe('39,90 €');
    expect(within(card).queryByText(/Kč/)).toBeNull();
    const [unpriced, priced] = within(card).getAllByRole<HTMLButtonElement>('button', { name: /^Kúpiť/ });
    expect(unpriced!.disabled).toBe(true);
    expect(unpriced!.getAttribute('aria-label')).toContain('V € sa nedá kúpiť');
    expect(priced!.disabled).toBe(false);
  });
});
