import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { jsonResponse, renderWithApp } from '../../../test/helpers';
import { VoucherOrderPage } from './VoucherOrderPage';

const fetchMock = vi.fn<typeof fetch>();
const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const subscription: PublicSubscription = {
  uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  language: 'cs',
  name: 'Věrný fanoušek',
  text: '<p>Zápasy</p>',
  image: null,
  type: 'permanent',
  validFrom: null,
  validTo: null,
  periodCount: null,
  periodUnit: null,
  renewing: false,
  sellable: true,
  voucherPurchasable: true,
  features: [],
  requiredDisplayFeatureUuids: [],
  prices: [],
  capacity: null,
  remaining: null,
  soldOut: false,
  owned: false,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v1/subscriptions/by-subscription-price/'))
      return jsonResponse(200, {
        subscription,
        price: { uuid: PRICE, label: 'Dospělý', amount: 129000, currency: 'CZK' },
      });
    return jsonResponse(404, { name: 'notFound', message: url });
  });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the gift voucher order', () => {
  it('asks for the same consent to the terms as every paid order, and orders nothing without it', async () => {
    renderWithApp(
      <Routes>
        <Route path="/clenstvi/objednavka-voucheru/:subscriptionPriceUuid" element={<VoucherOrderPage />} />
      </Routes>,
      { path: `/clenstvi/objednavka-voucheru/${PRICE}` },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Váš e-mail/ }), {
      target: { value: 'darce@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit kartou' }));
    expect(await screen.findByText('Pro zaplacení potvrďte souhlas s obchodními podmínkami.')).toBeTruthy();
    const box = screen.getByRole('checkbox', {
      name: 'Souhlasím s obchodními podmínkami a beru na vědomí, že objednávka zavazuje k platbě.',
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/orders/voucher'))).toBe(false);
  });
});
