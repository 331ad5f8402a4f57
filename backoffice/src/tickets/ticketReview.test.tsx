import 'fake-indexeddb/auto';
import { getPublicKeyAsync, signAsync, utils } from '@noble/ed25519';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatePackage, GateSyncBody, GateTicket } from '@tribuna/common/schemas/tickets';
import { fakeDataProvider, renderApp } from '../test/renderApp';
import { checkOffline } from './gate/offlineCheck';

const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const OTHER_EVENT = '0f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A real Ed25519 key and QR payloads signed the way the server signs them. */
async function signer() {
  const secret = utils.randomSecretKey();
  const raw = b64url(await getPublicKeyAsync(secret));
  const sign = async (claim: object) => {
    const body = b64url(new TextEncoder().encode(JSON.stringify(claim)));
    return `${body}.${b64url(await signAsync(new TextEncoder().encode(body), secret))}`;
  };
  return { raw, sign };
}

const ticket = (over: Partial<GateTicket>): GateTicket => ({
  uuid: crypto.randomUUID(),
  code: 'ABCDEFGHJK',
  category: 'A',
  seatId: 'A-1-5',
  section: 'Sektor Jih',
  row: '1',
  seatLabel: '5',
  holderName: null,
  checkedAt: null,
  checkedGate: null,
  ...over,
});

