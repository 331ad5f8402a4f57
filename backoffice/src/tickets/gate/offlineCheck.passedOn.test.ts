import * as ed from '@noble/ed25519';
import { describe, expect, it } from 'vitest';
import type { GatePackage, GateTicket } from '@tribuna/common/schemas/tickets';
import { checkOffline } from './offlineCheck';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const EVENT = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';

async function signer() {
  const secret = ed.utils.randomSecretKey();
  const raw = base64url(await ed.getPublicKeyAsync(secret));
  const sign = async (claim: Record<string, unknown>) => {
    const body = base64url(new TextEncoder().encode(JSON.stringify(claim)));
    return `${body}.${base64url(await ed.signAsync(new TextEncoder().encode(body), secret))}`;
  };
  return { raw, sign };
}

const ticket = (over: Partial<GateTicket> = {}): GateTicket => ({
  uuid: TICKET,
  code: 'OLDCODE123',
  category: 'A',
  seatId: 'A-1-1',
  section: 'Sektor A',
  row: '1',
  seatLabel: '1',
  holderName: null,
  checkedAt: null,
  checkedGate: null,
  voidedAt: null,
  version: 1,
  ...over,
});

const pack = (raw: string, tickets: GateTicket[]) =>
  ({
    event: { uuid: EVENT },
    publicKey: { algorithm: 'Ed25519', pem: '', raw, payloadFormat: '' },
    tickets,
    generatedAt: new Date().toISOString(),
  }) as unknown as GatePackage;

describe('an offline gate whose list predates a transfer', () => {
  it("admits the new holder's code (a version newer than its list) and refuses the old one only once it knows", async () => {
    const { raw, sign } = await signer();
    // Downloaded before the ticket was passed on: the list still says version 1.
    const stale = pack(raw, [ticket()]);
    const newer = await sign({ v: 1, e: EVENT, t: TICKET, c: 'NEWCODE456', s: 'A-1-1', n: 2 });
    expect((await checkOffline(newer, stale)).kind).toBe('valid');

    // After the next download the list says version 2: the old code is refused, the new one admits.
    const fresh = pack(raw, [ticket({ code: 'NEWCODE456', version: 2 })]);
    const older = await sign({ v: 1, e: EVENT, t: TICKET, c: 'OLDCODE123', s: 'A-1-1', n: 1 });
    expect(await checkOffline(older, fresh)).toEqual({ kind: 'invalid', reason: 'superseded' });
    expect((await checkOffline(newer, fresh)).kind).toBe('valid');
  });
});
