import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderDetail } from '@tribuna/common/schemas/orders';
import type { Refund } from '@tribuna/common/schemas/refunds';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { parseAmount, refundBody, refundableAmount, emptyRefundForm } from './refundForm';

const O = '55555555-5555-4555-8555-555555555555';
const R = '12121212-1212-4212-8212-121212121212';
const TICKET = '66666666-6666-4666-8666-666666666666';
const MEMBERSHIP = '67676767-6767-4767-8767-676767676767';
const CREDIT_NOTE = '13131313-1313-4313-8313-131313131313';
const order: AdminOrderDetail = {
  uuid: O,
  userUuid: '44444444-4444-4444-8444-444444444444',
  status: 'accepted',
  currency: 'CZK',
  total: 170_000,
  language: 'cs',
  email: 'jana@example.com',
  flaggedForStaff: false,
  flagReason: null,
  expiresAt: '2026-11-23T10:30:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
  lines: [
    {
      uuid: TICKET,
      kind: 'ticket',
      refUuid: '77777777-7777-4777-8777-777777777777',
      label: 'Derby, sektor A',
      quantity: 1,
      unitAmount: 50_000,
      amount: 50_000,
    },
    {
      uuid: MEMBERSHIP,
      kind: 'subscription',
      refUuid: '78787878-7878-4878-8878-787878787878',
      label: 'Členství Sezóna 2027',
      quantity: 1,
      unitAmount: 120_000,
      amount: 120_000,
    },
  ],
  attempts: [],
  history: [],
};

const refund = (values: Partial<Refund> = {}): Refund => ({
  uuid: R,
  orderUuid: O,
  orderEmail: 'jana@example.com',
  status: 'refunded',
  amount: 50_000,
  currency: 'CZK',
  reason: 'Zranění, nemůže přijít',
  requestedBy: '99999999-9999-4999-8999-999999999999',
  membershipEnd: 'now',
  allowUsedTickets: false,
  lines: [{ orderLineUuid: TICKET, kind: 'ticket', label: 'Derby, sektor A', amount: 50_000 }],
  paymentOrderNumber: '1042',
  attempts: 1,
  lastError: null,
  creditNoteUuid: CREDIT_NOTE,
  eventCancellationUuid: null,
  refundRequestUuid: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  settledAt: '2026-11-24T09:00:02.000Z',
  ...values,
});

afterEach(() => {
  window.localStorage.clear();
});

/** An order's page: the order, and its refunds (none unless given). */
function orderApi(refunds: Refund[], overrides: Record<string, unknown> = {}) {
  return fakeDataProvider({
    getOne: vi.fn(async () => ({ data: { ...order, id: O } })),
    getList: vi.fn(async (resource: string) =>
      resource === 'refunds'
        ? { data: refunds.map((one) => ({ ...one, id: one.uuid })), total: refunds.length }
        : { data: [], total: 0 },
    ),
    ...overrides,
  });
}

