import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSubscription } from '@tribuna/common/schemas/subscriptions';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { applyPreRegisteredVoucher } from '../../../lib/voucherHooks';
import { PageFrame } from '../../../components/PageFrame';
import { fakeSession, field, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { AccountPage } from './AccountPage';

vi.mock('../../../lib/identity', () => ({
  validatePassword: vi.fn(async () => ({ valid: true, minLength: 6, missing: [] })),
  mapIdentityError: vi.fn(),
}));
vi.mock('../../../lib/voucherHooks', () => ({ applyPreRegisteredVoucher: vi.fn(async () => undefined) }));

const fetchMock = vi.fn<typeof fetch>();
const statistics = { orders: 3, tickets: 5, activeMemberships: 1, memberSince: '2024-03-07T10:00:00.000Z' };

const membershipInForce: UserSubscription = {
  uuid: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  subscription: { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Měsíční členství', type: 'periodic' },
  priceUuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  features: [],
  validFrom: '2026-01-01T10:00:00.000Z',
  validTo: '2099-12-23T10:00:00.000Z',
  renewing: true,
  status: 'active',
};

/** The figure the overview shows under `label`. */
function stat(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

function requests(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === `/api/v1${path}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

function renderAccount(
  path = '/app/ucet',
  user = testUser({ birthDate: '1990-03-07', phone: '+420601123456' }),
) {
  const session = fakeSession({ user });
  return renderWithApp(
    <Routes>
      {['/app/ucet', '/sk/app/ucet'].map((p) => (
        <Route
          key={p}
          path={p}
          element={
            <PageFrame>
              <AccountPage />
            </PageFrame>
          }
        />
      ))}
    </Routes>,
    { path, session },
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/statistics') ? jsonResponse(200, statistics) : jsonResponse(204),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.mocked(applyPreRegisteredVoucher).mockClear();
  vi.unstubAllGlobals();
  await changeLanguage('cs');
});

describe('account page', () => {
  it("lists the user's orders with their tickets, vouchers and invoice PDFs", async () => {
    const order = {
      uuid: '11111111-1111-4111-8111-111111111111',
      orderHash: 'hash-of-the-order',
      status: 'accepted',
      currency: 'CZK',
      total: 90_000,
      language: 'cs',
      createdAt: '2026-10-05T10:00:00.000Z',
      lines: [{ label: 'Vstupenka – Derby', quantity: 2, amount: 90_000 }],
      tickets: [
        {
          uuid: '22222222-2222-4222-8222-222222222222',
          code: 'AAAA1111',
          eventUuid: '77777777-7777-4777-8777-777777777777',
          voidedAt: null,
        },
        {
          uuid: '33333333-3333-4333-8333-333333333333',
          code: 'BBBB2222',
          eventUuid: '77777777-7777-4777-8777-777777777777',
          voidedAt: null,
        },
      ],
      voucherCodes: [],
      invoice: { uuid: '44444444-4444-4444-8444-444444444444', number: '126000042' },
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/statistics')
        ? jsonResponse(200, statistics)
        : String(url).endsWith('/users/me/orders')
          ? jsonResponse(200, { data: [order] })
          : String(url).endsWith('/pdf')
            ? new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } })
            : jsonResponse(204),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderAccount();
    const section = screen.getByRole('region', { name: 'Moje objednávky' });
    expect(await within(section).findByText('Objednávka z 05.10.2026')).toBeTruthy();
    expect(within(section).getByText('Zaplaceno')).toBeTruthy();
    expect(within(section).getByText('2 × Vstupenka – Derby')).toBeTruthy();
    expect(within(section).getByText('Vstupenky: 2')).toBeTruthy();
    const tickets = within(section).getByRole('link', { name: 'Vstupenky (PDF)' });
    expect(tickets.getAttribute('href')).toBe(
      '/api/v1/tickets/export-pdf?orderHash=hash-of-the-order&language=cs',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Faktura 126000042 (PDF)' }));
    await waitFor(() =>
      expect(requests('GET', `/users/me/invoices/${order.invoice.uuid}/pdf`)).toHaveLength(1),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('counts the orders and tickets the lists below show, whatever the statistics call says', async () => {
    const order = (n: number, tickets: number) => ({
      uuid: `11111111-1111-4111-8111-11111111111${n}`,
      orderHash: `hash-${n}`,
      status: 'accepted',
      currency: 'CZK',
      total: 90_000,
      language: 'cs',
      createdAt: `2026-10-0${n}T10:00:00.000Z`,
      lines: [{ label: `Položka ${n}`, quantity: 1, amount: 90_000 }],
      tickets: Array.from({ length: tickets }, (_, i) => ({
        uuid: `22222222-2222-4222-8222-22222222222${n}${i}`.slice(0, 36),
        code: `T${n}${i}`,
        eventUuid: '77777777-7777-4777-8777-777777777777',
        voidedAt: null,
      })),
      voucherCodes: [],
      invoice: null,
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/statistics')
        ? jsonResponse(200, { ...statistics, orders: 0, tickets: 0, activeMemberships: 0 })
        : String(url).endsWith('/users/me/orders')
          ? jsonResponse(200, { data: [order(1, 2), order(2, 0), order(3, 0)] })
          : jsonResponse(204),
    );
    renderAccount('/app/ucet', testUser({ activeUserSubscriptions: [membershipInForce] }));
    const card = screen.getByRole('region', { name: 'Přehled' });
    expect(await within(card).findByText('Objednávky')).toBeTruthy();
    expect(stat(card, 'Objednávky')).toBe('3');
    expect(stat(card, 'Vstupenky')).toBe('2');
    expect(stat(card, 'Aktivní členství')).toBe('1');
    expect(within(card).getByText('07.03.2024')).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'Moje objednávky' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(3);
  });

  it('counts the membership a pre-registered voucher gave at once, without a reload', async () => {
    const member = testUser({ activeUserSubscriptions: [membershipInForce] });
    // The API counts the membership once the voucher has given it.
    let applied = false;
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/statistics')
        ? jsonResponse(200, { ...statistics, activeMemberships: applied ? 1 : 0 })
        : String(url).endsWith('/users/me/orders')
          ? jsonResponse(200, { data: [] })
          : String(url) === '/api/v1/auth/logged-user'
            ? jsonResponse(200, member)
            : jsonResponse(204),
    );
    vi.mocked(applyPreRegisteredVoucher).mockImplementationOnce(async () => {
      applied = true;
      return {
        status: 'applied',
        applied: {
          voucherUuid: '00000000-0000-4000-8000-000000000001',
          code: 'JARO24',
          subscriptionUuid: membershipInForce.subscription.uuid,
          subscriptionName: 'Měsíční členství',
          userSubscriptionUuid: membershipInForce.uuid,
          validFrom: membershipInForce.validFrom,
          validTo: membershipInForce.validTo,
        },
      };
    });
    renderAccount('/app/ucet?preRegisteredVoucherCode=JARO24', testUser());
    const card = screen.getByRole('region', { name: 'Přehled' });
    await waitFor(() => expect(stat(card, 'Aktivní členství')).toBe('1'));
    expect(requests('GET', '/auth/logged-user')).toHaveLength(1);
    // The account's other data is asked again too.
    await waitFor(() => expect(requests('GET', '/auth/logged-user/statistics')).toHaveLength(2));
  });

  it('edits the profile with the birth date as dd.MM.yyyy on screen and ISO on the wire', async () => {
    const { session } = renderAccount();
    expect((field('Datum narození') as HTMLInputElement).value).toBe('07.03.1990');
    fireEvent.change(field('Datum narození'), { target: { value: '24121989' } });
    expect((field('Datum narození') as HTMLInputElement).value).toBe('24.12.1989');
    fireEvent.change(field('Oblíbený tým'), { target: { value: 'Sparta' } });
    fireEvent.click(screen.getByLabelText('Chci dostávat upozornění'));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit údaje' }));
    await waitFor(() => expect(requests('PUT', '/auth/logged-user')).toHaveLength(1));
    expect(requests('PUT', '/auth/logged-user')[0]).toEqual({
      firstName: 'Petr',
      lastName: 'Fanoušek',
      phone: '+420601123456',
      birthDate: '1989-12-24',
      favoriteDriver: null,
      favoriteTeam: 'Sparta',
      pushNotifications: true,
    });
    expect(await screen.findByText('Údaje jsou uložené.')).toBeTruthy();
    expect(session.setUser).toHaveBeenCalledWith(expect.objectContaining({ birthDate: '1989-12-24' }));
  });

  it('refuses a birth date in the future', async () => {
    renderAccount();
    fireEvent.change(field('Datum narození'), { target: { value: '01.01.2999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit údaje' }));
    expect(await screen.findByText(/^Datum musí být před \d{2}\.\d{2}\.\d{4}$/)).toBeTruthy();
    expect(requests('PUT', '/auth/logged-user')).toHaveLength(0);
  });

  it('saves the language of e-mails, and Czech or Slovak takes the user to that address', async () => {
    const { location } = renderAccount();
    fireEvent.change(screen.getByRole('combobox', { name: 'Jazyk e-mailů a upozornění' }), {
      target: { value: 'sk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit jazyk' }));
    await waitFor(() => expect(location()).toBe('/sk/app/ucet'));
    expect(requests('PUT', '/auth/language')).toEqual([{ language: 'sk' }]);
    await waitFor(() => expect(i18n.language).toBe('sk'));
    expect(await screen.findByText('Jazyk je zmenený.')).toBeTruthy();
  });

  it('saves English for e-mails and keeps the page and its language', async () => {
    const { location, session } = renderAccount('/sk/app/ucet', testUser({ language: 'sk' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Jazyk e-mailov a upozornení' }), {
      target: { value: 'en' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zmeniť jazyk' }));
    await waitFor(() =>
      expect(session.setUser).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' })),
    );
    expect(location()).toBe('/sk/app/ucet');
    expect(i18n.language).toBe('sk');
    expect(screen.getByRole('heading', { name: 'Môj účet', level: 1 })).toBeTruthy();
  });

  it('shows a wrong current password on its field', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/change-password')
        ? jsonResponse(400, {
            name: 'badRequest',
            message: 'wrong password',
            details: { fields: [{ field: 'body.currentPassword', message: 'identityError.wrongPassword' }] },
          })
        : jsonResponse(200, statistics),
    );
    const { session } = renderAccount();
    fireEvent.change(field('Současné heslo'), { target: { value: 'Spatne123' } });
    fireEvent.change(field('Nové heslo'), { target: { value: 'NoveHeslo1' } });
    fireEvent.change(field('Nové heslo znovu'), { target: { value: 'NoveHeslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Současné heslo není správné.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Současné heslo'));
    expect(requests('POST', '/auth/change-password')).toEqual([
      { currentPassword: 'Spatne123', newPassword: 'NoveHeslo1' },
    ]);
    expect(session.renewCredentials).not.toHaveBeenCalled();
  });

  it('changes the password and keeps the user signed in with it', async () => {
    const { session } = renderAccount();
    fireEvent.change(field('Současné heslo'), { target: { value: 'Heslo123' } });
    fireEvent.change(field('Nové heslo'), { target: { value: 'NoveHeslo1' } });
    fireEvent.change(field('Nové heslo znovu'), { target: { value: 'NoveHeslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Heslo je změněné.')).toBeTruthy();
    expect(session.renewCredentials).toHaveBeenCalledWith('NoveHeslo1');
    expect((field('Současné heslo') as HTMLInputElement).value).toBe('');
  });

  it('hands a pre-registered voucher code to the voucher step once', async () => {
    renderAccount('/app/ucet?preRegisteredVoucherCode=JARO24');
    await waitFor(() => expect(applyPreRegisteredVoucher).toHaveBeenCalledWith('JARO24'));
    expect(applyPreRegisteredVoucher).toHaveBeenCalledTimes(1);
  });

  it('lists the active memberships, and stops a renewal or cancels one after asking', async () => {
    const membership: UserSubscription = {
      uuid: '5a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      subscription: {
        uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        name: 'Měsíční členství',
        type: 'periodic',
      },
      priceUuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      features: [],
      validFrom: '2026-01-01T10:00:00.000Z',
      validTo: '2099-12-23T10:00:00.000Z',
      renewing: true,
      status: 'active',
    };
    const stopped = testUser({ activeUserSubscriptions: [{ ...membership, renewing: false }] });
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/statistics')) return jsonResponse(200, statistics);
      if (path.startsWith('/api/v1/auth/subscription/')) return jsonResponse(200, membership);
      if (path === '/api/v1/auth/logged-user' && (init?.method ?? 'GET') === 'GET')
        return jsonResponse(200, stopped);
      return jsonResponse(204);
    });
    renderAccount('/app/ucet', testUser({ activeUserSubscriptions: [membership] }));
    const section = screen.getByRole('region', { name: 'Moje členství' });
    expect(within(section).getByText('Měsíční členství')).toBeTruthy();
    expect(within(section).getByText('Platí do 23.12.2099')).toBeTruthy();
    expect(within(section).getByText('Obnovuje se automaticky')).toBeTruthy();

    // Asked first; "no" changes nothing.
    fireEvent.click(
      within(section).getByRole('button', { name: 'Zastavit obnovování členství Měsíční členství' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zastavit obnovování?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ne, ponechat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('DELETE', `/auth/subscription/${membership.uuid}/recurrent-payment`)).toHaveLength(0);

    fireEvent.click(
      within(section).getByRole('button', { name: 'Zastavit obnovování členství Měsíční členství' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ano, pokračovat' }),
    );
    expect(await screen.findByText(/Obnovování je zastavené/)).toBeTruthy();
    expect(requests('DELETE', `/auth/subscription/${membership.uuid}/recurrent-payment`)).toHaveLength(1);
    expect(await within(section).findByText('Neobnovuje se')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Zastavit obnovování/ })).toBeNull();
    // The dialog has closed (until then the page behind it is hidden from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(section).getByRole('button', { name: 'Zrušit členství Měsíční členství' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Zrušit členství?' })).getByRole('button', {
        name: 'Ano, pokračovat',
      }),
    );
    expect(await screen.findByText('Členství je zrušené.')).toBeTruthy();
    expect(requests('DELETE', `/auth/subscription/${membership.uuid}`)).toHaveLength(1);
  });

  it('offers the memberships when the user has no membership', () => {
    renderAccount();
    const section = screen.getByRole('region', { name: 'Moje členství' });
    expect(within(section).getByText('Zatím nemáte žádné aktivní členství.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Prohlédnout členství' }).getAttribute('href')).toBe(
      '/clenstvi',
    );
  });
});
