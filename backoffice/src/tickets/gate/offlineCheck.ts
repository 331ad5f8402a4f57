import { verifyAsync } from '@noble/ed25519';
import type { GatePackage, GateTicket } from '@tribuna/common/schemas/tickets';

/** What a gate shows after a scan, online or offline. */
export type GateAnswer =
  | { kind: 'valid'; ticket: GateTicket | null; offline: boolean }
  | { kind: 'already'; ticket: GateTicket | null; checkedAt: string | null; gate: string | null }
  | { kind: 'otherEvent'; ticket: GateTicket | null }
  | {
      kind: 'invalid';
      reason: 'badSignature' | 'unknownCode' | 'unknownTicket' | 'voided' | 'superseded' | 'other';
    };

/** What a ticket's QR code says (server `ticketSigning.ts`). */
interface TicketClaim {
  v: 1;
  e: string;
  t: string;
  c: string;
  s: string | null;
  /** The ticket's version (absent: 1); a transfer makes the next one and the older codes invalid. */
  n?: number;
}

const base64urlBytes = (text: string): Uint8Array => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** A typed code as the server stores it: upper case, without spaces or dashes. */
export const normaliseCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The claim of a QR payload (`base64url(JSON).base64url(Ed25519 signature of the first part)`) when
 * the event's public key (raw 32 bytes, base64url) signed it; null for anything else.
 */
export async function verifyTicketQr(payload: string, publicKeyRaw: string): Promise<TicketClaim | null> {
  const [body, signature, ...rest] = payload.trim().split('.');
  if (!body || !signature || rest.length > 0) return null;
  try {
    const valid = await verifyAsync(
      base64urlBytes(signature),
      new TextEncoder().encode(body),
      base64urlBytes(publicKeyRaw),
    );
    if (!valid) return null;
    const claim = JSON.parse(new TextDecoder().decode(base64urlBytes(body))) as TicketClaim;
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

/**
 * The offline decision, against the downloaded package: a QR code is valid by its signature alone
 * (a ticket issued after the download included); a typed code must be in the list. A ticket the
 * list shows as checked (here or before the download) is already checked; one it shows as voided
 * (its order line was refunded) is invalid, and so is a QR code of an older version than the list's
 * (the ticket was passed on: only its new holder's code admits; a typed old code is unknown).
 */
export async function checkOffline(input: string, pack: GatePackage): Promise<GateAnswer> {
  const text = input.trim();
  let ticket: GateTicket | null;
  let claim: TicketClaim | null = null;
  if (text.includes('.')) {
    claim = await verifyTicketQr(text, pack.publicKey.raw);
    if (!claim) return { kind: 'invalid', reason: 'badSignature' };
    if (claim.e !== pack.event.uuid) return { kind: 'otherEvent', ticket: null };
    ticket = pack.tickets.find((t) => t.uuid === claim!.t) ?? null;
  } else {
    const code = normaliseCode(text);
    ticket = pack.tickets.find((t) => t.code === code) ?? null;
    if (!ticket) return { kind: 'invalid', reason: 'unknownCode' };
  }
  // Refunded: the list marks it (its QR code is still well signed).
  if (ticket?.voidedAt) return { kind: 'invalid', reason: 'voided' };
  // A list saved before versions existed has none: every ticket in it was at version 1. Only an
  // older version is refused: a newer one was passed on after the download, and is its new holder's.
  if (claim && ticket && (claim.n ?? 1) < (ticket.version ?? 1))
    return { kind: 'invalid', reason: 'superseded' };
  if (ticket?.checkedAt) {
    return { kind: 'already', ticket, checkedAt: ticket.checkedAt, gate: ticket.checkedGate };
  }
  return { kind: 'valid', ticket, offline: true };
}
