import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { currentOrder, unbindCurrentOrder } from '../../lib/currentOrder';
import { changeLanguage, i18n } from '../../lib/i18n';
import { dismissAllToasts } from '../../lib/toast';
import { fakeSession, jsonResponse, renderWithApp, testUser } from '../../test/helpers';
import { WaitlistJoin, type WaitlistCategory } from './WaitlistJoin';

const fetchMock = vi.fn<typeof fetch>();
const EVENT = '0b5d6c1e-4a8f-4f3e-9c2d-7e6f5a4b3c29';
const ENTRY = '5f0e1d2c-3b4a-4958-8776-a5b4c3d2e1f0';
const ORDER = '6e5d4c3b-2a19-4087-9665-544332211000';
const categories: WaitlistCategory[] = [
  { key: 'A', name: 'Tribuna A' },
  { key: 'B', name: 'Tribuna B' },
];

const waiting: MyWaitlistEntry = {
  uuid: ENTRY,
  subject: 'event',
  subjectUuid: EVENT,
  name: 'Derby',
  startsAt: '2030-05-01T17:00:00.000Z',
  category: 'A',
  categoryName: 'Tribuna A',
  quantity: 2,
  position: 3,
  status: 'waiting',
  joinedAt: '2030-04-20T10:00:00.000Z',
  offer: null,
};

const offered: MyWaitlistEntry = {
  ...waiting,
  position: null,
  status: 'offered',
  offer: {
    uuid: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    quantity: 2,
    expiresAt: '2030-04-22T08:30:00.000Z',
    seats: [
      { section: 'Sektor A', row: '3', label: '7', category: 'A' },
      { section: 'Sektor A', row: '3', label: '8', category: 'A' },
    ],
    orderUuid: null,
    byStaff: false,
    createdAt: '2030-04-21T08:30:00.000Z',
  },
};

interface Info {
  open: boolean;
  maxQuantity: number;
  offerHours: number;
  waiting: number;
}
const openList: Info = { open: true, maxQuantity: 4, offerHours: 24, waiting: 0 };

/** The API as the list answers it: the caller's entries now, and what joining and leaving do. */
function server(first: MyWaitlistEntry[], answers: { join?: Response; info?: Info } = {}) {
  let mine = first;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/auth/waitlists') return jsonResponse(200, { data: mine });
    if (url === `/api/v1/events/${EVENT}/waitlist` && method === 'GET')
      return jsonResponse(200, answers.info ?? openList);
    if (url === `/api/v1/events/${EVENT}/waitlist` && method === 'POST') {
      if (answers.join) return answers.join;
      mine = [waiting];
      return jsonResponse(201, waiting);
    }
    if (url.startsWith(`/api/v1/events/${EVENT}/waitlist`) && method === 'DELETE') {
      mine = [];
      return jsonResponse(204);
    }
    if (url === `/api/v1/auth/waitlists/${ENTRY}/order`)
      return jsonResponse(201, { uuid: ORDER, orderHash: 'hash-1' });
    return jsonResponse(404, { name: 'notFound' });
  });
}

const calls = (method: string, prefix: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method,
  );

function renderJoin(options: { signedIn?: boolean; anyCategory?: boolean } = {}) {
  const session = fakeSession({ user: options.signedIn === false ? null : testUser() });
  return renderWithApp(
    <Routes>
      <Route
        path="/akce-a-vstupenky/:uuid"
        element={
          <WaitlistJoin
            target={{ subject: 'event', uuid: EVENT }}
            categories={categories}
            anyCategory={options.anyCategory ?? true}
          />
        }
      />
      <Route path="/app/objednavka" element={<p>Košík</p>} />
    </Routes>,
    { path: `/akce-a-vstupenky/${EVENT}`, session },
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  cleanup();
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  unbindCurrentOrder();
  await changeLanguage('cs');
});

