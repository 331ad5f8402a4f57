import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminWaitlist,
  AdminWaitlistEntry,
  WaitlistSettingsInput,
} from '@tribuna/common/schemas/waitlists';
import type { Role } from '@tribuna/common/schemas/auth';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEvent, figure, renderEventShow } from '../test/adminEvent';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const E = '47474747-4747-4747-8747-474747474747';
const event = adminEvent(E, {
  name: { cs: 'Derby' },
  venue: 'Zimní stadion',
  saleFrom: '2026-12-01T09:00:00.000Z',
  seated: true,
  seatCount: 2,
});

const list = (values: Partial<AdminWaitlist> = {}): AdminWaitlist => ({
  subject: 'event',
  subjectUuid: E,
  enabled: true,
  closed: false,
  maxQuantity: 4,
  offerHours: 24,
  stats: { waiting: 1204, waitingQuantity: 2210, offered: 2, ordered: 1, bought: 7, lapsed: 3, left: 5 },
  ...values,
});

const entry = (values: Partial<AdminWaitlistEntry> = {}): AdminWaitlistEntry => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  userUuid: '21111111-1111-4111-8111-111111111111',
  email: 'jana@example.com',
  name: 'Jana Nováková',
  position: 1,
  quantity: 3,
  category: null,
  status: 'waiting',
  joinedAt: '2026-12-02T10:00:00.000Z',
  offer: null,
  ...values,
});

const offered = entry({
  uuid: '33333333-3333-4333-8333-333333333333',
  email: 'petr@example.com',
  name: 'Petr Fanoušek',
  position: null,
  quantity: 2,
  category: 'A',
  status: 'offered',
  offer: {
    uuid: '44444444-4444-4444-8444-444444444444',
    quantity: 2,
    expiresAt: '2026-12-03T11:00:00.000Z',
    seats: [
      { section: 'Sektor A', row: '1', label: '4', category: 'A' },
      { section: 'Sektor A', row: '1', label: '5', category: 'A' },
    ],
    orderUuid: null,
    byStaff: true,
    createdAt: '2026-12-02T11:00:00.000Z',
  },
});

/** A server that keeps what staff saved and closed, and answers the people in line. */
function serverList(first: AdminWaitlist, people: AdminWaitlistEntry[] = [entry(), offered]) {
  let current = first;
  const calls = {
    eventWaitlist: vi.fn(async () => current),
    saveEventWaitlist: vi.fn(async (_uuid: string, body: WaitlistSettingsInput) => {
      current = { ...current, ...body, closed: body.closed ?? false } as AdminWaitlist;
      return current;
    }),
    closeEventWaitlist: vi.fn(async () => {
      current = { ...current, closed: true };
      return current;
    }),
    eventWaitlistEntries: vi.fn(async (_uuid: string, query: { status?: string }) => {
      const rows = people.filter((person) => !query.status || person.status === query.status);
      return { data: rows, total: rows.length };
    }),
    offerEventWaitlist: vi.fn(async () => offered.offer!),
  };
  return calls;
}

const show = (roles: Role[], calls: ReturnType<typeof serverList>) => renderEventShow(event, roles, calls);

const section = () => screen.findByRole('region', { name: 'Čekací listina' });

afterEach(() => {
  window.localStorage.clear();
});