function gatePackage(raw: string, tickets: GateTicket[]): GatePackage {
  return {
    event: {
      uuid: EVENT,
      name: 'Derby Žilina – Plzeň',
      venue: 'Štadión',
      startsAt: '2026-03-01T18:00:00Z',
      endsAt: '2026-03-01T20:00:00Z',
      counters: { checked: 0, expected: tickets.length, doubleAdmissions: 0 },
    },
    publicKey: { algorithm: 'Ed25519', pem: '', raw, payloadFormat: '' },
    tickets,
    generatedAt: '2026-03-01T16:00:00Z',
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function scan(text: string) {
  const field = await screen.findByLabelText('Kód vstupenky nebo QR kód');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest('form')!);
}

/** The gate's name, asked once before the first scan. */
async function nameGate(name: string) {
  fireEvent.change(await screen.findByLabelText(/Název brány/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Začít kontrolovat' }));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ticket review', () => {
  it('lists the events to check with their counters', async () => {
    const dataProvider = fakeDataProvider({
      gateEvents: vi.fn(async () => [
        { ...gatePackage('', []).event, counters: { checked: 12, expected: 2000, doubleAdmissions: 0 } },
      ]),
    });
    renderApp('/admin/kontrola-vstupenek', ['ticket_checker'], dataProvider);
    const link = await screen.findByRole('link', { name: /Derby Žilina – Plzeň/ });
    expect(link.textContent).toContain('Odbaveno 12 z 2000');
    expect(link.getAttribute('href')).toBe(`/admin/kontrola-vstupenek/${EVENT}`);
    // Each link is in an item of the list (axe `list`: a list holds items only).
    expect(link.parentElement?.tagName).toBe('LI');
    expect(link.closest('ul')?.children[0]?.tagName).toBe('LI');
  });

  it('checks a typed code in, then answers already checked with when and which gate', async () => {
    const { raw } = await signer();
    const first = ticket({ code: 'ABCDEFGHJK', holderName: 'Jana Nováková' });
    const checkInTicket = vi
      .fn()
      .mockResolvedValueOnce({
        ticket: { ...first, checkedAt: '2026-03-01T17:05:00Z', checkedGate: 'Brána A' },
        counters: { checked: 1, expected: 1, doubleAdmissions: 0 },
      })
      .mockRejectedValueOnce(
        new HttpError('apiError.ticketHasBeenAlreadyChecked', 409, {
          name: 'ticketHasBeenAlreadyChecked',
          details: {
            ticket: { ...first, checkedAt: '2026-03-01T17:05:00Z', checkedGate: 'Brána A' },
            checkedAt: '2026-03-01T17:05:00Z',
            gate: 'Brána A',
          },
        }),
      );
    const dataProvider = fakeDataProvider({
      gatePackage: vi.fn(async () => gatePackage(raw, [first])),
      checkInTicket,
    });
    renderApp(`/admin/kontrola-vstupenek/${EVENT}`, ['ticket_checker'], dataProvider);
    await nameGate('Brána A');
    expect(await screen.findByText('Odbaveno 0 z 1')).toBeTruthy();

    await scan('abcde fghjk');
    expect(await screen.findByText('Platná – vstup povolen')).toBeTruthy();
    expect(checkInTicket).toHaveBeenCalledWith(EVENT, { input: 'abcde fghjk', gate: 'Brána A' });
    expect(screen.getByText('Odbaveno 1 z 1')).toBeTruthy();
    // The field is empty and focused again for the next scan.
    const field = screen.getByLabelText<HTMLInputElement>('Kód vstupenky nebo QR kód');
    expect([field.value, document.activeElement]).toEqual(['', field]);

    await scan('ABCDEFGHJK');
    const answer = (await screen.findByText('Už odbavena')).closest<HTMLElement>('[data-answer]')!;
    expect(within(answer).getByText('Odbavena 01.03.2026 18:05, brána Brána A')).toBeTruthy();
  });

  it('checks offline against the signature and the list, queues, and reports double admissions at sync', async () => {
    const { raw, sign } = await signer();
    const seated = ticket({ code: 'QRSTUVWXYZ' });
    const checked = ticket({ code: 'MNPQRSTUVW', checkedAt: '2026-03-01T17:00:00Z', checkedGate: 'Sever' });
    const payload = await sign({ v: 1, e: EVENT, t: seated.uuid, c: seated.code, s: seated.seatId });
    const syncGate = vi.fn(async (_event: string, body: GateSyncBody) => ({
      results: body.checkIns.map((item) => ({
        id: item.id,
        outcome: 'doubleAdmission' as const,
        ticket: seated,
        scannedAt: item.scannedAt,
        gate: item.gate,
        firstCheckedAt: '2026-03-01T17:01:00Z',
        firstGate: 'Jih',
      })),
      counters: { checked: 2, expected: 2, doubleAdmissions: 1 },
    }));
    const checkInTicket = vi.fn(async () => {
      throw new Error('offline: no request expected');
    });
    const dataProvider = fakeDataProvider({
      gatePackage: vi.fn(async () => gatePackage(raw, [seated, checked])),
      checkInTicket,
      syncGate,
    });
    renderApp(`/admin/kontrola-vstupenek/${EVENT}`, ['ticket_checker'], dataProvider);
    await nameGate('Brána C');
    await screen.findByText('Odbaveno 1 z 2');
    setOnline(false);

    await scan(payload);
    expect(await screen.findByText('Platná – vstup povolen')).toBeTruthy();
    expect(await screen.findByText('Bez připojení, čeká k odeslání: 1')).toBeTruthy();
    expect(screen.getByText('Odbaveno 2 z 2')).toBeTruthy();
    await scan(payload);
    expect(await screen.findByText('Už odbavena')).toBeTruthy();
    // One character of the signature changed (never to itself: a random signature may hold any).
    const at = payload.length - 10;
    await scan(`${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}`);
    expect(await screen.findByText('Neplatná vstupenka')).toBeTruthy();
    expect(screen.getByText('QR kód není podepsaný naším klíčem.')).toBeTruthy();
    expect(checkInTicket).not.toHaveBeenCalled();

    setOnline(true);
    await waitFor(() => expect(syncGate).toHaveBeenCalledTimes(1));
    expect(syncGate.mock.calls[0]![1].checkIns).toEqual([
      expect.objectContaining({ input: payload, gate: 'Brána C' }),
    ]);
    expect(await screen.findByText('Vstupenky, které prošly dvakrát nebo se starým kódem')).toBeTruthy();
    expect(
      screen.getByText(/QRSTUVWXYZ: znovu .* \(brána Brána C\), poprvé 01.03.2026 18:01 \(brána Jih\)/),
    ).toBeTruthy();
    expect(await screen.findByText('Připojeno')).toBeTruthy();
  });

  it('asks for the gate name before the first scan, then answers every scan', async () => {
    const { raw } = await signer();
    const checkInTicket = vi.fn(async () => {
      throw new HttpError('apiError.ticketNotFound', 404, {
        name: 'ticketNotFound',
        details: { reason: 'unknownCode' },
      });
    });
    const dataProvider = fakeDataProvider({
      gatePackage: vi.fn(async () => gatePackage(raw, [ticket({})])),
      checkInTicket,
    });
    renderApp(`/admin/kontrola-vstupenek/${EVENT}`, ['ticket_checker'], dataProvider);
    await screen.findByText('Odbaveno 0 z 1');
    // No scan field until the gate has a name; an empty name is refused with a message.
    expect(screen.queryByLabelText('Kód vstupenky nebo QR kód')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Začít kontrolovat' }));
    expect(await screen.findByText('Zadejte název brány.')).toBeTruthy();
    expect(screen.queryByLabelText('Kód vstupenky nebo QR kód')).toBeNull();

    await nameGate('  Brána D ');
    expect(await screen.findByText('Brána: Brána D')).toBeTruthy();
    await scan('ZZZZZZZZZZ');
    expect(await screen.findByText('Neplatná vstupenka')).toBeTruthy();
    expect(checkInTicket).toHaveBeenCalledWith(EVENT, { input: 'ZZZZZZZZZZ', gate: 'Brána D' });
    // The device remembers the gate: the next visit scans at once.
    expect(localStorage.getItem('tribuna.gateName')).toBe('Brána D');
  });
});

describe('the offline decision', () => {
  it('refuses a code of no listed ticket and a QR code of another event', async () => {
    const { raw, sign } = await signer();
    const pack = gatePackage(raw, [ticket({ code: 'ABCDEFGHJK' })]);
    expect(await checkOffline('zzzz', pack)).toEqual({ kind: 'invalid', reason: 'unknownCode' });
    const elsewhere = await sign({ v: 1, e: OTHER_EVENT, t: crypto.randomUUID(), c: 'X', s: null });
    expect((await checkOffline(elsewhere, pack)).kind).toBe('otherEvent');
    // Signed for this event but issued after the download: the signature is enough.
    const late = await sign({ v: 1, e: EVENT, t: crypto.randomUUID(), c: 'NEWCODE234', s: null });
    expect(await checkOffline(late, pack)).toEqual({ kind: 'valid', ticket: null, offline: true });
  });
});

describe('the offline decision after a ticket was passed on', () => {
  it('refuses the QR code of an older version than the list knows, and admits the current one', async () => {
    const { raw, sign } = await signer();
    const uuid = crypto.randomUUID();
    const pack = gatePackage(raw, [ticket({ uuid, code: 'NEWCODE234', version: 2 })]);
    const old = await sign({ v: 1, e: EVENT, t: uuid, c: 'ABCDEFGHJK', s: 'A-1-5', n: 1 });
    expect(await checkOffline(old, pack)).toEqual({ kind: 'invalid', reason: 'superseded' });
    // A code issued before versions were signed names none: it is version 1.
    const unversioned = await sign({ v: 1, e: EVENT, t: uuid, c: 'ABCDEFGHJK', s: 'A-1-5' });
    expect(await checkOffline(unversioned, pack)).toEqual({ kind: 'invalid', reason: 'superseded' });
    expect(await checkOffline('ABCDE-FGHJK', pack)).toEqual({ kind: 'invalid', reason: 'unknownCode' });
    const current = await sign({ v: 1, e: EVENT, t: uuid, c: 'NEWCODE234', s: 'A-1-5', n: 2 });
    expect(await checkOffline(current, pack)).toMatchObject({ kind: 'valid', ticket: { uuid } });
    // A list saved before versions existed: its tickets are at version 1.
    const saved = gatePackage(raw, [ticket({ uuid, code: 'ABCDEFGHJK' })]);
    expect(await checkOffline(unversioned, saved)).toMatchObject({ kind: 'valid', ticket: { uuid } });
  });

  it('says at the gate that an old code of a passed-on ticket is refused', async () => {
    const stale = ticket({ code: 'NEWCODE234', version: 2 });
    const checkInTicket = vi.fn(async () => {
      throw new HttpError('apiError.ticketSuperseded', 409, {
        name: 'ticketSuperseded',
        details: { ticket: stale },
      });
    });
    const dataProvider = fakeDataProvider({
      gatePackage: vi.fn(async () => gatePackage('', [ticket({ uuid: stale.uuid, version: 1 })])),
      checkInTicket,
    });
    renderApp(`/admin/kontrola-vstupenek/${EVENT}`, ['ticket_checker'], dataProvider);
    await screen.findByText('Odbaveno 0 z 1');
    await nameGate('Brána A');
    await scan('old.payload');
    expect(await screen.findByText('Neplatná vstupenka')).toBeTruthy();
    expect(
      await screen.findByText('Vstupenka byla předána jinému držiteli; platí jen jeho nový kód.'),
    ).toBeTruthy();
  });
});