describe('joining the waiting list of a sold-out event', () => {
  it('sends a visitor who is not signed in to sign in and back', async () => {
    server([], { info: { ...openList, offerHours: 12, waiting: 3 } });
    renderJoin({ signedIn: false });
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    expect(within(region).getByText(/^Vyprodáno\. Zařaďte se do čekací listiny/)).toBeTruthy();
    expect(
      await within(region).findByText(/Na zaplacení nabídky budete mít 12 h\. Teď čekají 3 lidé\.$/),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Přihlaste se a zařaďte se' }).getAttribute('href')).toBe(
      `/prihlaseni?redirect=${encodeURIComponent(`/akce-a-vstupenky/${EVENT}`)}`,
    );
    expect(calls('GET', '/api/v1/auth/waitlists')).toHaveLength(0);
  });

  it('joins with the places and the category chosen, shows the place in line, and leaves after a confirmation', async () => {
    server([]);
    renderJoin();
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    const join = await within(region).findByRole('button', { name: 'Zařadit se do čekací listiny' });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Počet vstupenek' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
    fireEvent.click(screen.getByRole('option', { name: '2' }));
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Kategorie' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kterákoli kategorie',
      'Tribuna A',
      'Tribuna B',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Tribuna A' }));
    fireEvent.click(join);

    expect(await within(region).findByText('Vaše pořadí: 3.')).toBeTruthy();
    expect(within(region).getByText('Čekáte na 2 místa v kategorii Tribuna A.')).toBeTruthy();
    const [post] = calls('POST', `/api/v1/events/${EVENT}/waitlist`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ quantity: 2, category: 'A' });

    fireEvent.click(within(region).getByRole('button', { name: 'Opustit čekací listinu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opustit čekací listinu?' });
    expect(within(dialog).getByText(/Přijdete o své pořadí/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE', `/api/v1/events/${EVENT}/waitlist`)).toHaveLength(0);

    fireEvent.click(within(region).getByRole('button', { name: 'Opustit čekací listinu' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Opustit čekací listinu' }),
    );
    expect(await within(region).findByText('Čekací listinu jste opustili.')).toBeTruthy();
    expect(String(calls('DELETE', `/api/v1/events/${EVENT}/waitlist`)[0]![0])).toBe(
      `/api/v1/events/${EVENT}/waitlist?category=A`,
    );
  });

  it('waits for one of the sold-out categories when the event itself is still on sale', async () => {
    server([], { info: { ...openList, maxQuantity: 1 } });
    renderJoin({ anyCategory: false });
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    expect(within(region).getByText(/^Některé kategorie jsou vyprodané/)).toBeTruthy();
    // One place a person: nothing to choose.
    await waitFor(() =>
      expect(within(region).queryByRole('combobox', { name: 'Počet vstupenek' })).toBeNull(),
    );
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Kategorie' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tribuna A',
      'Tribuna B',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Tribuna B' }));
    const join = within(region).getByRole('button', { name: 'Zařadit se do čekací listiny' });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(join);
    await waitFor(() => expect(calls('POST', `/api/v1/events/${EVENT}/waitlist`)).toHaveLength(1));
    const [post] = calls('POST', `/api/v1/events/${EVENT}/waitlist`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ quantity: 1, category: 'B' });
  });

  it('names a refusal beside the button', async () => {
    server([], { join: jsonResponse(409, { name: 'waitlistNotNeeded', message: 'x' }) });
    renderJoin();
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    const join = await within(region).findByRole('button', { name: 'Zařadit se do čekací listiny' });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(join);
    expect((await within(region).findByRole('alert')).textContent).toBe(i18n.t('apiError.waitlistNotNeeded'));
  });

  it('offers no more places than the list allows once a refusal names its limit', async () => {
    server([], {
      join: jsonResponse(400, {
        name: 'waitlistQuantityTooHigh',
        message: 'x',
        details: { quantity: 4, maxQuantity: 2 },
      }),
    });
    renderJoin();
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    const join = await within(region).findByRole('button', { name: 'Zařadit se do čekací listiny' });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Počet vstupenek' }));
    fireEvent.click(screen.getByRole('option', { name: '4' }));
    fireEvent.click(join);
    expect((await within(region).findByRole('alert')).textContent).toBe(
      i18n.t('apiError.waitlistQuantityTooHigh'),
    );
    expect(within(region).getByText('Nejvýše 2')).toBeTruthy();
    expect(within(region).getByRole('combobox', { name: 'Počet vstupenek' }).textContent).toBe('2');
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Počet vstupenek' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2']);
  });

  it('says a closed list takes nobody', async () => {
    server([], { info: { ...openList, open: false } });
    renderJoin();
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    expect(await within(region).findByText(/^Čekací listina je uzavřená/)).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });
});

describe('an offer on the event page', () => {
  it('shows until when the places are held and pays straight away', async () => {
    server([offered]);
    const { location } = renderJoin();
    const region = screen.getByRole('region', { name: 'Čekací listina' });
    // Shown in Prague's time (summer: UTC+2).
    expect(
      await within(region).findByText('Uvolnila se pro vás místa! Držíme je do 22.04.2030 10:30.'),
    ).toBeTruthy();
    expect(
      within(region).getByText('Místa: Sektor A, řada 3, místo 7; Sektor A, řada 3, místo 8'),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Zaplatit nabídku: Derby' }));
    await waitFor(() => expect(location()).toBe('/app/objednavka'));
    expect(currentOrder()).toEqual({ uuid: ORDER, orderHash: 'hash-1' });
    const [post] = calls('POST', `/api/v1/auth/waitlists/${ENTRY}/order`);
    expect(JSON.parse(String(post![1]!.body))).toEqual({ currency: 'CZK' });
  });
});
