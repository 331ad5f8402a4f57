import { z } from 'zod';
import { adminListQuery, uuidSchema } from './common';
import { currencySchema } from './orders';
import { apiComponents } from './registry';

/**
 * Waiting lists: when an event (or one of its categories) or a membership with a
 * capacity is sold out, a signed-in buyer joins its list. Places that come back (a hold that
 * lapsed, a refund, a seat staff released, a season seat released for one event) are offered to
 * the people in line, in the order they joined: the places are held for them for `offerHours`
 * (seats held for them on the plan; general-admission places taken from the category's count), and
 * nobody else can take them meanwhile. An offer not turned into an order in time passes to the next.
 *
 * Partial offers: the head of the line is offered only when enough places came back for their whole
 * quantity; until then nobody behind them is offered anything (order first, never skipped). Staff
 * may offer fewer places by hand (`POST …/waitlist/offers` with `quantity`).
 *
 * Memberships: the list's offer keeps the place for the offered person (others' membership orders
 * are refused while the list has people waiting or offers open); paying activates it as usual.
 */

/** What a list is of: an event's tickets, or a membership with a limited capacity. */
export const waitlistSubjects = ['event', 'subscription'] as const;
export const waitlistSubjectSchema = z.enum(waitlistSubjects);
export type WaitlistSubject = z.infer<typeof waitlistSubjectSchema>;

/**
 * `waiting`: in line; `offered`: places are held for them until `offer.expiresAt`; `ordered`: they
 * turned the offer into an order (pay it through the normal payment); `bought`: the order was paid;
 * `lapsed`: the offer ran out unused (they are out of the list); `left`: they left; `closed`: staff
 * closed the list while they were waiting.
 */
export const waitlistEntryStatuses = [
  'waiting',
  'offered',
  'ordered',
  'bought',
  'lapsed',
  'left',
  'closed',
] as const;
export const waitlistEntryStatusSchema = z.enum(waitlistEntryStatuses);
export type WaitlistEntryStatus = z.infer<typeof waitlistEntryStatusSchema>;

/** The most places one person may ask for when staff set nothing. */
export const DEFAULT_WAITLIST_MAX_QUANTITY = 4;
/** How long an offer holds its places when staff set nothing. */
export const DEFAULT_OFFER_HOURS = 24;

