import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWaitingRoom, WaitingRoomSettingsInput } from '@tribuna/common/schemas/waitingRooms';
import type { Role } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminEvent, figure, renderEventShow } from '../test/adminEvent';

const E = '45454545-4545-4545-8545-454545454545';
const event = adminEvent(E, {
  venue: 'Zimní stadion',
  saleFrom: '2026-12-01T09:00:00.000Z',
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

/** The room as the API answers it: switched off with the event's sale start, unless a test says. */
const room = (values: Partial<AdminWaitingRoom> = {}): AdminWaitingRoom => ({
  eventUuid: E,
  enabled: false,
  opensAt: event.saleFrom,
  saleStartsAt: event.saleFrom,
  rate: null,
  passMinutes: 10,
  paused: false,
  closed: false,
  shuffledAt: null,
  stats,
  ...values,
});

/** A room switched on whose sale started (the shuffle happened): letting buyers in. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const running = (values: Partial<AdminWaitingRoom> = {}) =>
  room({
    enabled: true,
    opensAt: hoursAgo(2),
    saleStartsAt: hoursAgo(1),
    rate: 60,
    shuffledAt: hoursAgo(1),
    stats: {
      ...stats,
      waiting: 1250,
      admitted: 40,
      buying: 12,
      done: 8,
      expired: 3,
      currentRate: 60,
      lastAdmittedPosition: 63,
    },
    ...values,
  });

/** A server that keeps what staff saved: each save answers the room with the body applied. */
function serverRoom(first: AdminWaitingRoom) {
  let current = first;
  const waitingRoom = vi.fn(async () => current);
  const saveWaitingRoom = vi.fn(async (_uuid: string, body: WaitingRoomSettingsInput) => {
    current = { ...current, ...body, passMinutes: body.passMinutes ?? current.passMinutes };
    return current;
  });
  const set = (next: AdminWaitingRoom) => (current = next);
  return { waitingRoom, saveWaitingRoom, set };
}

const show = (roles: Role[], server: ReturnType<typeof serverRoom>, language: Language = 'cs') =>
  renderEventShow(
    event,
    roles,
    { waitingRoom: server.waitingRoom, saveWaitingRoom: server.saveWaitingRoom },
    language,
  );

const section = () => screen.findByRole('region', { name: 'Čekárna' });

afterEach(() => {
  window.localStorage.clear();
});

describe('the waiting room settings', () => {
  it('switches the room on once the times, the rate and the length of a pass make sense', async () => {
    const server = serverRoom(room());
    show(['event_admin'], server);
    const region = await section();
    expect(
      await within(region).findByText('Čekárna je vypnutá: kupující vstupují do prodeje hned.'),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Nastavit čekárnu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení čekárny' });
    // The sale starts at the event's own sale start unless staff say otherwise.
    const saleStarts = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Prodej začíná/ });
    expect(saleStarts.value).toBe('01.12.2026 10:00');
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Zapnout čekárnu/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Čekárna se otevírá/ }), {
      target: { value: '01.12.2026 11:00' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Rychlost vpouštění automaticky/ }));
    fireEvent.change(
      await within(dialog).findByRole('spinbutton', { name: /^Rychlost vpouštění \(kupujících/ }),
      {
        target: { value: '0' },
      },
    );
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Platnost propustky/ }), {
      target: { value: '500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    expect(
      await within(dialog).findByText('Prodej musí začít nejdříve v okamžiku otevření čekárny'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Zadejte celé číslo od 1 do 100000')).toBeTruthy();
    expect(within(dialog).getByText('Zadejte celé číslo od 1 do 120')).toBeTruthy();
    expect(server.saveWaitingRoom).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Čekárna se otevírá/ }), {
      target: { value: '01.12.2026 09:30' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Rychlost vpouštění \(kupujících/ }), {
      target: { value: '90' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Platnost propustky/ }), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenCalledWith(E, {
        enabled: true,
        opensAt: '2026-12-01T08:30:00.000Z',
        saleStartsAt: '2026-12-01T09:00:00.000Z',
        rate: 90,
        passMinutes: 15,
        paused: false,
        closed: false,
      }),
    );
    expect(await screen.findByText('Nastavení čekárny je uložené')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nastavení čekárny' })).toBeNull());
    expect(await within(region).findByText('90 za minutu')).toBeTruthy();
    expect(within(region).getByText('15 min')).toBeTruthy();
  });

  it('keeps the dialog open with the refusal named when the API refuses the settings', async () => {
    const server = serverRoom(room());
    server.saveWaitingRoom.mockRejectedValueOnce(new HttpError('apiError.eventNotFound', 404, {}));
    show(['event_admin'], server);
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Nastavit čekárnu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení čekárny' });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Zapnout čekárnu/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit nastavení' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Akce nebyla nalezena.');
    expect(server.saveWaitingRoom).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Nastavení čekárny' })).toBeTruthy();
  });
});

