import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTicket, TicketTransferOffer } from '@tribuna/common/schemas/tickets';
import { changeLanguage } from '../../../lib/i18n';
import { dismissAllToasts } from '../../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../../test/helpers';
import { TicketTransferPage } from './TicketTransferPage';

const fetchMock = vi.fn<typeof fetch>();
const token = 'tkn_0123456789abcdefghijklmnop';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const offer = (overrides: Partial<TicketTransferOffer> = {}): TicketTransferOffer => ({
  status: 'pending',
  event: {
    uuid: '77777777-7777-4777-8777-777777777777',
    name: 'Derby',
    venue: 'Tribuna Aréna',
    startsAt: '2030-05-01T17:00:00.000Z',
    endsAt: '2030-05-01T20:00:00.000Z',
  },
  category: 'A',
  categoryName: 'Tribuna A',
  seatId: 'A-3-7',
  section: 'Sektor Sever',
  row: '3',
  seatLabel: '7',
  fromName: 'Jana Nováková',
  toEmail: 'fan@example.com',
  acceptUntil: inDays(9),
  ...overrides,
});

const accepted = { uuid: '22222222-2222-4222-8222-222222222222' } as MyTicket;

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === `/api/v1${path}` && (init?.method ?? 'GET') === method,
  );
}

function answer(answers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    return answers[key]?.() ?? jsonResponse(404, { name: 'notFound' });
  });
}

function renderPage(path = `/app/vstupenky/prevod/${token}`) {
  return renderWithApp(
    <Routes>
      {['/app/vstupenky/prevod/:token', '/sk/app/vstupenky/prevod/:token'].map((p) => (
        <Route key={p} path={p} element={<TicketTransferPage />} />
      ))}
    </Routes>,
    { path, session: fakeSession({ user: testUser() }) },
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await changeLanguage('cs');
});

describe('accepting a ticket passed on', () => {
  it('shows what is offered and from whom', async () => {
    answer({ [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer()) });
    renderPage();
    expect(await screen.findByText('Jana Nováková vám předává vstupenku.')).toBeTruthy();
    expect(screen.getByText('Derby')).toBeTruthy();
    expect(screen.getByText('Tribuna Aréna')).toBeTruthy();
    expect(screen.getByText('Tribuna A · Sektor Sever, řada 3, místo 7')).toBeTruthy();
    expect(calls('POST', `/ticket-transfers/${token}/accept`)).toHaveLength(0);
  });

  it('lets a signed-in recipient accept the ticket and leads to their tickets', async () => {
    answer({
      [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer()),
      [`POST /api/v1/ticket-transfers/${token}/accept`]: () => jsonResponse(200, accepted),
    });
    renderPage();
    expect(await screen.findByText('Vstupenku převezmete do účtu fan@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Přijmout vstupenku' }));
    expect(
      await screen.findByText(
        'Vstupenka je vaše. Najdete ji v účtu mezi svými vstupenkami, s novým QR kódem.',
      ),
    ).toBeTruthy();
    expect(calls('POST', `/ticket-transfers/${token}/accept`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Moje vstupenky' }).getAttribute('href')).toBe(
      '/app/ucet#account-tickets',
    );
  });

  it('says why a link can no longer be accepted', async () => {
    for (const [status, text] of [
      ['accepted', 'Tuto vstupenku už někdo převzal.'],
      ['cancelled', 'Odesílatel předání zrušil, vstupenka zůstala jemu.'],
      ['expired', 'Odkaz na převzetí vypršel: vstupenky na tuto akci se už předávat nedají.'],
    ] as const) {
      answer({ [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer({ status })) });
      renderPage();
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Přijmout vstupenku' })).toBeNull();
      cleanup();
    }
    answer({
      [`GET /api/v1/ticket-transfers/${token}`]: () =>
        jsonResponse(404, { name: 'ticketTransferNotFound', message: 'not found' }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Tento odkaz na převzetí vstupenky neplatí. Zkontrolujte, že jste ho zkopírovali celý.',
      ),
    ).toBeTruthy();
  });

  it('says so when someone else accepted the ticket first, and shows other refusals by their text', async () => {
    answer({
      [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer()),
      [`POST /api/v1/ticket-transfers/${token}/accept`]: () =>
        jsonResponse(409, { name: 'ticketTransferAlreadyAccepted', message: 'accepted' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Přijmout vstupenku' }));
    expect(await screen.findByText('Tuto vstupenku už někdo převzal.')).toBeTruthy();
    cleanup();

    answer({
      [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer()),
      [`POST /api/v1/ticket-transfers/${token}/accept`]: () =>
        jsonResponse(409, { name: 'ticketAlreadyUsed', message: 'used' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Přijmout vstupenku' }));
    expect(
      await screen.findByText(
        'Vstupenka už byla použita při vstupu. Nelze ji předat dál a vrátit ji lze jen s výslovným souhlasem.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Přijmout vstupenku' })).toBeTruthy());
  });

  it('speaks Slovak under /sk', async () => {
    await changeLanguage('sk');
    answer({ [`GET /api/v1/ticket-transfers/${token}`]: () => jsonResponse(200, offer()) });
    renderPage(`/sk/app/vstupenky/prevod/${token}`);
    expect(await screen.findByText('Jana Nováková vám odovzdáva vstupenku.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prijať vstupenku' })).toBeTruthy();
  });
});
