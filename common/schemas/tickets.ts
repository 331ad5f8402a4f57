import { z } from 'zod';
import { apiComponents } from './registry';
import { email } from '../validation';
import { adminListQuery, languageSchema, uuidSchema } from './common';

/** A ticket as its buyer sees it (the order completed page lists them with their PDFs). */
export const ticket = z
  .object({
    uuid: uuidSchema,
    code: z.string(),
    eventUuid: uuidSchema,
    orderUuid: uuidSchema.nullable(),
    /** The seat (`A-1-5`); null for general admission. */
    seatId: z.string().nullable(),
    /** The seat's section by its name in the language asked for (`X-App-Lang`), never its key. */
    section: z.string().nullable(),
    row: z.string().nullable(),
    seatLabel: z.string().nullable(),
    category: z.string(),
    holderName: z.string().nullable(),
    checkedAt: z.string().nullable(),
    createdAt: z.string(),
    /**
     * Passed on to someone else since it was bought: the order still lists it, but its QR code and
     * PDF are the new holder's (the order's link refuses them, `ticketPassedOn`).
     */
    passedOn: z.boolean(),
  })
  .register(apiComponents, { id: 'Ticket' });
export type Ticket = z.infer<typeof ticket>;

/** `GET /tickets?orderHash=`, `GET /tickets/export-pdf?orderHash=&language=`. */
export const ticketsByOrderQuery = z.object({
  orderHash: z.string().min(1).max(100),
  language: languageSchema.optional(),
});

/** `GET /tickets/export-pdf/{uuid}?orderHash=&language=`: the order's hash proves the right to it. */
export const ticketPdfQuery = ticketsByOrderQuery;

/** The key the check-in app verifies the tickets' QR codes with (Ed25519). */
export const ticketPublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** SubjectPublicKeyInfo PEM. */
  pem: z.string(),
  /** The raw 32-byte key, base64url (JWK `x`). */
  raw: z.string(),
  /**
   * How a payload is made: `base64url(JSON {v,e,t,c,s,n}).base64url(signature of the first part)`;
   * `n` is the ticket's version (absent: 1), which must be the ticket's current one.
   */
  payloadFormat: z.string(),
});
export type TicketPublicKey = z.infer<typeof ticketPublicKey>;

/**
 * A transfer's state: `pending` until the recipient accepts it or the sender cancels it; `expired`
 * is a pending one whose event no longer allows transfers (answered, never stored).
 */
export const ticketTransferStatuses = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type TicketTransferStatus = (typeof ticketTransferStatuses)[number];
export const ticketTransferStatusSchema = z.enum(ticketTransferStatuses);

/** `POST /tickets/{uuid}/transfers`: who the ticket is offered to (an e-mail with a link goes there). */
export const ticketTransferBody = z.object({ email: email() });
export type TicketTransferBody = z.infer<typeof ticketTransferBody>;

/** A transfer as its sender sees it. */
export const ticketTransfer = z
  .object({
    uuid: uuidSchema,
    ticketUuid: uuidSchema,
    status: ticketTransferStatusSchema,
    toEmail: z.string(),
    createdAt: z.string(),
    /** When it was accepted or cancelled. */
    settledAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'TicketTransfer' });
export type TicketTransfer = z.infer<typeof ticketTransfer>;

/** `{token}` of the link the recipient got by e-mail. */
export const ticketTransferTokenParams = z.object({ token: z.string().min(20).max(100) });