describe('refund form', () => {
  it('reads amounts typed in crowns and refuses what is not one', () => {
    expect(parseAmount('150')).toBe(15_000);
    expect(parseAmount('1 290,50')).toBe(129_050);
    expect(parseAmount('99.5')).toBe(9_950);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('counts only refunds that were not declined, and never asks for more than is left', () => {
    expect(refundableAmount(170_000, [refund(), refund({ status: 'failed', amount: 120_000 })])).toBe(
      120_000,
    );
    const values = { ...emptyRefundForm, scope: 'amount' as const, amount: '1300', reason: 'Sleva' };
    expect(refundBody(values, R, 120_000)).toBeNull();
    expect(refundBody({ ...values, amount: '1200' }, R, 120_000)).toEqual(
      expect.objectContaining({ uuid: R, amount: 120_000, reason: 'Sleva' }),
    );
    expect(refundBody({ ...values, reason: '  ' }, R, 120_000)).toBeNull();
  });
});

describe('refunds', () => {
  it('lists refunds for an accountant, filters them by status and exports the CSV', async () => {
    const refundsCsv = vi.fn(async () => ({ file: new Blob(['uuid;amount']), filename: 'vraceni.csv' }));
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const { dataProvider } = renderApp(
      '/admin/refunds',
      ['accountant'],
      fakeDataProvider({
        getList: vi.fn(async () => ({ data: [{ ...refund(), id: R }], total: 1 })),
        refundsCsv,
      }),
    );
    expect(await screen.findByText('jana@example.com')).toBeTruthy();
    expect(screen.getByText('Vráceno')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '500 Kč')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stav' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Čeká na bránu' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'refunds',
        expect.objectContaining({ filter: { status: 'pending' } }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export do CSV' }));
    await waitFor(() => expect(refundsCsv).toHaveBeenCalledWith({ status: 'pending' }));
  });

  it('shows a refund with its lines, the gateway and its credit note, whose PDF an accountant downloads', async () => {
    const invoicePdf = vi.fn(async () => ({ file: new Blob(['%PDF']), filename: 'dobropis.pdf' }));
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderApp(
      `/admin/refunds/${R}/show`,
      ['accountant'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...refund(), id: R } })), invoicePdf }),
    );
    const lines = await screen.findByRole('region', { name: 'Vrácené položky' });
    expect(within(lines).getByText('Derby, sektor A')).toBeTruthy();
    expect(within(lines).getByText('Vstupenka')).toBeTruthy();
    expect(screen.getByText('1042')).toBeTruthy();
    expect(screen.getByText('Obsluhou')).toBeTruthy();
    const creditNote = screen.getByRole('link', { name: 'Opravný doklad' });
    expect(creditNote.getAttribute('href')).toBe(`/admin/invoices/${CREDIT_NOTE}/show`);
    fireEvent.click(screen.getByRole('button', { name: 'PDF opravného dokladu' }));
    await waitFor(() => expect(invoicePdf).toHaveBeenCalledWith(CREDIT_NOTE));
  });

  it('offers no refund on an order to a role that may only read refunds', async () => {
    renderApp(`/admin/orders/${O}/show`, ['accountant'], orderApi([refund()]));
    // The order's refunds are listed on its page …
    const refunds = await screen.findByRole('region', { name: 'Vrácení peněz' });
    expect(within(refunds).getByText('Zranění, nemůže přijít')).toBeTruthy();
    // … but only an order admin makes one.
    expect(screen.queryByRole('button', { name: 'Vrátit peníze' })).toBeNull();
  });

  it('refunds chosen lines of an order: the membership ends at the period end, the result shows', async () => {
    const createRefund = vi.fn(async () =>
      refund({ status: 'pending', amount: 120_000, creditNoteUuid: null }),
    );
    renderApp(`/admin/orders/${O}/show`, ['order_admin'], orderApi([refund()], { createRefund }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vrátit peníze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit peníze za objednávku' });
    // 1 700 Kč paid, 500 Kč already returned.
    expect(
      within(dialog).getByText((text) => text.replace(/\s/g, ' ') === 'Lze vrátit nejvýše 1 200 Kč.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vybrané položky' }));
    // Nothing picked yet: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }));
    expect(await within(dialog).findByText('Vyberte alespoň jednu položku.')).toBeTruthy();
    // The ticket is in a refund already: it cannot be picked again.
    const ticket = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Derby, sektor A/ });
    expect(ticket.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Členství Sezóna 2027/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Na konci zaplaceného období' }));
    // The checkbox for used tickets is not offered: nothing said a ticket was used.
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Vrátit i vstupenky použité u vstupu' }),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }));
    // Without a reason nothing is sent.
    expect(createRefund).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Důvod' }), {
      target: { value: 'Stěhování do zahraničí' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }));
    await waitFor(() =>
      expect(createRefund).toHaveBeenCalledWith(O, {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lines: [MEMBERSHIP],
        reason: 'Stěhování do zahraničí',
        membershipEnd: 'periodEnd',
        allowUsedTickets: false,
      }),
    );
    const status = await within(dialog).findByRole('status');
    expect(within(status).getByText('Čeká na bránu')).toBeTruthy();
    expect(within(status).getByText(/vrácení se dokončí samo/)).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Zobrazit vrácení' }).getAttribute('href')).toBe(
      `/admin/refunds/${R}/show`,
    );
  });

  it('names a refusal; a ticket used at the gate is refunded only when staff tick it, as the same refund', async () => {
    const createRefund = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('apiError.ticketAlreadyUsed', 409, {}))
      .mockResolvedValueOnce(refund({ amount: 170_000 }));
    renderApp(`/admin/orders/${O}/show`, ['order_admin'], orderApi([], { createRefund }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vrátit peníze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit peníze za objednávku' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Důvod' }), {
      target: { value: 'Zrušená akce' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Vstupenka už byla použita při vstupu.');
    const allow = within(dialog).getByRole('checkbox', { name: 'Vrátit i vstupenky použité u vstupu' });
    fireEvent.click(allow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }));
    await within(dialog).findByRole('status');
    expect(within(dialog).getByText('Peníze byly vráceny.')).toBeTruthy();
    const [first, second] = createRefund.mock.calls;
    expect(first?.[1]).toEqual(expect.objectContaining({ allowUsedTickets: false }));
    expect(second?.[1]).toEqual(expect.objectContaining({ allowUsedTickets: true, uuid: first?.[1].uuid }));
    // The whole order: no lines and no amount.
    expect(second?.[1]).not.toHaveProperty('lines');
    expect(second?.[1]).not.toHaveProperty('amount');
  });
});