describe("an event's waiting list", () => {
  it('shows its state, settings, counts and the people in line with their offers', async () => {
    const calls = serverList(list());
    show(['event_admin'], calls);
    const region = await section();
    expect((await within(region).findByRole('status')).textContent).toBe(
      'Zapnutá: po vyprodání se zájemci mohou zařadit',
    );
    expect(within(region).getByText('Nejvíce míst na osobu').nextElementSibling?.textContent).toBe('4');
    expect(within(region).getByText('Nabídka platí').nextElementSibling?.textContent).toBe('24 h');
    const counts = within(region).getByRole('region', { name: 'Čekací listina právě teď' });
    expect(figure(counts, 'Čekají')).toBe('1\u00a0204');
    expect(figure(counts, 'Chtějí míst')).toBe('2\u00a0210');
    expect(figure(counts, 'Mají nabídku')).toBe('2');
    expect(figure(counts, 'Propadlé nabídky')).toBe('3');

    const people = within(region).getByRole('region', { name: 'Lidé v čekací listině' });
    const rows = await within(people).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Jana Nováková')).toBeTruthy();
    expect(within(rows[1]!).getByText('Čeká')).toBeTruthy();
    expect(within(rows[1]!).getByText('kterákoli')).toBeTruthy();
    expect(within(rows[2]!).getByText('Nabídka')).toBeTruthy();
    expect(within(rows[2]!).getByText('2 × do 03.12.2026 12:00')).toBeTruthy();
    expect(within(rows[2]!).getByText('ručně')).toBeTruthy();
    expect(within(rows[2]!).getByText('Místa: Sektor A 1/4, Sektor A 1/5')).toBeTruthy();
    // Only those still waiting are offered places by hand.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.mouseDown(within(people).getByRole('combobox', { name: /^Stav/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nabídka' }));
    await waitFor(() =>
      expect(calls.eventWaitlistEntries).toHaveBeenLastCalledWith(E, {
        status: 'offered',
        limit: 25,
        offset: 0,
      }),
    );
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(2));
  });

  it('changes the settings once the numbers make sense', async () => {
    const calls = serverList(list());
    show(['event_admin'], calls);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Nastavit čekací listinu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení čekací listiny' });
    const most = within(dialog).getByRole('spinbutton', { name: /^Nejvíce míst na osobu/ });
    const hours = within(dialog).getByRole('spinbutton', { name: /^Jak dlouho nabídka platí/ });
    fireEvent.change(most, { target: { value: '0' } });
    fireEvent.change(hours, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    expect(await within(dialog).findByText('Zadejte celé číslo od 1 do 100')).toBeTruthy();
    expect(within(dialog).getByText('Zadejte celé číslo od 1 do 168')).toBeTruthy();
    expect(calls.saveEventWaitlist).not.toHaveBeenCalled();

    fireEvent.change(most, { target: { value: '2' } });
    fireEvent.change(hours, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() =>
      expect(calls.saveEventWaitlist).toHaveBeenCalledWith(E, {
        enabled: true,
        closed: false,
        maxQuantity: 2,
        offerHours: 12,
      }),
    );
    expect(await screen.findByText('Nastavení čekací listiny je uložené')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(region).findByText('12 h')).toBeTruthy();
  });

  it('offers fewer places by hand, and keeps the dialog open with the refusal named', async () => {
    const calls = serverList(list());
    calls.offerEventWaitlist.mockRejectedValueOnce(new HttpError('apiError.eventNotFound', 404, {}));
    show(['event_admin'], calls);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Nabídnout místa: Jana Nováková' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nabídnout místa: Jana Nováková' });
    expect(within(dialog).getByText(/Nabídka platí 24 h\.$/)).toBeTruthy();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Počet míst' });
    expect((quantity as HTMLInputElement).value).toBe('3');
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nabídnout' }));
    expect(await within(dialog).findByText('Zadejte celé číslo od 1 do 3')).toBeTruthy();
    expect(calls.offerEventWaitlist).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nabídnout' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Akce nebyla nalezena.');
    expect(calls.offerEventWaitlist).toHaveBeenCalledWith(E, {
      entryUuid: '11111111-1111-4111-8111-111111111111',
      quantity: 2,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Nabídnout' }));
    expect(await screen.findByText('Místa jsou nabídnutá')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.offerEventWaitlist).toHaveBeenCalledTimes(2);
  });

  it('closes the list after a confirmation unless undone, and opens it again', async () => {
    const calls = serverList(list());
    show(['event_admin'], calls);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Uzavřít čekací listinu' }));
    let confirm = await screen.findByRole('dialog', { name: 'Uzavřít čekací listinu?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Uzavřít čekací listinu' }));
    expect(await screen.findByText('Čekací listina se uzavírá')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Vrátit' }));
    await waitFor(() => expect(screen.queryByText('Čekací listina se uzavírá')).toBeNull());
    expect(calls.closeEventWaitlist).not.toHaveBeenCalled();

    fireEvent.click(within(region).getByRole('button', { name: 'Uzavřít čekací listinu' }));
    confirm = await screen.findByRole('dialog', { name: 'Uzavřít čekací listinu?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Uzavřít čekací listinu' }));
    await waitFor(() => expect(calls.closeEventWaitlist).toHaveBeenCalledWith(E), { timeout: 10_000 });
    expect(await within(region).findByText(/^Uzavřená: nové zájemce nepřijímá/)).toBeTruthy();

    fireEvent.click(await within(region).findByRole('button', { name: 'Znovu otevřít' }));
    await waitFor(() =>
      expect(calls.saveEventWaitlist).toHaveBeenCalledWith(E, expect.objectContaining({ closed: false })),
    );
    expect(await within(region).findByText(/^Zapnutá/)).toBeTruthy();
  }, 20_000);

  it('shows staff who only read events the list, without the actions', async () => {
    const calls = serverList(list());
    show(['order_admin'], calls);
    const region = await section();
    expect(await within(region).findByText('Jana Nováková')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Nabídnout místa/ })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Nastavit čekací listinu' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Uzavřít čekací listinu' })).toBeNull();
  });

  it('says that nobody is in line yet', async () => {
    const calls = serverList(list({ enabled: false }), []);
    show(['event_admin'], calls);
    const region = await section();
    expect(await within(region).findByText('V čekací listině zatím nikdo není.')).toBeTruthy();
    expect(within(region).getByText(/^Vypnutá/)).toBeTruthy();
    // A list switched off has nothing to close.
    expect(within(region).queryByRole('button', { name: 'Uzavřít čekací listinu' })).toBeNull();
  });

  it('opens a closed list again even while it is switched off', async () => {
    const calls = serverList(list({ enabled: false, closed: true }), []);
    show(['event_admin'], calls);
    const region = await section();
    expect(await within(region).findByText(/^Uzavřená/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Znovu otevřít' }));
    await waitFor(() =>
      expect(calls.saveEventWaitlist).toHaveBeenCalledWith(E, expect.objectContaining({ closed: false })),
    );
    expect(await within(region).findByText(/^Vypnutá/)).toBeTruthy();
  });
});

