import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import { bindOrder, currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { dismissAllToasts } from '../../../lib/toast';
import { jsonResponse, renderWithApp, testUser, fakeSession } from '../../../test/helpers';
import { OrderCompletedPage } from './OrderCompletedPage';

const fetchMock = vi.fn<typeof fetch>();

const order: Order = {
  uuid: '3d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
  orderHash: 'hash',
  status: 'accepted',
  currency: 'CZK',
  total: 45_000,
  language: 'cs',
  email: 'fan@example.com',
  holdToken: null,
  lines: [],
  expiresAt: '2026-11-23T10:30:00.000Z',
  payment: 'paid',
  createdAt: '2026-11-23T10:00:00.000Z',
};

const answer =
  'OPERATION=CREATE_ORDER&ORDERNUMBER=1042&PRCODE=0&SRCODE=0&RESULTTEXT=OK&DIGEST=abc%2B%3D&DIGEST1=def';
const completions = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === '/api/v1/orders/complete');
const completionUrl = (index = 0) => new URL(String(completions()[index]![0]), 'http://localhost');

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

const render = (path = `/objednavka/dokoncena?${answer}`) =>
  renderWithApp(<OrderCompletedPage />, { path, session: fakeSession({ user: testUser() }) });

describe('the page the payment gateway sends the buyer back to', () => {
  it('sends every field of the answer once, as received, and says the order is paid', async () => {
    bindOrder({ uuid: order.uuid, orderHash: 'hash' });
    fetchMock.mockResolvedValue(jsonResponse(200, { order, outcome: 'paid' }));
    render();
    expect(await screen.findByText(/Platba proběhla v pořádku/)).toBeTruthy();
    expect(completions()).toHaveLength(1);
    const [, init] = completions()[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: '1042',
      PRCODE: '0',
      SRCODE: '0',
      RESULTTEXT: 'OK',
      DIGEST: 'abc+=',
      DIGEST1: 'def',
    });
    expect(currentOrder()).toBeNull();
    expect(screen.getByRole('link', { name: 'Na úvodní stránku' }).getAttribute('href')).toBe('/');
  });

  it("offers each ticket's PDF, and names a ticket passed on since without a download", async () => {
    const line = {
      uuid: '5e0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
      kind: 'ticket',
      refUuid: '6f0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
      label: 'Vstupenka: Derby (Stání)',
      quantity: 2,
      unitAmount: 22_500,
      amount: 45_000,
    };
    const standing = (uuid: string, code: string, passedOn: boolean) => ({
      uuid,
      code,
      eventUuid: line.refUuid,
      orderUuid: order.uuid,
      seatId: null,
      section: null,
      row: null,
      seatLabel: null,
      category: 'Stání',
      holderName: null,
      checkedAt: null,
      createdAt: order.createdAt,
      passedOn,
    });
    bindOrder({ uuid: order.uuid, orderHash: 'hash' });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/v1/tickets?')
        ? jsonResponse(200, [
            standing('7a0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e', 'KEPT1234', false),
            standing('8b0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e', '', true),
          ])
        : jsonResponse(200, { order: { ...order, lines: [line] }, outcome: 'paid' }),
    );
    render();
    expect(
      await screen.findByRole('link', { name: 'Vstupenka Volný vstup bez místenky KEPT1234 (PDF)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stáhnout všechny vstupenky (PDF)' })).toBeTruthy();
    expect(screen.getByText('Volný vstup bez místenky – předána dál')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\(PDF\)$/ })).toHaveLength(2);
  });

  it("proves the order is this browser's with the hash of the order it made", async () => {
    bindOrder({ uuid: order.uuid, orderHash: 'hash-of-this-browser' });
    fetchMock.mockResolvedValue(jsonResponse(200, { order, outcome: 'paid' }));
    render();
    expect(await screen.findByText(/Platba proběhla v pořádku/)).toBeTruthy();
    expect(completionUrl().searchParams.get('orderHash')).toBe('hash-of-this-browser');
  });

  it('waits until the session is known, so a signed-in buyer is recognised', async () => {
    const { setSession } = renderWithApp(<OrderCompletedPage />, {
      path: `/objednavka/dokoncena?${answer}`,
      session: fakeSession({ status: 'loading' }),
    });
    expect(await screen.findByText('Ověřujeme platbu…')).toBeTruthy();
    expect(completions()).toHaveLength(0);
    fetchMock.mockResolvedValue(jsonResponse(200, { order, outcome: 'paid' }));
    setSession(fakeSession({ user: testUser() }));
    expect(await screen.findByText(/Platba proběhla v pořádku/)).toBeTruthy();
    expect(completions()).toHaveLength(1);
  });

  it("tells someone else's answer only how the payment went, and keeps this browser's own order", async () => {
    bindOrder({ uuid: '9d0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e', orderHash: 'another' });
    fetchMock.mockResolvedValue(jsonResponse(200, { order: null, outcome: 'paid' }));
    const { location } = render();
    expect(await screen.findByText(/Platba proběhla v pořádku/)).toBeTruthy();
    expect(currentOrder()).toMatchObject({ orderHash: 'another' });
    expect(screen.queryByRole('link', { name: /Stáhnout/ })).toBeNull();
    expect(location()).toBe(`/objednavka/dokoncena?${answer}`);
  });

  it('shows a paid membership on its own page', async () => {
    const membershipOrder: Order = {
      ...order,
      lines: [
        {
          uuid: '0f0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
          kind: 'subscription',
          refUuid: '1f0c2d1e-5f1a-4d4e-8f4b-2b2a6b7c8d9e',
          label: 'Měsíční členství',
          quantity: 1,
          unitAmount: 45_000,
          amount: 45_000,
        },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(200, { order: membershipOrder, outcome: 'paid' }));
    const { location } = render();
    await waitFor(() => expect(location()).toBe('/clenstvi/objednavka/dokonceno'));
  });

  it.each([
    ['declined', /Banka platbu zamítla/],
    ['cancelled', /Platbu jste zrušili/],
    ['threeDSecureFailed', /3-D Secure/],
    ['technicalError', /technické chybě/],
  ])('explains a %s payment and keeps the order to pay again', async (outcome, text) => {
    bindOrder({ uuid: order.uuid, orderHash: 'hash' });
    fetchMock.mockResolvedValue(jsonResponse(200, { order: { ...order, status: 'pending' }, outcome }));
    render();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(currentOrder()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zpět na objednávku' }).getAttribute('href')).toBe(
      '/app/objednavka',
    );
  });

  it('says the bank has not answered yet when the server cannot be reached, and tries again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render();
    expect(await screen.findByText(/Banka zatím výsledek platby nepotvrdila/)).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { order, outcome: 'paid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText(/Platba proběhla v pořádku/)).toBeTruthy();
    expect(completions()).toHaveLength(2);
  });

  it('says an answer that fails verification could not be verified, without a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { name: 'paymentAnswerNotVerified', message: 'forged' }));
    render();
    expect(await screen.findByText(/Výsledek platby se nepodařilo ověřit/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull();
  });

  it('calls nobody without an answer in the address', async () => {
    render('/objednavka/dokoncena');
    expect(await screen.findByText('Na této adrese není žádný výsledek platby.')).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
