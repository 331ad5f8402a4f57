import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The room's signatures: HMAC-SHA256 with the room's own secret (stored with the room, so every
 * server checks what another signed, and a restart changes nothing). Two things are signed:
 * - a place's token `<entry uuid>.<mac>`: whoever holds it reads that place (it is the place, not
 *   the connection, that survives reloads and other devices);
 * - a pass `<base64url JSON {e, u, n, x}>.<mac>`: event, user, entry and expiry (ms), checked by the
 *   hold endpoints without a database round trip.
 */

/** A new room secret from the server's CSPRNG. */
export const newRoomSecret = () => randomBytes(32).toString('base64url');

/** A random shuffle key (the order of the early arrivals at the sale's start). */
export const newShuffleKey = () => randomBytes(16).toString('hex');

const mac = (secret: string, purpose: 'token' | 'pass', text: string) =>
  createHmac('sha256', secret).update(`${purpose}:${text}`).digest();

function sameMac(expected: Buffer, given: string): boolean {
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function signPlaceToken(secret: string, entryUuid: string): string {
  return `${entryUuid}.${mac(secret, 'token', entryUuid).toString('base64url')}`;
}

/** The entry a token names, when it was signed with this secret; null otherwise. */
export function placeTokenEntry(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const entryUuid = token.slice(0, dot);
  return sameMac(mac(secret, 'token', entryUuid), token.slice(dot + 1)) ? entryUuid : null;
}

export interface PassClaim {
  /** The event (or other subject) the pass lets into. */
  e: string;
  /** The user it was given to. */
  u: string;
  /** Their place (entry uuid). */
  n: string;
  /** Valid until (ms since the epoch). */
  x: number;
}

export function signPass(secret: string, claim: PassClaim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${mac(secret, 'pass', body).toString('base64url')}`;
}

/** The claim of a pass signed with this secret (whatever its expiry); null when forged or unreadable. */
export function readPass(secret: string, pass: string): PassClaim | null {
  const dot = pass.indexOf('.');
  if (dot <= 0) return null;
  const body = pass.slice(0, dot);
  if (!sameMac(mac(secret, 'pass', body), pass.slice(dot + 1))) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PassClaim>;
    return typeof claim.e === 'string' &&
      typeof claim.u === 'string' &&
      typeof claim.n === 'string' &&
      typeof claim.x === 'number'
      ? (claim as PassClaim)
      : null;
  } catch {
    return null;
  }
}
