import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceDocument, InvoiceExport } from '@tribuna/common/schemas/invoices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const I = '11111111-1111-4111-8111-111111111111';
const invoice: InvoiceDocument = {
  uuid: I,
  number: '126000042',
  orderUuid: '22222222-2222-4222-8222-222222222222',
  userUuid: '33333333-3333-4333-8333-333333333333',
  currency: 'CZK',
  language: 'cs',
  issuedOn: '2026-10-05',
  taxableSupplyOn: '2026-10-05',
  variableSymbol: '126000042',
  paymentMethod: 'card',
  supplier: {
    name: 'FK Žďár, z. s.',
    address: 'Libušínská 1, Žďár',
    ico: '12345678',
    dic: null,
    vatPayer: true,
  },
  buyer: {
    kind: 'person',
    name: 'Jana Nováková',
    email: 'jana@example.com',
    street: null,
    city: null,
    zip: null,
    ico: null,
    dic: null,
  },
  lines: [
    {
      label: 'Šála',
      kind: 'test',
      quantity: 2,
      unitAmount: 45_000,
      vatRate: 21,
      base: 74_380,
      vat: 15_620,
      total: 90_000,
    },
  ],
  vatRecap: [{ vatRate: 21, base: 74_380, vat: 15_620, total: 90_000 }],
  total: 90_000,
  createdAt: '2026-10-05T10:00:00.000Z',
  kind: 'invoice',
  correctedInvoice: null,
  refundUuid: null,
  reason: null,
};
const record = { ...invoice, id: I };
const C = '12121212-1212-4212-8212-121212121212';
const R = '13131313-1313-4313-8313-131313131313';
const creditNote: InvoiceDocument = {
  ...invoice,
  uuid: C,
  number: '926000001',
  kind: 'creditNote',
  correctedInvoice: { uuid: I, number: '126000042' },
  refundUuid: R,
  reason: 'Zrušená akce',
  lines: [{ ...invoice.lines[0]!, quantity: -1, base: -37_190, vat: -7_810, total: -45_000 }],
  vatRecap: [{ vatRate: 21, base: -37_190, vat: -7_810, total: -45_000 }],
  total: 45_000,
};

afterEach(() => {
  window.localStorage.clear();
});

const job = (values: Partial<InvoiceExport>): InvoiceExport => ({
  uuid: '44444444-4444-4444-8444-444444444444',
  from: '2026-10-01',
  to: '2026-10-31',
  status: 'running',
  done: 0,
  total: 120,
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: null,
  ...values,
});