/** Where a ticket admits to, named in the language asked for (`X-App-Lang`). */
export const ticketEventSummary = z.object({
  uuid: uuidSchema,
  name: z.string(),
  venue: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TicketEventSummary = z.infer<typeof ticketEventSummary>;

/**
 * `GET /ticket-transfers/{token}`: what the link offers, for its accept page (anyone with the link
 * may read it; accepting needs an account). `status` other than `pending`: the page says why it
 * can no longer be accepted.
 */
export const ticketTransferOffer = z
  .object({
    status: ticketTransferStatusSchema,
    event: ticketEventSummary,
    category: z.string(),
    /** The category's name in the language asked for. */
    categoryName: z.string(),
    seatId: z.string().nullable(),
    section: z.string().nullable(),
    row: z.string().nullable(),
    seatLabel: z.string().nullable(),
    /** The sender's name (or e-mail when the account has no name). */
    fromName: z.string(),
    toEmail: z.string(),
    /** Until when it can be accepted (the event's transfer deadline, else its start). */
    acceptUntil: z.string(),
  })
  .register(apiComponents, { id: 'TicketTransferOffer' });
export type TicketTransferOffer = z.infer<typeof ticketTransferOffer>;

/** Where the wallets can take a ticket: an Apple pass and a Google Wallet link (wallet helper's). */
export const ticketWalletAvailability = z.object({ apple: z.boolean(), google: z.boolean() });
export type TicketWalletAvailability = z.infer<typeof ticketWalletAvailability>;

/**
 * A ticket its holder has (`GET /auth/tickets`): bought, or passed on to them. Tickets the caller
 * passed on to someone else are not here (their order still lists them, `passedOn`).
 */
export const myTicket = z
  .object({
    uuid: uuidSchema,
    code: z.string(),
    /** The signed QR payload of the current version: what the gate admits. */
    qrPayload: z.string(),
    version: z.number().int(),
    event: ticketEventSummary,
    category: z.string(),
    categoryName: z.string(),
    seatId: z.string().nullable(),
    /** The section's name in the language asked for. */
    section: z.string().nullable(),
    row: z.string().nullable(),
    seatLabel: z.string().nullable(),
    holderName: z.string().nullable(),
    /** The order it was bought with, when the caller bought it (null: passed on to the caller, or free). */
    orderUuid: uuidSchema.nullable(),
    checkedAt: z.string().nullable(),
    /** Voided (refunded, released): admits no one; kept in the list, marked. */
    voided: z.boolean(),
    voidedAt: z.string().nullable(),
    /** Whether the holder may pass it on now, and until when (null: not at all). */
    transferable: z.boolean(),
    transferableUntil: z.string().nullable(),
    /** The open offer of it to someone (cancel it with `DELETE /tickets/{uuid}/transfers`). */
    pendingTransfer: ticketTransfer.nullable(),
    /** Set when the ticket comes from a season ticket (its uuid and name in the language asked for). */
    season: z.object({ uuid: uuidSchema, name: z.string() }).nullable(),
    wallet: ticketWalletAvailability,
  })
  .register(apiComponents, { id: 'MyTicket' });
export type MyTicket = z.infer<typeof myTicket>;

/** `GET /auth/tickets`: upcoming events first (soonest first), then past ones (latest first). */
export const myTicketsQuery = z.object({
  /** `upcoming` (default): events that have not ended; `past`: the others; `all`. */
  period: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export type MyTicketsQuery = z.infer<typeof myTicketsQuery>;
export const myTicketList = z.object({ data: z.array(myTicket) });

// --- Back office -------------------------------------------------------------------------------

export const adminTicketSortFields = ['createdAt', 'code', 'seatId', 'category'] as const;
/** `GET /admin/tickets?eventUuid=`: an event's tickets; `q` finds a code, a seat or a holder. */
export const adminTicketListQuery = adminListQuery(adminTicketSortFields).extend({
  eventUuid: uuidSchema,
  category: z.string().max(40).optional(),
  checked: z.enum(['true', 'false']).optional(),
  /** Issued with an order (`order`) or by staff without one (`free`). */
  origin: z.enum(['order', 'free']).optional(),
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuery>;

/** A ticket as staff see it: where and by whom it was checked in too. */
export const adminTicket = ticket
  .extend({
    /** The gate (free text the checking device keeps) that checked it in. */
    checkedGate: z.string().nullable(),
    /** When its order line was refunded (it admits no one since), and why. */
    voidedAt: z.string().nullable().optional(),
    voidReason: z.string().nullable().optional(),
    /** 1 when issued, +1 at each transfer; the holder now (null: none, a free ticket). */
    version: z.number().int(),
    holderUuid: uuidSchema.nullable(),
  })
  .register(apiComponents, { id: 'AdminTicket' });
export type AdminTicket = z.infer<typeof adminTicket>;

/** `POST /admin/order/generate/ticket`: the missing tickets of a paid order's ticket lines. */
export const generateOrderTicketsBody = z.object({ orderUuid: uuidSchema });

const holderName = z.string().trim().min(1).max(200);

/** `POST /admin/order/generate/free-ticket`: one ticket without an order (no seat). */
export const generateFreeTicketBody = z.object({
  eventUuid: uuidSchema,
  category: z.string().min(1).max(40),
  holderName: holderName.optional(),
});

/** `POST /admin/order/generate/tickets`: a free ticket for each name of the list. */
export const generateTicketBatchBody = z.object({
  eventUuid: uuidSchema,
  category: z.string().min(1).max(40),
  names: z.array(holderName).min(1).max(500),
});

/** What happened to a ticket, for staff: who had it, who checked it in, when it was voided. */
export const ticketHistoryKinds = [
  'issued',
  'transferOffered',
  'transferCancelled',
  'transferAccepted',
  'checkedIn',
  'doubleAdmission',
  'voided',
] as const;
export type TicketHistoryKind = (typeof ticketHistoryKinds)[number];

export const ticketHistoryUser = z.object({
  uuid: uuidSchema,
  email: z.string(),
  name: z.string().nullable(),
});
export type TicketHistoryUser = z.infer<typeof ticketHistoryUser>;

export const ticketHistoryEntry = z.object({
  at: z.string(),
  kind: z.enum(ticketHistoryKinds),
  /** Issued: the holder; a transfer: its sender; a check-in: the staff member; null: unknown or none. */
  user: ticketHistoryUser.nullable(),
  /** A transfer: the recipient who accepted it. */
  toUser: ticketHistoryUser.nullable(),
  /** A transfer: the e-mail it was offered to. */
  toEmail: z.string().nullable(),
  /** A check-in: the gate. */
  gate: z.string().nullable(),
  /** The ticket's version from then on (issued: 1; accepted transfer: the new one). */
  version: z.number().int().nullable(),
  /** Voided: why. */
  reason: z.string().nullable(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntry>;

/** `GET /admin/tickets/{uuid}/history`: the ticket now, and what happened to it, oldest first. */
export const ticketHistory = z
  .object({
    ticket: adminTicket,
    holder: ticketHistoryUser.nullable(),
    entries: z.array(ticketHistoryEntry),
  })
  .register(apiComponents, { id: 'TicketHistory' });
export type TicketHistory = z.infer<typeof ticketHistory>;

// --- Ticket review at the gate ------------------------------------------------------------------

/** The name a checking device gives its gate ("Gate B", "VIP entrance"); it is kept on the device. */
export const gateName = z.string().trim().min(1).max(80);

/** Checked and expected tickets of an event; double admissions found at offline sync are counted. */
export const gateCounters = z.object({
  checked: z.number().int(),
  expected: z.number().int(),
  doubleAdmissions: z.number().int(),
});
export type GateCounters = z.infer<typeof gateCounters>;

/**
 * An event a ticket checker may choose at `/admin/kontrola-vstupenek` (`GET /admin/tickets/gate/events`:
 * those that ended less than a day ago or later, soonest first), named in the language of `X-App-Lang`.
 */
export const gateEvent = z
  .object({
    uuid: uuidSchema,
    name: z.string(),
    venue: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    counters: gateCounters,
  })
  .register(apiComponents, { id: 'GateEvent' });
export type GateEvent = z.infer<typeof gateEvent>;

/** A ticket in the offline list: enough to decide at the gate and to find it by code, seat or name. */
export const gateTicket = z.object({
  uuid: uuidSchema,
  code: z.string(),
  category: z.string(),
  seatId: z.string().nullable(),
  /** The section's name in the gate's language, as the seat chart names it. */
  section: z.string().nullable(),
  row: z.string().nullable(),
  seatLabel: z.string().nullable(),
  holderName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkedGate: z.string().nullable(),
  /**
   * When its order line was refunded: a voided ticket admits no one, online or offline. Optional
   * because a list a gate saved before voiding existed does not have it.
   */
  voidedAt: z.string().nullable().optional(),
  /**
   * The ticket's current version: a QR payload whose `n` (absent: 1) differs was passed on since
   * and admits no one. Optional because a list saved before transfers existed does not have it.
   */
  version: z.number().int().optional(),
});
export type GateTicket = z.infer<typeof gateTicket>;

/**
 * `GET /admin/tickets/gate/events/{uuid}`: what a gate needs to keep working offline: the event's
 * tickets with their state and the public key that verifies the QR codes' signatures.
 */
export const gatePackage = z
  .object({
    event: gateEvent,
    publicKey: ticketPublicKey,
    tickets: z.array(gateTicket),
    /** When the server made this package (ISO time). */
    generatedAt: z.string(),
  })
  .register(apiComponents, { id: 'GatePackage' });
export type GatePackage = z.infer<typeof gatePackage>;

/** What was scanned or typed: a QR payload (`body.signature`) or a ticket code. */
export const gateInput = z.string().trim().min(1).max(2000);

/** `POST /admin/tickets/gate/events/{uuid}/check-in`. */
export const checkInBody = z.object({ input: gateInput, gate: gateName });
export type CheckInBody = z.infer<typeof checkInBody>;

/**
 * A ticket checked in now. Refusals are errors: `ticketHasBeenAlreadyChecked`, `ticketNotForThisEvent`,
 * `ticketNotFound`, `ticketSuperseded` (the QR code of a holder who passed the ticket on).
 */
export const checkInResult = z
  .object({ ticket: gateTicket, counters: gateCounters })
  .register(apiComponents, { id: 'CheckInResult' });
export type CheckInResult = z.infer<typeof checkInResult>;

/** Details of 409 `ticketHasBeenAlreadyChecked`: when and at which gate it went in. */
export const alreadyCheckedDetails = z.object({
  ticket: gateTicket,
  checkedAt: z.string(),
  gate: z.string().nullable(),
});
export type AlreadyCheckedDetails = z.infer<typeof alreadyCheckedDetails>;

/** One check-in a device made offline, queued until the connection came back. */
export const queuedCheckIn = z.object({
  /** The device's id of the scan, so that a sync sent twice does not count twice. */
  id: z.string().min(1).max(100),
  input: gateInput,
  gate: gateName,
  /** When the device let the holder in (ISO time). */
  scannedAt: z.iso.datetime({ offset: true }),
});
export type QueuedCheckIn = z.infer<typeof queuedCheckIn>;

/** `POST /admin/tickets/gate/events/{uuid}/sync`. */
export const gateSyncBody = z.object({ checkIns: z.array(queuedCheckIn).min(1).max(5000) });
export type GateSyncBody = z.infer<typeof gateSyncBody>;

export const gateSyncOutcomes = [
  'checkedIn',
  'doubleAdmission',
  'notForThisEvent',
  'invalid',
  /** The QR code of an older version: the ticket was passed on, and this holder was let in wrongly. */
  'superseded',
] as const;
export type GateSyncOutcome = (typeof gateSyncOutcomes)[number];

/**
 * What became of each queued check-in. `doubleAdmission`: the ticket had already gone in (at another
 * gate, or twice offline): the holder was let in twice, which staff must see.
 */
export const gateSyncResult = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(gateSyncOutcomes),
        ticket: gateTicket.nullable(),
        scannedAt: z.string(),
        gate: z.string(),
        /** For a double admission: when and where it went in first. */
        firstCheckedAt: z.string().nullable(),
        firstGate: z.string().nullable(),
      }),
    ),
    counters: gateCounters,
  })
  .register(apiComponents, { id: 'GateSyncResult' });
export type GateSyncResult = z.infer<typeof gateSyncResult>;