/** `POST /events/{uuid}/waitlist` (and `/subscriptions/{uuid}/waitlist`, where `quantity` is 1). */
export const joinWaitlistBody = z.object({
  /** How many places; 1 to the list's `maxQuantity` (400 `waitlistQuantityTooHigh` above it). */
  quantity: z.number().int().min(1).max(100).default(1),
  /** An event's category key: wait for that category only; omitted: any category. */
  category: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

/** `DELETE /events/{uuid}/waitlist?category=`: which entry to leave (the one without a category when omitted). */
export const leaveWaitlistQuery = z.object({
  category: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});

/** The answer of joining: the entry and its place in line. */
export const waitlistPlace = z
  .object({
    uuid: uuidSchema,
    /** The place in line among those still waiting, from 1; null once no longer waiting. */
    position: z.number().int().nullable(),
    status: waitlistEntryStatusSchema,
    quantity: z.number().int(),
    category: z.string().nullable(),
    joinedAt: z.string(),
  })
  .register(apiComponents, { id: 'WaitlistPlace' });
export type WaitlistPlace = z.infer<typeof waitlistPlace>;

/** A seat an offer holds (seated events only). */
export const waitlistOfferSeat = z.object({
  section: z.string(),
  row: z.string(),
  label: z.string(),
  category: z.string(),
});

/** Places held for an entry. */
export const waitlistOffer = z
  .object({
    uuid: uuidSchema,
    quantity: z.number().int(),
    /** Until when the places are held; after it the offer passes to the next in line. */
    expiresAt: z.string(),
    /** The seats held (empty for general admission and memberships). */
    seats: z.array(waitlistOfferSeat),
    /** The order made from the offer (`POST /auth/waitlists/{uuid}/order`), while it exists. */
    orderUuid: uuidSchema.nullable(),
    /** Made by the offers job, or by staff by hand. */
    byStaff: z.boolean(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

/**
 * One of the caller's entries (`GET /auth/waitlists`). To pay an offer: `POST
 * /auth/waitlists/{uuid}/order` (the entry's uuid) answers the pending order; pay it as any order
 * (`PUT /orders/pre-complete`). The offer e-mail links to the storefront's account page with
 * `?waitlist=<entry uuid>` (route `app-accountPage`), which makes that call.
 */
export const myWaitlistEntry = z
  .object({
    uuid: uuidSchema,
    subject: waitlistSubjectSchema,
    /** The event's or the membership's uuid. */
    subjectUuid: uuidSchema,
    /** The event's or membership's name in the caller's language. */
    name: z.string(),
    /** The event's start; null for a membership. */
    startsAt: z.string().nullable(),
    category: z.string().nullable(),
    /** The category's name in the caller's language; null without a category. */
    categoryName: z.string().nullable(),
    quantity: z.number().int(),
    position: z.number().int().nullable(),
    status: waitlistEntryStatusSchema,
    joinedAt: z.string(),
    /** The offer in force (`offered` or `ordered`); null otherwise. */
    offer: waitlistOffer.nullable(),
  })
  .register(apiComponents, { id: 'MyWaitlistEntry' });
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntry>;

export const myWaitlists = z.object({ data: z.array(myWaitlistEntry) });

/** What staff set (`PUT /admin/events/{uuid}/waitlist`). */
export const waitlistSettingsInput = z.object({
  /** Whether buyers may join once the event (or membership) is sold out. */
  enabled: z.boolean(),
  /** Nobody may join; those waiting are told `closed`; offers made stay valid until they lapse. */
  closed: z.boolean().default(false),
  /** The most places one person may ask for. */
  maxQuantity: z.number().int().min(1).max(100).default(DEFAULT_WAITLIST_MAX_QUANTITY),
  /** How long an offer holds its places. */
  offerHours: z.number().int().min(1).max(168).default(DEFAULT_OFFER_HOURS),
});
export type WaitlistSettingsInput = z.input<typeof waitlistSettingsInput>;
export type WaitlistSettingsValues = z.output<typeof waitlistSettingsInput>;

/** Counts of a list's entries by status. */
export const waitlistStats = z.object({
  waiting: z.number().int(),
  /** Places asked for by those waiting. */
  waitingQuantity: z.number().int(),
  offered: z.number().int(),
  ordered: z.number().int(),
  bought: z.number().int(),
  lapsed: z.number().int(),
  left: z.number().int(),
});
export type WaitlistStats = z.infer<typeof waitlistStats>;

/**
 * `GET|PUT /admin/events/{uuid}/waitlist`: the settings and counts. A subject without a list
 * answers `enabled: true` (lists are on by default) with the default settings.
 */
export const adminWaitlist = z
  .object({
    subject: waitlistSubjectSchema,
    subjectUuid: uuidSchema,
    enabled: z.boolean(),
    closed: z.boolean(),
    maxQuantity: z.number().int(),
    offerHours: z.number().int(),
    stats: waitlistStats,
  })
  .register(apiComponents, { id: 'AdminWaitlist' });
export type AdminWaitlist = z.infer<typeof adminWaitlist>;

/** One person in a list, as staff see it. */
export const adminWaitlistEntry = z
  .object({
    uuid: uuidSchema,
    userUuid: uuidSchema,
    email: z.string(),
    /** The person's name (first and last), empty when unknown. */
    name: z.string(),
    position: z.number().int().nullable(),
    quantity: z.number().int(),
    category: z.string().nullable(),
    status: waitlistEntryStatusSchema,
    joinedAt: z.string(),
    /** The latest offer made to them, in force or not. */
    offer: waitlistOffer.nullable(),
  })
  .register(apiComponents, { id: 'AdminWaitlistEntry' });
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntry>;

/** `GET /admin/events/{uuid}/waitlist/entries?status=&limit=&offset=`: in order of joining. */
export const adminWaitlistEntriesQuery = adminListQuery(['joinedAt'] as const).extend({
  status: waitlistEntryStatusSchema.optional(),
});

/** What a buyer sees of a subject's list before joining (`GET /events/{uuid}/waitlist`). */
export const publicWaitlist = z
  .object({
    /** Whether buyers may join now (switched on, not closed); joining still needs the subject sold out. */
    open: z.boolean(),
    maxQuantity: z.number().int(),
    offerHours: z.number().int(),
    /** How many are waiting now. */
    waiting: z.number().int(),
  })
  .register(apiComponents, { id: 'PublicWaitlist' });
export type PublicWaitlist = z.infer<typeof publicWaitlist>;

/** `POST /auth/waitlists/{uuid}/order`: the currency to pay in; a membership's price variant. */
export const waitlistOrderBody = z
  .object({
    currency: currencySchema.default('CZK'),
    /** A membership's offer: which of its price variants to buy (required there; ignored for events). */
    priceUuid: uuidSchema.optional(),
  })
  .default({ currency: 'CZK' });

/** `POST /admin/events/{uuid}/waitlist/offers`: staff offer places to one entry now. */
export const staffOfferBody = z.object({
  entryUuid: uuidSchema,
  /** Fewer places than the entry asked for (default: all of them). */
  quantity: z.number().int().min(1).max(100).optional(),
});