describe('the live waiting room', () => {
  it('shows the figures with the time they were read, and refreshes them every two seconds', async () => {
    const server = serverRoom(running());
    show(['event_admin'], server);
    const region = await section();
    await within(region).findByText('Vpouští kupující');
    const figures = within(region).getByRole('region', { name: 'Čekárna právě teď' });
    expect(figure(figures, 'Čekají')).toBe('1\u00a0250');
    expect(figure(figures, 'Vpuštění')).toBe('40');
    expect(figure(figures, 'Nakupují')).toBe('12');
    expect(figure(figures, 'Nakoupili')).toBe('8');
    expect(figure(figures, 'Propadlé propustky')).toBe('3');
    expect(figure(figures, 'Rychlost (za minutu)')).toBe('60');
    expect(figure(figures, 'Poslední vpuštěné pořadí')).toBe('63');
    expect(within(region).getByText(/^Aktualizováno v \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    server.set(running({ stats: { ...running().stats, waiting: 1190, lastAdmittedPosition: 123 } }));
    await waitFor(() => expect(figure(figures, 'Čekají')).toBe('1\u00a0190'));
    expect(figure(figures, 'Poslední vpuštěné pořadí')).toBe('123');
    expect(server.waitingRoom.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('pauses and resumes admission, each with a notification', async () => {
    const server = serverRoom(running());
    show(['event_admin'], server);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Pozastavit vpouštění' }));
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenLastCalledWith(
        E,
        expect.objectContaining({ paused: true, rate: 60 }),
      ),
    );
    expect(await screen.findByText('Vpouštění je pozastavené')).toBeTruthy();
    expect((await within(region).findByRole('status')).textContent).toBe('Pozastavená');
    fireEvent.click(within(region).getByRole('button', { name: 'Obnovit vpouštění' }));
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenLastCalledWith(E, expect.objectContaining({ paused: false })),
    );
    expect(await screen.findByText('Vpouštění pokračuje')).toBeTruthy();
    expect(await within(region).findByRole('button', { name: 'Pozastavit vpouštění' })).toBeTruthy();
  });

  it('changes the rate in place, refusing what is no rate, and goes back to automatic', async () => {
    const server = serverRoom(running());
    show(['event_admin'], server);
    const region = await section();
    const rate = await within(region).findByRole('spinbutton', { name: 'Nová rychlost (za minutu)' });
    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Změnit rychlost' }));
    expect(await within(region).findByText('Zadejte celé číslo od 1 do 100000')).toBeTruthy();
    expect(server.saveWaitingRoom).not.toHaveBeenCalled();
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Změnit rychlost' }));
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenLastCalledWith(
        E,
        expect.objectContaining({ rate: 150, paused: false }),
      ),
    );
    expect(await screen.findByText('Rychlost vpouštění je 150 kupujících za minutu')).toBeTruthy();
    expect(await within(region).findByText('150 za minutu')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Automaticky' }));
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenLastCalledWith(E, expect.objectContaining({ rate: null })),
    );
    expect(await screen.findByText('Rychlost vpouštění se řídí automaticky')).toBeTruthy();
    expect(await within(region).findByText('automaticky')).toBeTruthy();
  });

  it('names a refused action in a notification', async () => {
    const server = serverRoom(running());
    server.saveWaitingRoom.mockRejectedValueOnce(new HttpError('apiError.eventNotFound', 404, {}));
    show(['event_admin'], server);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Pozastavit vpouštění' }));
    expect(await screen.findByText('Akce nebyla nalezena.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Pozastavit vpouštění' })).toBeTruthy();
  });

  it('closes the room after a confirmation, unless undone while the notification shows', async () => {
    const server = serverRoom(running());
    show(['event_admin'], server);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Zavřít čekárnu' }));
    let confirm = await screen.findByRole('dialog', { name: 'Zavřít čekárnu?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Zavřít čekárnu' }));
    // The undo is clicked within the notification's four seconds: found by its text, since a query
    // by role walks the whole page and takes seconds of its own on a busy machine.
    const notification = await screen.findByText('Čekárna se zavírá');
    fireEvent.click(within(notification.closest('[role="alert"]') as HTMLElement).getByText('Vrátit'));
    await waitFor(() => expect(screen.queryByText('Čekárna se zavírá')).toBeNull());
    expect(server.saveWaitingRoom).not.toHaveBeenCalled();

    fireEvent.click(within(region).getByRole('button', { name: 'Zavřít čekárnu' }));
    confirm = await screen.findByRole('dialog', { name: 'Zavřít čekárnu?' });
    // Another staff member pauses admission meanwhile: the closing, sent once the notification is
    // gone (a few seconds), keeps the pause. The page learns of it at its next refresh (every two
    // seconds), well within the notification's time.
    server.set(running({ paused: true }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Zavřít čekárnu' }));
    expect((await within(region).findByText('Pozastavená')).textContent).toBe('Pozastavená');
    await waitFor(() =>
      expect(server.saveWaitingRoom).toHaveBeenCalledWith(
        E,
        expect.objectContaining({ closed: true, paused: true }),
      ),
    );
    expect(await within(region).findByText('Zavřená')).toBeTruthy();
    const figures = within(region).getByRole('region', { name: 'Čekárna právě teď' });
    expect(figure(figures, 'Zůstali bez vstupu')).toBe('1\u00a0250');
    expect(within(figures).queryByText('Čekají')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Zavřít čekárnu' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Pozastavit vpouštění' })).toBeNull();
  });
});

