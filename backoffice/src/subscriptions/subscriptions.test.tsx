import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminSubscription } from '@tribuna/common/schemas/subscriptions';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const S = '33333333-3333-4333-8333-333333333333';
const P = '22222222-2222-4222-8222-222222222222';
const membership: AdminSubscription = {
  uuid: S,
  name: { cs: 'Sezóna' },
  text: { cs: '<p>Celá sezóna</p>' },
  image: null,
  type: 'permanent',
  validFrom: null,
  validTo: null,
  periodCount: null,
  periodUnit: null,
  renewing: false,
  featureUuids: [],
  requiredDisplayFeatureUuids: [],
  sellable: true,
  capacity: null,
  voucherPurchasable: false,
  position: 0,
  prices: [{ uuid: P, label: { cs: 'Dospělý' }, amountCzk: 129000, amountEur: 4990 }],
  activeCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('membership editor', () => {
  it('shows prices in crowns and euros at the spec path and saves them in minor units with their uuid', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...membership, id: S } })),
      update: vi.fn(async (_resource: string, params: { data: object }) => ({
        data: { ...params.data, id: S },
      })),
    });
    renderApp(`/admin/clenstvi/${S}/upravit`, ['subscription_admin'], dataProvider);
    const czk = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Cena v Kč' });
    const eur = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Cena v €' });
    expect(czk.value).toBe('1290');
    expect(eur.value).toBe('49.9');

    fireEvent.change(czk, { target: { value: '1390.5' } });
    fireEvent.change(eur, { target: { value: '54.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    // Saving is undoable: the change is sent once the notification's time has run out.
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'subscriptions',
        expect.objectContaining({
          data: expect.objectContaining({
            prices: [expect.objectContaining({ uuid: P, amountCzk: 139050, amountEur: 5490 })],
          }),
        }),
      ),
    );
  }, 60_000);
});
