import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminOrderVoucherDetail } from '@tribuna/common/schemas/vouchers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/renderApp';
import { renderResource } from '../test/renderResource';
import OrderVoucherList from './OrderVoucherList';
import OrderVoucherShow from './OrderVoucherShow';

const O = '55555555-5555-4555-8555-555555555555';
const order: AdminOrderVoucherDetail & { id: string } = {
  id: O,
  uuid: O,
  paidAt: '2026-11-23T10:02:00.000Z',
  email: 'jana@example.com',
  language: 'cs',
  currency: 'CZK',
  total: 240_000,
  subscriptionPriceUuid: '11111111-1111-4111-8111-111111111111',
  subscriptionName: 'Sezóna 2027',
  quantity: 2,
  deliveryType: 'physical',
  deliveryAddress: { name: 'Jana Nováková', street: 'Dlouhá 12', city: 'Brno', zip: '602 00', country: 'CZ' },
  invoiceName: 'Nováková s.r.o.',
  invoiceStreet: 'Dlouhá 12',
  invoiceCity: 'Brno',
  invoiceZip: '602 00',
  cin: '25596641',
  tin: null,
  dispatchStatus: 'waiting',
  shippedAt: null,
  shippedByUserUuid: null,
  codes: ['ABCDEFGHJKLM', 'NPQRSTUVWXYZ'],
  createdAt: '2026-11-23T10:00:00.000Z',
  vouchers: [],
};

function dispatchApi() {
  let current = order;
  const markOrderVoucherShipped = vi.fn(async (_id: string, shipped: boolean) => {
    current = {
      ...current,
      dispatchStatus: shipped ? 'shipped' : 'waiting',
      shippedAt: shipped ? '2026-11-23T12:30:00.000Z' : null,
    };
    return { data: current };
  });
  const dataProvider = fakeDataProvider({
    getList: vi.fn(async () => ({ data: [current], total: 1 })),
    getOne: vi.fn(async () => ({ data: current })),
    markOrderVoucherShipped,
  });
  return { dataProvider, markOrderVoucherShipped };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('voucher dispatch', () => {
  it('lists physical orders waiting to be sent; a package dispatcher marks one sent and the row shows it', async () => {
    const { dataProvider, markOrderVoucherShipped } = dispatchApi();
    renderResource(<OrderVoucherList />, {
      resource: 'order-vouchers',
      path: '/order-vouchers',
      roles: ['package_dispatcher'],
      dataProvider,
    });
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'order-vouchers',
      expect.objectContaining({ filter: { deliveryType: 'physical', shipped: 'false' } }),
    );
    expect(screen.getByText('Jana Nováková, Dlouhá 12, 602 00 Brno')).toBeTruthy();
    expect(screen.getByText('Čeká na odeslání')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Označit jako odeslané' }));
    await waitFor(() => expect(markOrderVoucherShipped).toHaveBeenCalledWith(O, true));
    expect(await screen.findByText('23.11.2026 13:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vrátit mezi neodeslané' })).toBeTruthy();
  });

  it('offers every filter of the API', async () => {
    renderResource(<OrderVoucherList />, {
      resource: 'order-vouchers',
      path: '/order-vouchers',
      roles: ['package_dispatcher'],
      dataProvider: dispatchApi().dataProvider,
    });
    await screen.findByText('jana@example.com');
    fireEvent.click(screen.getByRole('button', { name: /Přidat filtr/ }));
    for (const name of ['Fakturační jméno', 'Fakturační PSČ', 'IČO', 'DIČ', 'Vytvořeno', 'Kód voucheru']) {
      expect(await screen.findByRole('menuitemcheckbox', { name })).toBeTruthy();
    }
  });

  it('shows an order admin the detail with address and invoice, without marking it sent', async () => {
    renderResource(<OrderVoucherShow />, {
      resource: 'order-vouchers',
      path: `/order-vouchers/${O}/show`,
      route: '/order-vouchers/:id/show',
      roles: ['order_admin'],
      dataProvider: dispatchApi().dataProvider,
    });
    expect(await screen.findByText('Nováková s.r.o.')).toBeTruthy();
    expect(screen.getByText('25596641')).toBeTruthy();
    expect(screen.getByText('Poštou')).toBeTruthy();
    expect(screen.getByText('Vouchery vzniknou po zaplacení')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Označit jako odeslané' })).toBeNull();
  });

  it('shows a dispatcher the codes to pack without opening the vouchers; staff who may read vouchers open them', async () => {
    const withVouchers = {
      ...order,
      vouchers: [
        {
          uuid: '66666666-6666-4666-8666-666666666666',
          code: 'ABCDEFGHJKLM',
          claimedAt: null,
          validUntil: null,
        },
      ],
    };
    for (const [roles, link] of [
      [['order_admin'], true],
      [['package_dispatcher'], false],
    ] as const) {
      renderResource(<OrderVoucherShow />, {
        resource: 'order-vouchers',
        path: `/order-vouchers/${O}/show`,
        route: '/order-vouchers/:id/show',
        roles: [...roles],
        dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: withVouchers })) }),
      });
      if (link) expect(await screen.findByRole('link', { name: 'ABCD-EFGH-JKLM' })).toBeTruthy();
      else {
        // Once the dispatcher's own rights are known (the "sent" button shows), the code is plain text.
        await screen.findByRole('button', { name: 'Označit jako odeslané' });
        expect(screen.getByText('ABCD-EFGH-JKLM')).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'ABCD-EFGH-JKLM' })).toBeNull();
      }
      cleanup();
    }
  });
});
