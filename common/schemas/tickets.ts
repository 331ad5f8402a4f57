import { z } from 'zod';
import { apiComponents } from './registry';
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
    section: z.string().nullable(),
    row: z.string().nullable(),
    seatLabel: z.string().nullable(),
    category: z.string(),
    holderName: z.string().nullable(),
    checkedAt: z.string().nullable(),
    createdAt: z.string(),
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
  /** How a payload is made: `base64url(JSON {v,e,t,c,s}).base64url(signature of the first part)`. */
  payloadFormat: z.string(),
});
export type TicketPublicKey = z.infer<typeof ticketPublicKey>;

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
