import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import { bindOrder, currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { OrderPage } from './OrderPage';

const fetchMock = vi.fn<typeof fetch>();

const order: Order = {
  uuid: '3d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
  orderHash: 'secret-hash',
  status: 'pending',
  currency: 'CZK',
  total: 90_000,
  language: 'cs',
  email: 'fan@example.com',
  holdToken: null,
  lines: [
    {
      uuid: '0f0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
      kind: 'subscription',
      refUuid: '1f0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
      label: 'Členství Sezóna 2027',
      quantity: 2,
      unitAmount: 45_000,
      amount: 90_000,
    },
  ],
  expiresAt: '2026-11-23T10:30:00.000Z',
  payment: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  unbindCurrentOrder();
});
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const render = () =>
  renderWithApp(<OrderPage />, { path: '/app/objednavka', session: fakeSession({ user: testUser() }) });

describe('the cart', () => {
  it('shows the current order, asks for the consent to the terms, and posts the gateway form as a real HTML form', async () => {
    bindOrder({ uuid: order.uuid, orderHash: order.orderHash });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, order));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText('Členství Sezóna 2027')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('900 Kč');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      `/api/v1/orders/${order.uuid}?orderHash=${order.orderHash}`,
    );

    // A ticket order is paid here: without the consent nothing is paid.
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit kartou' }));
    expect(await screen.findByText('Pro zaplacení potvrďte souhlas s obchodními podmínkami.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Souhlasím s obchodními podmínkami a beru na vědomí, že objednávka zavazuje k platbě.',
      }),
    );
    expect(screen.queryByText('Pro zaplacení potvrďte souhlas s obchodními podmínkami.')).toBeNull();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        url: 'https://test.3dsecure.gpwebpay.com/pgw/order.do',
        fields: { MERCHANTNUMBER: '123', ORDERNUMBER: '1042', DIGEST: 'x+y=' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit kartou' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = screen.getByTestId('gateway-form') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://test.3dsecure.gpwebpay.com/pgw/order.do');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      MERCHANTNUMBER: '123',
      ORDERNUMBER: '1042',
      DIGEST: 'x+y=',
    });
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderUuid: order.uuid, orderHash: order.orderHash });
    submit.mockRestore();
  });

  it('forgets an order the server no longer knows', async () => {
    bindOrder({ uuid: order.uuid, orderHash: order.orderHash });
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { name: 'orderNotFound', message: 'gone' }));
    render();
    expect(await screen.findByText('Nemáte žádnou rozpracovanou objednávku.')).toBeTruthy();
    await waitFor(() => expect(currentOrder()).toBeNull());
    // A silent error: no toast.
    expect(screen.queryByText('Objednávka nebyla nalezena.')).toBeNull();
  });

  it('shows an empty cart without a current order, asking nobody', () => {
    render();
    expect(screen.getByText('Nemáte žádnou rozpracovanou objednávku.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a payment that cannot start', () => {
  it('says so within seconds and lets the order go when the browser refuses to post the form', async () => {
    bindOrder({ uuid: order.uuid, orderHash: order.orderHash });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, order));
    // The Content-Security-Policy's form-action refuses the post: the page never leaves.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), {
          effectiveDirective: 'form-action',
          violatedDirective: 'form-action',
        }),
      );
    });
    render();
    await screen.findByText('Členství Sezóna 2027');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { url: 'http://localhost:3000/dev/gpwebpay/order.do', fields: { ORDERNUMBER: '1' } }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...order, status: 'rejected' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatit kartou' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Platební bránu se nepodařilo otevřít. Objednávku jsme zrušili a nic jsme vám nestrhli; zkuste to prosím znovu.',
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[2]!;
    expect(init?.method).toBe('DELETE');
    expect(String(url)).toBe(`/api/v1/orders/${order.uuid}?orderHash=${order.orderHash}`);
    await waitFor(() => expect(currentOrder()).toBeNull());
    expect(screen.queryByText('Přesměrováváme na platební bránu…')).toBeNull();
    submit.mockRestore();
  });
});
