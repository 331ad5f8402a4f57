import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderResource } from '../test/renderResource';
import { AdminHome } from './AdminHome';

afterEach(() => {
  window.localStorage.clear();
});

describe('home page for voucher roles', () => {
  it('leads a package dispatcher to the vouchers waiting to be sent, not to generation', async () => {
    renderResource(<AdminHome />, { resource: 'vouchers', path: '/', roles: ['package_dispatcher'] });
    const open = await screen.findByRole('link', { name: 'Otevřít expedici voucherů' });
    expect(open.getAttribute('href')).toBe('/order-vouchers');
    expect(screen.getByText('Tištěné vouchery, které čekají na odeslání.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hromadně vygenerovat' })).toBeNull();
  });

  it('offers a voucher admin bulk generation and the voucher list', async () => {
    renderResource(<AdminHome />, { resource: 'vouchers', path: '/', roles: ['voucher_admin'] });
    const generate = await screen.findByRole('link', { name: 'Hromadně vygenerovat' });
    expect(generate.getAttribute('href')).toBe('/vouchers/generate');
    expect(screen.getByRole('link', { name: 'Správa voucherů' }).getAttribute('href')).toBe('/vouchers');
  });

  it('shows an order admin, who reads vouchers, the list without generation or dispatch', async () => {
    renderResource(<AdminHome />, { resource: 'vouchers', path: '/', roles: ['order_admin'] });
    expect(await screen.findByRole('link', { name: 'Správa voucherů' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hromadně vygenerovat' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Otevřít expedici voucherů' })).toBeNull();
  });
});
