import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { changeLanguage } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, field, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { MyTicketsSection } from './MyTicketsSection';

const fetchMock = vi.fn<typeof fetch>();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function ticket(overrides: Partial<MyTicket> = {}): MyTicket {
  return {
    uuid: '22222222-2222-4222-8222-222222222222',
    code: 'AAAA1111',
    qrPayload: 'payload.signature',
    version: 1,
    event: {
      uuid: '77777777-7777-4777-8777-777777777777',
      name: 'Derby',
      venue: 'Tribuna Aréna',
      startsAt: inDays(10),
      endsAt: inDays(10.1),
    },
    category: 'A',
    categoryName: 'Tribuna A',
    seatId: 'A-3-7',
    section: 'Sektor Sever',
    row: '3',
    seatLabel: '7',
    holderName: null,
    orderUuid: '11111111-1111-4111-8111-111111111111',
    checkedAt: null,
    voided: false,
    voidedAt: null,
    transferable: true,
    transferableUntil: inDays(9),
    pendingTransfer: null,
    season: null,
    wallet: { apple: false, google: false },
    ...overrides,
  };
}

const pendingTransfer = (ticketUuid: string) => ({
  uuid: '99999999-9999-4999-8999-999999999999',
  ticketUuid,
  status: 'pending' as const,
  toEmail: 'kamarad@example.com',
  createdAt: inDays(0),
  settledAt: null,
});

function calls(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).split('?')[0] === `/api/v1${path}` && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** The API's answers: the list as `tickets()` says at the time of the call, and `others` by path. */
function answer(tickets: () => MyTicket[], others: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0] ?? '';
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (others[key]) return others[key]();
    if (key === 'GET /api/v1/auth/tickets') return jsonResponse(200, { data: tickets() });
    return jsonResponse(404, { name: 'notFound' });
  });
}

function renderSection() {
  return renderWithApp(<MyTicketsSection />, {
    path: '/app/ucet',
    session: fakeSession({ user: testUser() }),
  });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await changeLanguage('cs');
});

