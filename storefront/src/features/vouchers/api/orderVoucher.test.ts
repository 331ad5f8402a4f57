import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { jsonResponse } from '../../../test/helpers';
import { payVoucherOrder } from './orderVoucher';

const fetchMock = vi.fn<typeof fetch>();
const order = { uuid: '3d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e', orderHash: 'gift-hash' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  unbindCurrentOrder();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('paying a gift voucher order', () => {
  it('binds the order to this browser, so the return page can show the buyer their vouchers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { url: 'https://gate.example/order.do', fields: {} }));
    await payVoucherOrder(order);
    expect(currentOrder()).toEqual(order);
  });

  it('binds nothing when the payment cannot start', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { name: 'orderPaymentStatusConflict', message: 'paid' }));
    await expect(payVoucherOrder(order)).rejects.toThrow();
    expect(currentOrder()).toBeNull();
  });
});
