import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderDetail } from '@tribuna/common/schemas/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const O = '55555555-5555-4555-8555-555555555555';
const order: AdminOrderDetail = {
  uuid: O,
  userUuid: '44444444-4444-4444-8444-444444444444',
  status: 'rejected',
  currency: 'CZK',
  total: 120_000,
  language: 'cs',
  email: 'jana@example.com',
  flaggedForStaff: true,
  flagReason: 'paidNotFulfilled',
  expiresAt: '2026-11-23T10:30:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
  lines: [
    {
      uuid: '66666666-6666-4666-8666-666666666666',
      kind: 'subscription',
      refUuid: '77777777-7777-4777-8777-777777777777',
      label: 'Členství Sezóna 2027',
      quantity: 1,
      unitAmount: 120_000,
      amount: 120_000,
    },
  ],
  attempts: [
    {
      uuid: '88888888-8888-4888-8888-888888888888',
      orderNumber: '1042',
      kind: 'card',
      amount: 120_000,
      currency: 'CZK',
      status: 'paid',
      prCode: 0,
      srCode: 0,
      resultText: 'OK',
      recurringMaster: false,
      gatewayAnswer: { PRCODE: '0', SRCODE: '0', ORDERNUMBER: '1042' },
      createdAt: '2026-11-23T10:01:00.000Z',
      completedAt: '2026-11-23T10:02:00.000Z',
    },
  ],
  history: [
    {
      from: null,
      to: 'pending',
      actorKind: 'user',
      actorUuid: null,
      reason: null,
      at: '2026-11-23T10:00:00.000Z',
    },
    {
      from: 'pending',
      to: 'rejected',
      actorKind: 'gateway',
      actorUuid: null,
      reason: 'paidNotFulfilled',
      at: '2026-11-23T10:02:00.000Z',
    },
  ],
};
const record = { ...order, id: O };

const updateOrderStatus = vi.fn(async () => ({
  data: { ...record, status: 'admin_granted', flaggedForStaff: false },
}));

function ordersApi() {
  return fakeDataProvider({
    getList: vi.fn(async () => ({ data: [record], total: 1 })),
    getOne: vi.fn(async () => ({ data: record })),
    updateOrderStatus,
    resendOrderEmail: vi.fn(async () => undefined),
  });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('orders', () => {
  it('lists orders with their status, flag and total, and filters by status', async () => {
    const { dataProvider } = renderApp('/admin/orders', ['accountant'], ordersApi());
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(screen.getByText('Zamítnutá')).toBeTruthy();
    expect(screen.getByText('Zaplaceno, nevyřízeno')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1 200 Kč')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stav' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Čeká na zaplacení' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ filter: { status: 'pending' } }),
      ),
    );
  });

  it('shows lines, attempts with the gateway answer and the history; read-only roles cannot accept', async () => {
    renderApp(`/admin/orders/${O}/show`, ['accountant'], ordersApi());
    expect(await screen.findByText('Členství Sezóna 2027')).toBeTruthy();
    // The line's kind in the back office's language, not the API's `subscription`.
    const lines = screen.getByRole('region', { name: 'Položky' });
    expect(within(lines).getByText('Členství')).toBeTruthy();
    expect(within(lines).queryByText('subscription')).toBeNull();
    const attempts = screen.getByRole('region', { name: 'Pokusy o platbu' });
    expect(within(attempts).getByText('1042')).toBeTruthy();
    expect(within(attempts).getByText('Zaplaceno')).toBeTruthy();
    expect(within(attempts).getByText(/"PRCODE": "0"/)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historie stavů' });
    expect(within(history).getByText('Platební brána')).toBeTruthy();
    expect(within(history).getByText('Zaplaceno, ale nevyřízeno')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Přijmout ručně' })).toBeNull();
  });

  it('lets an order admin accept an order by hand, only with a reason', async () => {
    renderApp(`/admin/orders/${O}/show`, ['order_admin'], ordersApi());
    fireEvent.click(await screen.findByRole('button', { name: 'Přijmout ručně' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přijmout objednávku ručně' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Přijmout a vyřídit' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Důvod (uloží se do historie)'), {
      target: { value: 'Doručeno ručně na pokladně' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(updateOrderStatus).toHaveBeenCalledWith({
        orderUuid: O,
        status: 'admin_granted',
        reason: 'Doručeno ručně na pokladně',
      }),
    );
    expect(await screen.findByText('Objednávka byla přijata a vyřízena')).toBeTruthy();
  });
  it('links an order to its invoice for staff who read invoices', async () => {
    const invoice = { id: '99999999-9999-4999-8999-999999999999', number: '126000042', orderUuid: O };
    const getList = vi.fn(async (resource: string) =>
      resource === 'invoices' ? { data: [invoice], total: 1 } : { data: [record], total: 1 },
    );
    renderApp(
      `/admin/orders/${O}/show`,
      ['accountant'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: record })), getList }),
    );
    const link = await screen.findByRole('link', { name: 'Faktura 126000042' });
    expect(link.getAttribute('href')).toBe(`/admin/invoices/${invoice.id}/show`);
    expect(getList).toHaveBeenCalledWith('invoices', expect.objectContaining({ filter: { orderUuid: O } }));
  });
});