describe('my tickets', () => {
  it('lists held tickets with their event, seat and state, upcoming first and past ones apart', async () => {
    answer(() => [
      ticket(),
      ticket({
        uuid: '33333333-3333-4333-8333-333333333333',
        code: 'BBBB2222',
        event: { ...ticket().event, name: 'Pohárové finále', startsAt: inDays(20), endsAt: inDays(20.1) },
        seatId: null,
        section: null,
        row: null,
        seatLabel: null,
        categoryName: 'Stání',
        season: { uuid: '44444444-4444-4444-8444-444444444444', name: 'Sezóna 2026/27' },
      }),
      ticket({
        uuid: '55555555-5555-4555-8555-555555555555',
        code: 'CCCC3333',
        event: { ...ticket().event, name: 'Jarní zápas', startsAt: inDays(-30), endsAt: inDays(-29.9) },
        checkedAt: inDays(-30),
        transferable: false,
      }),
    ]);
    renderSection();
    const section = screen.getByRole('region', { name: 'Moje vstupenky' });
    const derby = await within(section).findByRole('listitem', { name: 'Derby' });
    expect(within(derby).getByText('Platná')).toBeTruthy();
    expect(within(derby).getByText('Tribuna A · Sektor Sever, řada 3, místo 7')).toBeTruthy();
    expect(within(derby).getByText(/Tribuna Aréna$/)).toBeTruthy();
    expect(within(derby).getByText('Kód AAAA1111')).toBeTruthy();
    const final = within(section).getByRole('listitem', { name: 'Pohárové finále' });
    expect(within(final).getByText('Stání · Bez místenky')).toBeTruthy();
    expect(within(final).getByText('Permanentka')).toBeTruthy();
    const names = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(names).toEqual(['Derby', 'Pohárové finále', 'Jarní zápas']);
    const past = within(section).getByRole('list', { name: 'Proběhlé akce' });
    const spring = within(past).getByRole('listitem', { name: 'Jarní zápas' });
    expect(within(spring).getByText('Použitá')).toBeTruthy();
    const passOn = within(spring).getByRole('button', { name: 'Předat vstupenku na Jarní zápas' });
    expect((passOn as HTMLButtonElement).disabled).toBe(true);
    expect(passOn.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(spring).getByText('Použitou vstupenku nelze předat.')).toBeTruthy();
    expect(calls('GET', '/auth/tickets')).toHaveLength(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('period=all');
  });

  it('says when the account holds no tickets and leads to the events', async () => {
    answer(() => []);
    renderSection();
    expect(await screen.findByText('Zatím nemáte žádné vstupenky.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prohlédnout akce' }).getAttribute('href')).toBe(
      '/akce-a-vstupenky',
    );
  });

  it('names why a ticket cannot be passed on: not allowed, closed, voided', async () => {
    answer(() => [
      ticket({ transferable: false, transferableUntil: null }),
      ticket({
        uuid: '33333333-3333-4333-8333-333333333333',
        event: { ...ticket().event, name: 'Pohár' },
        transferable: false,
        transferableUntil: inDays(-1),
      }),
      ticket({
        uuid: '55555555-5555-4555-8555-555555555555',
        event: { ...ticket().event, name: 'Přátelák' },
        voided: true,
        voidedAt: inDays(-1),
        transferable: false,
      }),
    ]);
    renderSection();
    const derby = await screen.findByRole('listitem', { name: 'Derby' });
    expect(within(derby).getByText('Vstupenky na tuto akci se nepředávají.')).toBeTruthy();
    const cup = screen.getByRole('listitem', { name: 'Pohár' });
    expect(within(cup).getByText('Předávání vstupenek na tuto akci už skončilo.')).toBeTruthy();
    const friendly = screen.getByRole('listitem', { name: 'Přátelák' });
    expect(within(friendly).getByText('Zrušená')).toBeTruthy();
    expect(within(friendly).getByText('Zrušenou vstupenku nelze předat.')).toBeTruthy();
    for (const item of [derby, cup, friendly])
      expect(
        (within(item).getByRole('button', { name: /^Předat vstupenku/ }) as HTMLButtonElement).disabled,
      ).toBe(true);
  });

  it('passes a ticket on after a confirmation, then shows it waiting and can take it back', async () => {
    let offered = false;
    answer(() => [ticket({ pendingTransfer: offered ? pendingTransfer(ticket().uuid) : null })], {
      [`POST /api/v1/tickets/${ticket().uuid}/transfers`]: () => {
        offered = true;
        return jsonResponse(201, pendingTransfer(ticket().uuid));
      },
      [`DELETE /api/v1/tickets/${ticket().uuid}/transfers`]: () => {
        offered = false;
        return jsonResponse(204);
      },
    });
    renderSection();
    const derby = await screen.findByRole('listitem', { name: 'Derby' });
    expect(within(derby).getByText(/^Předat ji můžete do /)).toBeTruthy();
    fireEvent.click(within(derby).getByRole('button', { name: 'Předat vstupenku na Derby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Předat vstupenku' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(await within(dialog).findByText('Toto pole je povinné')).toBeTruthy();
    fireEvent.change(field('E-mail příjemce'), { target: { value: 'kamarad@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(
      await within(dialog).findByText('Opravdu předat vstupenku na Derby na e-mail kamarad@example.com?'),
    ).toBeTruthy();
    expect(calls('POST', `/tickets/${ticket().uuid}/transfers`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Předat vstupenku' }));
    await waitFor(() =>
      expect(calls('POST', `/tickets/${ticket().uuid}/transfers`)).toEqual([
        { email: 'kamarad@example.com' },
      ]),
    );
    expect(await screen.findByText('Odkaz na převzetí jsme poslali na kamarad@example.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const waiting = await screen.findByRole('listitem', { name: 'Derby' });
    expect(await within(waiting).findByText('Čeká na převzetí')).toBeTruthy();
    expect(
      within(waiting).getByText(
        'Předáváte ji na kamarad@example.com. Dokud ji příjemce nepřijme, platí vaše vstupenka.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(waiting).getByRole('button', { name: 'Zrušit předání vstupenky na Derby' }));
    const ask = await screen.findByRole('dialog', { name: 'Zrušit předání?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Ano, zrušit předání' }));
    await waitFor(() => expect(calls('DELETE', `/tickets/${ticket().uuid}/transfers`)).toHaveLength(1));
    expect(await screen.findByText('Předání je zrušené, vstupenka zůstává vaše.')).toBeTruthy();
    expect(await within(screen.getByRole('listitem', { name: 'Derby' })).findByText('Platná')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps the ticket as it was", async () => {
    answer(() => [ticket()], {
      [`POST /api/v1/tickets/${ticket().uuid}/transfers`]: () =>
        jsonResponse(409, { name: 'ticketTransferClosed', message: 'closed' }),
    });
    renderSection();
    const derby = await screen.findByRole('listitem', { name: 'Derby' });
    fireEvent.click(within(derby).getByRole('button', { name: 'Předat vstupenku na Derby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Předat vstupenku' });
    fireEvent.change(field('E-mail příjemce'), { target: { value: 'kamarad@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Předat vstupenku' }));
    expect(
      await within(dialog).findByText(
        'Tuto vstupenku už nelze předat dál: akce to nedovoluje nebo čas na předání skončil.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /E-mail příjemce/ })).toBeTruthy();
  });

  it("shows a valid ticket's current QR code to present at the gate, and none for a used one", async () => {
    answer(() => [
      ticket({ qrPayload: 'eyJ2IjoxfQ.c2lnbmF0dXJl' }),
      ticket({
        uuid: '55555555-5555-4555-8555-555555555555',
        event: { ...ticket().event, name: 'Jarní zápas' },
        checkedAt: inDays(-1),
        transferable: false,
      }),
    ]);
    renderSection();
    const spring = await screen.findByRole('listitem', { name: 'Jarní zápas' });
    expect(within(spring).queryByRole('button', { name: /QR kód/ })).toBeNull();
    const derby = screen.getByRole('listitem', { name: 'Derby' });
    fireEvent.click(within(derby).getByRole('button', { name: 'Zobrazit QR kód vstupenky na Derby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vstupenka na Derby' });
    const image = await within(dialog).findByRole('img', { name: 'QR kód vstupenky AAAA1111' });
    const svg = decodeURIComponent(
      image.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''),
    );
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    // The drawn modules are the payload's: another payload draws another code.
    const { toString } = await import('qrcode');
    expect(svg).toBe(
      await toString('eyJ2IjoxfQ.c2lnbmF0dXJl', { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    expect(svg).not.toBe(await toString('other', { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  });

  it('comes into view when the accept page leads here', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    answer(() => [ticket()]);
    renderWithApp(<MyTicketsSection />, {
      path: '/app/ucet#account-tickets',
      session: fakeSession({ user: testUser() }),
    });
    await screen.findByRole('listitem', { name: 'Derby' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Moje vstupenky' }));
  });

  it('speaks Slovak under /sk', async () => {
    await changeLanguage('sk');
    answer(() => [ticket()]);
    renderWithApp(<MyTicketsSection />, { path: '/sk/app/ucet', session: fakeSession({ user: testUser() }) });
    const derby = await screen.findByRole('listitem', { name: 'Derby' });
    expect(within(derby).getByRole('button', { name: 'Odovzdať vstupenku na Derby' })).toBeTruthy();
    expect(within(derby).getByText('Tribuna A · Sektor Sever, rad 3, miesto 7')).toBeTruthy();
  });
});