describe("a membership's waiting list", () => {
  it("uses the membership's calls", async () => {
    const M = '58585858-5858-4585-8585-585858585858';
    const subscriptionWaitlist = vi.fn(async () => list({ subject: 'subscription', subjectUuid: M }));
    const subscriptionWaitlistEntries = vi.fn(async () => ({
      data: [entry({ quantity: 1 })],
      total: 1,
    }));
    renderApp(
      `/admin/subscriptions/${M}/show`,
      ['subscription_admin'],
      fakeDataProvider({
        getOne: vi.fn(async () => ({
          data: {
            id: M,
            uuid: M,
            name: { cs: 'Permanentka' },
            text: { cs: '' },
            image: null,
            type: 'permanent',
            capacity: 100,
            prices: [],
            featureUuids: [],
            requiredDisplayFeatureUuids: [],
            activeCount: 100,
            createdAt: '2026-11-01T08:00:00.000Z',
            updatedAt: '2026-11-01T08:00:00.000Z',
          },
        })),
        subscriptionWaitlist,
        subscriptionWaitlistEntries,
      }),
    );
    const region = await section();
    expect(await within(region).findByText('Jana Nováková')).toBeTruthy();
    expect(subscriptionWaitlist).toHaveBeenCalledWith(M);
    expect(subscriptionWaitlistEntries).toHaveBeenCalledWith(M, { limit: 25, offset: 0 });
  });
});

describe('the waiting list in Slovak and English', () => {
  it.each([
    ['sk', 'Čakacia listina', 'Čakacia listina práve teraz', 'Čakajú', 'Ponúknuť miesta'],
    ['en', 'Waiting list', 'The waiting list now', 'Waiting', 'Offer places'],
  ] as const)('speaks %s', async (language, title, now, waiting, offer) => {
    const calls = serverList(list());
    renderEventShow(event, ['event_admin'], calls, language);
    const region = await screen.findByRole('region', { name: title });
    const counts = await within(region).findByRole('region', { name: now });
    expect(figure(counts, waiting)).toBe(language === 'en' ? '1,204' : '1\u00a0204');
    expect(await within(region).findByRole('button', { name: `${offer}: Jana Nováková` })).toBeTruthy();
  });
});
