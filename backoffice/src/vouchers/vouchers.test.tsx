import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminVoucher, VoucherBatch } from '@tribuna/common/schemas/vouchers';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/renderApp';
import { renderResource } from '../test/renderResource';
import VoucherCreate from './VoucherCreate';
import VoucherGenerationPage from './VoucherGenerationPage';
import VoucherList from './VoucherList';
import VoucherShow from './VoucherShow';

const PRICE = '11111111-1111-4111-8111-111111111111';
const BATCH = '22222222-2222-4222-8222-222222222222';
const V = '33333333-3333-4333-8333-333333333333';

const subscription = {
  id: 's1',
  uuid: 's1',
  name: { cs: 'Sezóna 2027' },
  prices: [{ uuid: PRICE, label: { cs: 'Plná cena' }, amountCzk: 120_000, amountEur: 4_800 }],
};

const voucher: AdminVoucher & { id: string } = {
  id: V,
  uuid: V,
  code: 'ABCDEFGHJKLM',
  subscriptionPriceUuid: PRICE,
  subscriptionUuid: 's1',
  subscriptionName: 'Sezóna 2027',
  priceLabel: 'Plná cena',
  orderUuid: null,
  batchUuid: BATCH,
  claimed: false,
  claimedByUserUuid: null,
  claimedAt: null,
  isActive: true,
  validUntil: '2027-06-30T21:59:00.000Z',
  deliveryType: null,
  createdBy: 'staff',
  createdByUserUuid: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const batch = (done: number, status: VoucherBatch['status'] = 'running'): VoucherBatch => ({
  uuid: BATCH,
  subscriptionPriceUuid: PRICE,
  status,
  done,
  total: 200,
  createdByUserUuid: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-11-23T10:00:05.000Z',
});

const listOf = (resource: string) =>
  resource === 'subscriptions' ? { data: [subscription], total: 1 } : { data: [voucher], total: 1 };

afterEach(() => {
  window.localStorage.clear();
});

describe('vouchers', () => {
  it('lists codes in groups of four with Prague dates, and filters by code', async () => {
    const getList = vi.fn(async (resource: string) => listOf(resource));
    renderResource(<VoucherList />, {
      resource: 'vouchers',
      path: '/vouchers',
      roles: ['voucher_admin'],
      dataProvider: fakeDataProvider({ getList }),
    });
    expect(await screen.findByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.getByText('30.06.2027 23:59')).toBeTruthy();
    expect(screen.getByText('23.11.2026 11:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hromadně vygenerovat' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kód'), { target: { value: 'abcd' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'vouchers',
        expect.objectContaining({ filter: { code: 'abcd' } }),
      ),
    );

    // The spec's other filters are added from the filter button.
    fireEvent.click(screen.getByRole('button', { name: 'Přidat filtr' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual([
      'Cenová varianta',
      'Číslo objednávky',
      'Uplatněný',
      'Aktivní',
      'Hromadné generování',
    ]);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Hromadné generování' }));
    fireEvent.change(await screen.findByLabelText('Hromadné generování'), { target: { value: BATCH } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'vouchers',
        expect.objectContaining({ filter: { code: 'abcd', batchUuid: BATCH } }),
      ),
    );
  });

  it('hides creation and generation from a role that may only read vouchers', async () => {
    renderResource(<VoucherList />, {
      resource: 'vouchers',
      path: '/vouchers',
      roles: ['order_admin'],
      dataProvider: fakeDataProvider({ getList: vi.fn(async (r: string) => listOf(r)) }),
    });
    expect(await screen.findByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hromadně vygenerovat' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vytvořit' })).toBeNull();
  });

  it('shows a voucher with its validity and who made it', async () => {
    renderResource(<VoucherShow />, {
      resource: 'vouchers',
      path: `/vouchers/${V}/show`,
      route: '/vouchers/:id/show',
      roles: ['voucher_admin'],
      dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: voucher })) }),
    });
    expect(await screen.findByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.getByText('Neuplatněný')).toBeTruthy();
    expect(screen.getByText('Obsluha')).toBeTruthy();
    expect(screen.getByText('30.06.2027 23:59')).toBeTruthy();
  });

  it('creates one voucher for a price variant, with a generated code when none is typed', async () => {
    const create = vi.fn(async () => ({ data: voucher }));
    renderResource(<VoucherCreate />, {
      resource: 'vouchers',
      path: '/vouchers/create',
      roles: ['voucher_admin'],
      dataProvider: fakeDataProvider({ getList: vi.fn(async (r: string) => listOf(r)), create }),
    });
    // Without a price variant nothing is sent, and the field says why, as every other form does.
    const code = await screen.findByRole('textbox', { name: 'Kód' });
    fireEvent.change(code, { target: { value: 'ABCD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Toto pole je povinné')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '' } });

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Cenová varianta/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sezóna 2027 – Plná cena' }));
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Uložit' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'vouchers',
        expect.objectContaining({
          data: expect.objectContaining({ subscriptionPriceUuid: PRICE, isActive: true }),
        }),
      ),
    );
    const calls = create.mock.calls as unknown as [string, { data: Record<string, unknown> }][];
    expect(calls[0]![1].data.code).toBeUndefined();
  });

  it('generates codes with a determinate progress bar, then offers the CSV', async () => {
    const startVoucherBatch = vi.fn(async () => batch(0));
    const voucherBatch = vi.fn().mockResolvedValueOnce(batch(100)).mockResolvedValue(batch(200, 'done'));
    const file = new Blob(['code\r\nABCDEFGHJKLM\r\n'], { type: 'text/csv' });
    const voucherBatchCsv = vi.fn(async () => ({ file, filename: `vouchers-${BATCH}.csv` }));
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderResource(<VoucherGenerationPage />, {
      resource: 'vouchers',
      path: '/vouchers/generate',
      roles: ['voucher_admin'],
      dataProvider: fakeDataProvider({
        getList: vi.fn(async (r: string) => listOf(r)),
        startVoucherBatch,
        voucherBatch,
        voucherBatchCsv,
      }),
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Cenová varianta/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sezóna 2027 – Plná cena' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Počet kódů/ }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spustit generování' }));
    await waitFor(() =>
      expect(startVoucherBatch).toHaveBeenCalledWith({ subscriptionPriceUuid: PRICE, count: 200 }),
    );
    const progress = await screen.findByRole('progressbar', { name: 'Generuje se: 100 z 200' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    const done = await screen.findByRole('progressbar', { name: 'Hotovo, počet vytvořených kódů: 200' });
    expect(done.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout CSV' }));
    await waitFor(() => expect(voucherBatchCsv).toHaveBeenCalledWith(BATCH));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(file));
  });

  it('says clearly why generation could not start', async () => {
    const startVoucherBatch = vi.fn(async () => {
      throw new HttpError('apiError.subscriptionPriceNotFound', 404, {});
    });
    renderResource(<VoucherGenerationPage />, {
      resource: 'vouchers',
      path: '/vouchers/generate',
      roles: ['voucher_admin'],
      dataProvider: fakeDataProvider({ getList: vi.fn(async (r: string) => listOf(r)), startVoucherBatch }),
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Cenová varianta/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sezóna 2027 – Plná cena' }));
    const count = screen.getByRole('spinbutton', { name: /Počet kódů/ });
    fireEvent.change(count, { target: { value: '0' } });
    expect(screen.getByText('Zadejte celé číslo od 1 do 5000.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Spustit generování' }).disabled).toBe(true);
    fireEvent.change(count, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spustit generování' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cena předplatného nebyla nalezena.')).toBeTruthy();
  });
});