describe('invoices', () => {
  it('lists invoices for an accountant and filters them by number', { timeout: 30_000 }, async () => {
    const { dataProvider } = renderApp(
      '/admin/invoices',
      ['accountant'],
      fakeDataProvider({ getList: vi.fn(async () => ({ data: [record], total: 1 })) }),
    );
    expect(await screen.findByText('Jana Nováková')).toBeTruthy();
    expect(screen.getByText('05.10.2026')).toBeTruthy();
    expect(screen.getByText('Platební kartou')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Číslo faktury' }), { target: { value: '1260' } });
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'invoices',
        expect.objectContaining({ filter: { number: '1260' } }),
      ),
    );
  });

  it('lists credit notes beside invoices, filtered by kind, each linked to the invoice it corrects', async () => {
    const { dataProvider } = renderApp(
      '/admin/invoices',
      ['accountant'],
      fakeDataProvider({
        getList: vi.fn(async () => ({ data: [{ ...creditNote, id: C }, record], total: 2 })),
      }),
    );
    expect(await screen.findByText('926000001')).toBeTruthy();
    expect(screen.getByText(/Opravný doklad/)).toBeTruthy();
    const corrected = screen.getByRole('link', { name: '126000042' });
    expect(corrected.getAttribute('href')).toBe(`/admin/invoices/${I}/show`);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Druh dokladu' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Opravný doklad' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'invoices',
        expect.objectContaining({ filter: { kind: 'creditNote' } }),
      ),
    );
  });

  it('shows a credit note with the invoice it corrects, its reason and its refund', async () => {
    renderApp(
      `/admin/invoices/${C}/show`,
      ['accountant'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...creditNote, id: C } })) }),
    );
    expect(await screen.findByText('Zrušená akce')).toBeTruthy();
    expect(screen.getByRole('link', { name: '126000042' }).getAttribute('href')).toBe(
      `/admin/invoices/${I}/show`,
    );
    expect(screen.getByRole('link', { name: 'Vrácení peněz' }).getAttribute('href')).toBe(
      `/admin/refunds/${R}/show`,
    );
  });

  it('shows an invoice with its VAT recapitulation and downloads its PDF', async () => {
    const invoicePdf = vi.fn(async () => ({ file: new Blob(['%PDF']), filename: 'faktura-126000042.pdf' }));
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderApp(
      `/admin/invoices/${I}/show`,
      ['invoice_admin'],
      fakeDataProvider({ getOne: vi.fn(async () => ({ data: record })), invoicePdf }),
    );
    expect(await screen.findByText('Šála')).toBeTruthy();
    const recap = screen.getByRole('table', { name: 'Rekapitulace DPH' });
    expect(within(recap).getByText((text) => text.replace(/\s/g, ' ') === '156,20 Kč')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout PDF' }));
    await waitFor(() => expect(invoicePdf).toHaveBeenCalledWith(I));
  });

  it('exports a period as a ZIP: progress while it runs, then the file', async () => {
    const startInvoiceExport = vi.fn(async () => job({ done: 0 }));
    const invoiceExport = vi
      .fn()
      .mockResolvedValueOnce(job({ done: 60 }))
      .mockResolvedValueOnce(job({ done: 120, status: 'done' }));
    const invoiceExportZip = vi.fn(async () => ({ file: new Blob(['PK']), filename: 'faktury.zip' }));
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    renderApp(
      '/admin/invoices/export',
      ['accountant'],
      fakeDataProvider({ startInvoiceExport, invoiceExport, invoiceExportZip }),
    );
    const from = await screen.findByLabelText(/^Od/);
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText(/^Do/), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spustit export' }));
    await waitFor(() =>
      expect(startInvoiceExport).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(await screen.findByText('Exportuje se: 60 z 120')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(await screen.findByRole('button', { name: 'Stáhnout ZIP' }));
    await waitFor(() => expect(invoiceExportZip).toHaveBeenCalledWith(job({}).uuid));
  });

  it('keeps the invoices from staff without an invoice role', async () => {
    renderApp('/admin/invoices/export', ['order_admin']);
    expect(await screen.findByText('Přístup odepřen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spustit export' })).toBeNull();
  });
  it('records an invoice paid by bank transfer: the draft first, then the order', async () => {
    const draft = {
      user: { uuid: invoice.userUuid!, email: 'jana@example.com', name: 'Jana Nováková' },
      currency: 'CZK',
      language: 'cs',
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      lines: invoice.lines,
      vatRecap: invoice.vatRecap,
      total: 90_000,
      variableSymbol: '2027001',
      paidOn: '2026-11-20',
    };
    const orderFromInvoiceDraft = vi.fn(async () => draft);
    const orderFromInvoice = vi.fn(async () => ({ order: { uuid: invoice.orderUuid }, invoice }));
    renderApp(
      '/admin/invoices/from-invoice',
      ['invoice_admin'],
      fakeDataProvider({ orderFromInvoiceDraft, orderFromInvoice }),
    );
    fireEvent.change(await screen.findByLabelText(/^E-mail uživatele/), {
      target: { value: 'jana@example.com' },
    });
    const ref = '55555555-5555-4555-8555-555555555555';
    fireEvent.change(screen.getByLabelText(/^UUID položky/), { target: { value: ref } });
    fireEvent.change(screen.getByLabelText(/^Počet/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Variabilní symbol platby/), { target: { value: '2027001' } });
    fireEvent.change(screen.getByLabelText(/^Zaplaceno dne/), { target: { value: '2026-11-20' } });
    expect(screen.queryByRole('button', { name: 'Vytvořit objednávku' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit návrh' }));
    const expected = {
      userEmail: 'jana@example.com',
      language: 'cs',
      currency: 'CZK',
      lines: [{ kind: 'subscription', refUuid: ref, quantity: 2 }],
      variableSymbol: '2027001',
      paidOn: '2026-11-20',
    };
    await waitFor(() => expect(orderFromInvoiceDraft).toHaveBeenCalledWith(expected));
    const section = await screen.findByRole('region', { name: 'Návrh' });
    expect(within(section).getByText(/2 × Šála/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Vytvořit objednávku' }));
    await waitFor(() => expect(orderFromInvoice).toHaveBeenCalledWith(expected));
    expect(await screen.findByText(/faktura 126000042 vystavena/)).toBeTruthy();
  });
});
