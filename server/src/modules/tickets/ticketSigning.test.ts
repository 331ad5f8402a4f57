import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  claimVersion,
  createTicketSigner,
  loadSigningKey,
  parseSigningKey,
  verifyTicketPayload,
  type TicketClaim,
} from './ticketSigning';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ticket-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const claim = (over: Partial<TicketClaim> = {}): TicketClaim => ({
  v: 1,
  e: randomUUID(),
  t: randomUUID(),
  c: 'ABCD2345',
  s: 'A-1-5',
  ...over,
});

describe('the signed QR payload of a ticket', () => {
  const signer = createTicketSigner(parseSigningKey(Buffer.alloc(32, 7).toString('base64')));

  it('verifies with the public key alone and gives back event, ticket and seat', () => {
    const issued = claim();
    const payload = signer.sign(issued);
    expect(verifyTicketPayload(payload, signer.publicKey.pem)).toEqual(issued);
  });

  it('refuses a payload whose claim was changed (another seat) or whose signature is cut', () => {
    const payload = signer.sign(claim());
    const [body, signature] = payload.split('.') as [string, string];
    const changed = JSON.parse(Buffer.from(body, 'base64url').toString()) as TicketClaim;
    changed.s = 'A-1-6';
    const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(verifyTicketPayload(forged, signer.publicKey.pem)).toBeNull();
    expect(verifyTicketPayload(`${body}.${signature.slice(0, -4)}`, signer.publicKey.pem)).toBeNull();
    expect(verifyTicketPayload(body, signer.publicKey.pem)).toBeNull();
    expect(verifyTicketPayload('not a payload', signer.publicKey.pem)).toBeNull();
  });

  it('carries the version of a ticket passed on, and reads one without it as version 1', () => {
    const passed = claim({ n: 3 });
    expect(claimVersion(verifyTicketPayload(signer.sign(passed), signer.publicKey.pem)!)).toBe(3);
    expect(claimVersion(verifyTicketPayload(signer.sign(claim()), signer.publicKey.pem)!)).toBe(1);
    // A version that is no whole number from 1 is not one the server signs.
    expect(verifyTicketPayload(signer.sign(claim({ n: 0 })), signer.publicKey.pem)).toBeNull();
    expect(verifyTicketPayload(signer.sign(claim({ n: 1.5 })), signer.publicKey.pem)).toBeNull();
  });

  it('refuses a payload signed with another key', () => {
    const other = createTicketSigner(generateKeyPairSync('ed25519').privateKey);
    expect(verifyTicketPayload(other.sign(claim()), signer.publicKey.pem)).toBeNull();
  });

  it('reads the key as a PKCS8 PEM or as a base64 seed: the same seed signs the same', () => {
    const seed = Buffer.alloc(32, 7).toString('base64');
    const pem = parseSigningKey(seed).export({ format: 'pem', type: 'pkcs8' }).toString();
    const fromPem = createTicketSigner(parseSigningKey(pem));
    expect(fromPem.publicKey.pem).toBe(signer.publicKey.pem);
    expect(signer.publicKey.raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(() => parseSigningKey('c2hvcnQ=')).toThrow(/32-byte seed/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => parseSigningKey(rsa.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(
      /not an Ed25519 key/,
    );
  });

  it('without a configured key, makes one in the data folder once and keeps using it', () => {
    const dir = tempDir();
    const first = createTicketSigner(loadSigningKey(null, dir));
    const file = path.join(dir, 'ticket-signing-key.pem');
    expect(readFileSync(file, 'utf8')).toMatch(/BEGIN PRIVATE KEY/);
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = createTicketSigner(loadSigningKey(null, dir));
    expect(again.publicKey.pem).toBe(first.publicKey.pem);
    expect(verifyTicketPayload(first.sign(claim()), again.publicKey.pem)).not.toBeNull();
  });
});
