import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWaitingRoom, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderApp } from '../test/renderApp';

const M = '56565656-5656-4565-8565-565656565656';
const membership = (capacity: number | null) => ({
  id: M,
  uuid: M,
  name: { cs: 'Permanentka 2027' },
  text: { cs: '<p>Všechny zápasy</p>' },
  image: null,
  type: 'permanent',
  validFrom: null,
  validTo: null,
  periodCount: null,
  periodUnit: null,
  renewing: false,
  featureUuids: [],
  requiredDisplayFeatureUuids: [],
  sellable: true,
  capacity,
  voucherPurchasable: false,
  position: 0,
  prices: [],
  activeCount: 12,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

const stats = {
  waiting: 0,
  admitted: 0,
  buying: 0,
  done: 0,
  expired: 0,
  currentRate: 0,
  lastAdmittedPosition: 0,
};
const room = (values: Partial<AdminWaitingRoom> = {}): AdminWaitingRoom => ({
  eventUuid: M,
  enabled: false,
  opensAt: '2026-12-01T09:00:00.000Z',
  saleStartsAt: '2026-12-01T09:00:00.000Z',
  rate: null,
  passMinutes: 10,
  paused: false,
  closed: false,
  shuffledAt: null,
  stats,
  ...values,
});

/** The membership's room calls; the event's are there to show they are not the ones used. */
function show(roles: Parameters<typeof renderApp>[1], capacity: number | null, first = room()) {
  let current = first;
  const calls = {
    subscriptionWaitingRoom: vi.fn(async () => current),
    saveSubscriptionWaitingRoom: vi.fn(async (_uuid: string, body: WaitingRoomSettingsInput) => {
      current = { ...current, ...body, passMinutes: body.passMinutes ?? current.passMinutes };
      return current;
    }),
    waitingRoom: vi.fn(async () => room()),
    saveWaitingRoom: vi.fn(async () => room()),
  };
  renderApp(
    `/admin/subscriptions/${M}/show`,
    roles,
    fakeDataProvider({ getOne: vi.fn(async () => ({ data: membership(capacity) })), ...calls }),
  );
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Čekárna' });

afterEach(() => {
  window.localStorage.clear();
});

describe('the waiting room of a membership', () => {
  it('lets those who manage memberships switch on the room of a membership with a capacity', async () => {
    const calls = show(['subscription_admin'], 300);
    const region = await section();
    expect(
      await within(region).findByText('Čekárna je vypnutá: kupující vstupují do prodeje hned.'),
    ).toBeTruthy();
    expect(calls.subscriptionWaitingRoom).toHaveBeenCalledWith(M);
    fireEvent.click(within(region).getByRole('button', { name: 'Nastavit čekárnu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení čekárny' });
    // A membership's buyer orders once: the pass is told as the time to order, not extended by holds.
    expect(within(dialog).getByText('Jak dlouho má vpuštěný kupující na objednávku členství.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Zapnout čekárnu/ }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Rychlost vpouštění automaticky/ }));
    fireEvent.change(
      await within(dialog).findByRole('spinbutton', { name: /^Rychlost vpouštění \(kupujících/ }),
      { target: { value: '120' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() =>
      expect(calls.saveSubscriptionWaitingRoom).toHaveBeenCalledWith(M, {
        enabled: true,
        opensAt: '2026-12-01T09:00:00.000Z',
        saleStartsAt: '2026-12-01T09:00:00.000Z',
        rate: 120,
        passMinutes: 10,
        paused: false,
        closed: false,
      }),
    );
    expect(await within(region).findByText('120 za minutu')).toBeTruthy();
    expect(calls.saveWaitingRoom).not.toHaveBeenCalled();
  });

  it('says a membership without a capacity gets no room, and offers no settings', async () => {
    show(['subscription_admin'], null);
    const region = await section();
    expect(
      await within(region).findByText(
        'Čekárnu lze zapnout jen u členství s omezeným počtem míst: nejprve nastavte kapacitu.',
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Nastavit čekárnu' })).toBeNull();
  });

  it('names the refusal of the API in the dialog', async () => {
    const calls = show(['subscription_admin'], 300);
    calls.saveSubscriptionWaitingRoom.mockRejectedValueOnce(
      new HttpError('apiError.waitingRoomNeedsCapacity', 409, {}),
    );
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Nastavit čekárnu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení čekárny' });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Zapnout čekárnu/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Čekárnu lze zapnout jen u členství s omezeným počtem míst.',
    );
  });

  it('shows the live room and its controls once it lets buyers in', async () => {
    show(
      ['subscription_admin'],
      300,
      room({ enabled: true, shuffledAt: '2026-12-01T09:00:00.000Z', stats: { ...stats, waiting: 40 } }),
    );
    const region = await section();
    expect((await within(region).findByRole('status')).textContent).toBe('Vpouští kupující');
    expect(within(region).getByRole('button', { name: 'Pozastavit vpouštění' })).toBeTruthy();
  });
});
