import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAllTexts } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, field, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { VoucherSection } from './VoucherSection';

const fetchMock = vi.fn<typeof fetch>();
const applied = {
  voucherUuid: '00000000-0000-4000-8000-000000000001',
  code: 'ABCDEFGHJKLM',
  subscriptionUuid: '00000000-0000-4000-8000-000000000002',
  subscriptionName: 'Věrný fanoušek',
  userSubscriptionUuid: '00000000-0000-4000-8000-000000000003',
  validFrom: '2026-11-23T10:00:00.000Z',
  validTo: null,
};

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === `/api/v1${path}` && init?.method === 'POST');

beforeEach(async () => {
  await loadAllTexts();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('applying a voucher code on the account page', () => {
  it('asks for the delivery identity on a 412, saves it, then applies the same code again', async () => {
    let identitySaved = false;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/vouchers/apply-subscription-voucher'))
        return identitySaved
          ? jsonResponse(200, applied)
          : jsonResponse(412, { name: 'voucherDeliveryIdentityNotSet', message: 'x' });
      if (path.endsWith('/vouchers/update-delivery-address-for-subscription-voucher')) {
        identitySaved = true;
        return jsonResponse(200, {});
      }
      if (path.endsWith('/vouchers/delivery-identity')) return jsonResponse(200, { identity: null });
      if (path.endsWith('/auth/logged-user')) return jsonResponse(200, member);
      return jsonResponse(204);
    });
    const member = testUser({ firstName: 'Jiří' });
    const session = fakeSession();
    renderWithApp(<VoucherSection pending={null} />, { session });
    fireEvent.change(field('Kód voucheru'), { target: { value: 'abcd-efgh-jklm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText('Doručovací údaje')).toBeTruthy();
    expect(JSON.parse(String(calls('/vouchers/apply-subscription-voucher')[0]?.[1]?.body))).toEqual({
      code: 'ABCDEFGHJKLM',
    });

    fireEvent.change(field('Jméno'), { target: { value: 'Jiří' } });
    fireEvent.change(field('Příjmení'), { target: { value: 'Šťastný' } });
    fireEvent.change(field('Telefon'), { target: { value: '+420603123456' } });
    fireEvent.change(field('Ulice a číslo'), { target: { value: 'Dlouhá 12' } });
    fireEvent.change(field('Obec'), { target: { value: 'Třebíč' } });
    fireEvent.change(field('PSČ'), { target: { value: '674 01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit a uplatnit voucher' }));
    expect(await screen.findByText('Voucher je uplatněný: máte členství Věrný fanoušek.')).toBeTruthy();
    await waitFor(() => expect(calls('/vouchers/apply-subscription-voucher')).toHaveLength(2));
    expect(
      JSON.parse(String(calls('/vouchers/update-delivery-address-for-subscription-voucher')[0]?.[1]?.body)),
    ).toMatchObject({
      city: 'Třebíč',
      zip: '674 01',
    });
    // The account shows the new membership at once, from the user asked again.
    await waitFor(() => expect(session.setUser).toHaveBeenCalledWith(member));
  });

  it('fills the delivery identity with the name and phone the user already gave', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/vouchers/apply-subscription-voucher'))
        return jsonResponse(412, { name: 'voucherDeliveryIdentityNotSet', message: 'x' });
      if (path.endsWith('/vouchers/delivery-identity')) return jsonResponse(200, { identity: null });
      return jsonResponse(204);
    });
    const session = fakeSession({
      user: testUser({ firstName: 'Jiří', lastName: 'Šťastný', phone: '+420603123456' }),
    });
    renderWithApp(<VoucherSection pending={null} />, { session });
    fireEvent.change(field('Kód voucheru'), { target: { value: 'abcd-efgh-jklm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText('Doručovací údaje')).toBeTruthy();
    expect((field('Jméno') as HTMLInputElement).value).toBe('Jiří');
    expect((field('Příjmení') as HTMLInputElement).value).toBe('Šťastný');
    expect((field('Telefon') as HTMLInputElement).value).toBe('+420603123456');
    expect((field('Ulice a číslo') as HTMLInputElement).value).toBe('');
  });
});
