import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountOrder } from '@tribuna/common/schemas/orders';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { OrdersSection } from './OrdersSection';
import { refundWindow } from './TicketEventNotice';

const O = '11111111-1111-4111-8111-111111111111';
const MOVED = '44444444-4444-4444-8444-444444444444';
const CANCELLED = '45454545-4545-4545-8545-454545454545';
const fetchMock = vi.fn<typeof fetch>();
const later = new Date(Date.now() + 7 * 86_400_000).toISOString();

const order: AccountOrder = {
  uuid: O,
  orderHash: 'hash-of-the-order',
  status: 'accepted',
  currency: 'CZK',
  total: 135_000,
  language: 'cs',
  createdAt: '2026-10-05T10:00:00.000Z',
  lines: [{ label: 'Vstupenka – Derby', quantity: 3, amount: 135_000 }],
  tickets: [
    { uuid: '22222222-2222-4222-8222-222222222222', code: 'AAAA1111', eventUuid: MOVED, voidedAt: null },
    { uuid: '33333333-3333-4333-8333-333333333333', code: 'BBBB2222', eventUuid: MOVED, voidedAt: null },
    {
      uuid: '34343434-3434-4434-8434-343434343434',
      code: 'CCCC3333',
      eventUuid: CANCELLED,
      voidedAt: '2026-10-20T10:00:00.000Z',
    },
  ],
  voucherCodes: [],
  invoice: null,
};

const publicEvent = (uuid: string, values: object) => ({
  uuid,
  language: 'cs',
  name: uuid === MOVED ? 'Derby' : 'Koncert',
  text: '',
  image: null,
  venue: 'Hala',
  startsAt: later,
  endsAt: later,
  saleFrom: '2026-10-01T10:00:00.000Z',
  saleTo: later,
  presaleFrom: null,
  presaleTo: null,
  seated: false,
  categories: [],
  priceFrom: null,
  currency: 'CZK',
  availability: 'onSale',
  cancelled: false,
  cancelReason: null,
  refundRequestsUntil: null,
  seatsioEventKey: uuid,
  ...values,
});

const request = (values: Partial<RefundRequest> = {}): RefundRequest => ({
  uuid: '55555555-5555-4555-8555-555555555555',
  orderUuid: O,
  eventUuid: MOVED,
  eventName: 'Derby',
  userUuid: '66666666-6666-4666-8666-666666666666',
  email: 'jana@example.com',
  status: 'requested',
  amount: 90_000,
  currency: 'CZK',
  refundUuid: null,
  rejectReason: null,
  createdAt: '2026-10-21T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  ...values,
});

function requests(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `/api/v1${path}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The API as the account sees it: the order, its tickets' events, and the order's requests so far. */
function serve(
  state: { requests: RefundRequest[]; refundRequestsUntil?: string | null },
  listed: AccountOrder = order,
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/users/me/orders')) return jsonResponse(200, { data: [listed] });
    if (url.endsWith(`/events/${MOVED}`))
      return jsonResponse(
        200,
        publicEvent(MOVED, { refundRequestsUntil: state.refundRequestsUntil ?? later }),
      );
    if (url.endsWith(`/events/${CANCELLED}`))
      return jsonResponse(200, publicEvent(CANCELLED, { cancelled: true, availability: 'cancelled' }));
    if (url.endsWith(`/auth/orders/${O}/refund-requests`)) {
      if (init?.method === 'POST') {
        state.requests = [request()];
        return jsonResponse(201, request());
      }
      return jsonResponse(200, { data: state.requests });
    }
    return jsonResponse(204);
  });
}

const renderOrders = () =>
  renderWithApp(<OrdersSection />, { path: '/app/ucet', session: fakeSession({ user: testUser() }) });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("an order's moved and cancelled events", () => {
  it('offers a refund until the time staff set, never for a cancelled event', () => {
    const now = Date.parse('2026-10-21T10:00:00.000Z');
    expect(refundWindow({ cancelled: false, refundRequestsUntil: '2026-10-22T10:00:00.000Z' }, now)).toBe(
      '2026-10-22T10:00:00.000Z',
    );
    expect(
      refundWindow({ cancelled: false, refundRequestsUntil: '2026-10-20T10:00:00.000Z' }, now),
    ).toBeNull();
    expect(
      refundWindow({ cancelled: true, refundRequestsUntil: '2026-10-22T10:00:00.000Z' }, now),
    ).toBeNull();
    expect(refundWindow({ cancelled: false, refundRequestsUntil: null }, now)).toBeNull();
  });

  it('lets the holder of a moved event ask for a refund once, then shows the request waiting', async () => {
    const state = { requests: [] as RefundRequest[] };
    serve(state);
    renderOrders();
    const section = await screen.findByRole('region', { name: 'Moje objednávky' });
    expect(await within(section).findByText(/Akce Derby se přesunula/)).toBeTruthy();
    // The refunded ticket of the cancelled event is counted, and its event says the money is coming.
    expect(within(section).getByText('Vrácené vstupenky: 1')).toBeTruthy();
    const ask = await within(section).findByRole('button', {
      name: 'Požádat o vrácení peněz za vstupenky na akci Derby',
    });
    fireEvent.click(ask);
    await waitFor(() =>
      expect(requests('POST', `/auth/orders/${O}/refund-requests`)).toEqual([{ eventUuid: MOVED }]),
    );
    expect(
      await within(section).findByText('Žádost o vrácení peněz jsme přijali, brzy ji vyřídíme.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Požádat o vrácení peněz/ })).toBeNull();
  });

  it("shows a decided request's state, with the reason of a rejection", async () => {
    serve({ requests: [request({ status: 'rejected', rejectReason: 'Vstupenky už byly použity' })] });
    renderOrders();
    const section = await screen.findByRole('region', { name: 'Moje objednávky' });
    expect(
      await within(section).findByText('Žádost o vrácení peněz byla zamítnuta: Vstupenky už byly použity'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Požádat o vrácení peněz/ })).toBeNull();
  });

  it('keeps an approved request in view after the tickets were refunded', async () => {
    const refunded = {
      ...order,
      tickets: order.tickets.map((ticket) => ({ ...ticket, voidedAt: '2026-10-22T10:00:00.000Z' })),
    };
    serve({ requests: [request({ status: 'approved' })] }, refunded);
    renderOrders();
    const section = await screen.findByRole('region', { name: 'Moje objednávky' });
    expect(await within(section).findByText('Žádost je schválená, peníze vám vracíme.')).toBeTruthy();
    expect(within(section).getByText('Akce Derby se přesunula.')).toBeTruthy();
    expect(within(section).getByText('Vrácené vstupenky: 3')).toBeTruthy();
  });

  it('offers nothing once the time is over', async () => {
    serve({ requests: [], refundRequestsUntil: '2020-01-01T00:00:00.000Z' });
    renderOrders();
    const section = await screen.findByRole('region', { name: 'Moje objednávky' });
    expect(await within(section).findByText(/Akce Koncert je zrušená/)).toBeTruthy();
    expect(within(section).queryByText(/Akce Derby se přesunula/)).toBeNull();
    expect(within(section).queryByRole('button', { name: /Požádat o vrácení peněz/ })).toBeNull();
  });
});
