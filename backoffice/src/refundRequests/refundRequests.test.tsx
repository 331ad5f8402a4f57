import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const Q = '21212121-2121-4121-8121-212121212121';
const O = '55555555-5555-4555-8555-555555555555';
const R = '12121212-1212-4212-8212-121212121212';
const request = (values: Partial<RefundRequest> = {}): RefundRequest & { id: string } => ({
  id: Q,
  uuid: Q,
  orderUuid: O,
  eventUuid: '44444444-4444-4444-8444-444444444444',
  eventName: 'Derby',
  userUuid: '33333333-3333-4333-8333-333333333333',
  email: 'jana@example.com',
  status: 'requested',
  amount: 90_000,
  currency: 'CZK',
  refundUuid: null,
  rejectReason: null,
  createdAt: '2026-12-02T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  ...values,
});

afterEach(() => {
  window.localStorage.clear();
});

describe('refund requests', () => {
  it('lists the open requests first; an order admin approves one and it links its refund', async () => {
    let current = request();
    const approveRefundRequest = vi.fn(async () => {
      current = request({ status: 'approved', refundUuid: R });
      return current;
    });
    const { dataProvider } = renderApp(
      '/admin/refund-requests',
      ['order_admin'],
      fakeDataProvider({
        getList: vi.fn(async () => ({ data: [current], total: 1 })),
        approveRefundRequest,
      }),
    );
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(screen.getByText('Derby')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '900 Kč')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'refund-requests',
      expect.objectContaining({ filter: { status: 'requested' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(approveRefundRequest).toHaveBeenCalledWith(Q));
    expect(await screen.findByText('Žádost je schválená, peníze se vracejí.')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Zobrazit vrácení' });
    expect(link.getAttribute('href')).toBe(`/admin/refunds/${R}/show`);
  });

  it('rejects a request with a reason, and names a refusal', async () => {
    const rejectRefundRequest = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('apiError.refundRequestClosed', 409, {}))
      .mockResolvedValueOnce(request({ status: 'rejected', rejectReason: 'Po lhůtě' }));
    renderApp(
      '/admin/refund-requests',
      ['order_admin'],
      fakeDataProvider({
        getList: vi.fn(async () => ({ data: [request()], total: 1 })),
        rejectRefundRequest,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Zamítnout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamítnout žádost o vrácení peněz' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Důvod' }), {
      target: { value: 'Po lhůtě' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'O vrácení peněz už nelze požádat, nebo už o žádosti bylo rozhodnuto.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamítnout' }));
    await waitFor(() => expect(rejectRefundRequest).toHaveBeenLastCalledWith(Q, { reason: 'Po lhůtě' }));
    expect(await screen.findByText('Žádost je zamítnutá.')).toBeTruthy();
  });

  it("decides on the request's own page, where a phone's list leads", async () => {
    const approveRefundRequest = vi.fn(async () => request({ status: 'approved', refundUuid: R }));
    renderApp(
      `/admin/refund-requests/${Q}/show`,
      ['order_admin'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: request() })), approveRefundRequest }),
    );
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobrazit objednávku' }).getAttribute('href')).toBe(
      `/admin/orders/${O}/show`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(approveRefundRequest).toHaveBeenCalledWith(Q));
  });

  it('shows an accountant the requests without the decision buttons', async () => {
    renderApp(
      '/admin/refund-requests',
      ['accountant'],
      fakeDataProvider({ getList: vi.fn(async () => ({ data: [request()], total: 1 })) }),
    );
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(screen.getByRole('row', { name: /jana@example.com/ }).textContent).toContain('Čeká na rozhodnutí');
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zamítnout' })).toBeNull();
  });
});