describe('who sees the waiting room', () => {
  it('shows staff who only read events the figures, without the actions or the settings', async () => {
    const server = serverRoom(running());
    show(['order_admin'], server);
    const region = await section();
    expect(await within(region).findByText('Vpouští kupující')).toBeTruthy();
    expect(within(region).getByRole('region', { name: 'Čekárna právě teď' })).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('spinbutton')).toBeNull();
  });
});

describe('the waiting room in Slovak and English', () => {
  it.each([
    ['sk', 'Čakáreň', 'Čakáreň práve teraz', 'Čakajú', 'Pozastaviť vpúšťanie', 'Vpúšťa kupujúcich'],
    ['en', 'Waiting room', 'The waiting room now', 'Waiting', 'Pause admission', 'Admitting buyers'],
  ] as const)('speaks %s', async (language, title, now, waiting, pause, state) => {
    const server = serverRoom(running());
    show(['event_admin'], server, language);
    const region = await screen.findByRole('region', { name: title });
    expect((await within(region).findByRole('status')).textContent).toBe(state);
    const figures = within(region).getByRole('region', { name: now });
    expect(figure(figures, waiting)).toBe(language === 'en' ? '1,250' : '1\u00a0250');
    expect(within(region).getByRole('button', { name: pause })).toBeTruthy();
  });
});
