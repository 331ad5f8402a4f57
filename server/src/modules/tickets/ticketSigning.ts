import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a ticket's QR code says, signed: the check-in app verifies it with the public key alone
 * (no database, no network). Short keys keep the QR code small.
 */
export interface TicketClaim {
  /** Format version. */
  v: 1;
  /** Event uuid. */
  e: string;
  /** Ticket uuid. */
  t: string;
  /** Ticket code (what staff type when the QR code cannot be read). */
  c: string;
  /** Seat id (`event_seats.id`), null for general admission. */
  s: string | null;
  /**
   * The ticket's version (+1 at each transfer); only the current one admits. Absent in codes
   * issued before transfers existed: those are version 1.
   */
  n?: number;
}

/** The version a claim names (codes issued before versions were signed are version 1). */
export const claimVersion = (claim: TicketClaim): number => claim.n ?? 1;

/** The PKCS8 DER prefix of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A private key from TICKET_SIGNING_KEY: a PKCS8 PEM, or the 32-byte seed in base64 (or base64url). */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  if (trimmed.startsWith('-----BEGIN')) {
    key = createPrivateKey(trimmed);
  } else {
    const seed = Buffer.from(trimmed, 'base64');
    if (seed.length !== 32) throw new Error('TICKET_SIGNING_KEY: a PKCS8 PEM or a 32-byte seed in base64');
    key = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_SIGNING_KEY is not an Ed25519 key');
  return key;
}

/**
 * The configured key, or the one kept in the data folder (made there the first time, readable by the
 * server's user only), so that tickets issued before a restart still verify.
 */
export function loadSigningKey(configured: string | null, dataDir: string): KeyObject {
  if (configured) return parseSigningKey(configured);
  const file = path.join(dataDir, 'ticket-signing-key.pem');
  if (existsSync(file)) return parseSigningKey(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(dataDir, { recursive: true });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  try {
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return parseSigningKey(readFileSync(file, 'utf8'));
    throw error;
  }
  return privateKey;
}

export function createTicketSigner(privateKey: KeyObject) {
  const publicKey = createPublicKey(privateKey);
  return {
    /** `base64url(JSON claim).base64url(Ed25519 signature of that text)`: what the QR code holds. */
    sign(claim: TicketClaim): string {
      const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
    },
    /** The public key for the check-in app (SPKI PEM, and the raw 32 bytes in base64url). */
    publicKey: {
      pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      raw: (publicKey.export({ format: 'jwk' }) as { x: string }).x,
    },
    verify: (payload: string) => verifyTicketPayload(payload, publicKey),
  };
}

export type TicketSigner = ReturnType<typeof createTicketSigner>;

/** The claim of a QR payload if its signature is the key's, else null (what the check-in app does). */
export function verifyTicketPayload(payload: string, publicKey: KeyObject | string): TicketClaim | null {
  const parts = payload.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, signature] = parts as [string, string];
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  let valid = false;
  try {
    valid = verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url'));
  } catch {
    return null;
  }
  if (!valid) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaim;
    return claim.v === 1 &&
      typeof claim.e === 'string' &&
      typeof claim.t === 'string' &&
      (claim.n === undefined || (Number.isInteger(claim.n) && claim.n >= 1))
      ? claim
      : null;
  } catch {
    return null;
  }
}
