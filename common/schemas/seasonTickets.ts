import { z } from 'zod';
import { formError } from '../validation';
import { apiComponents } from './registry';
import { currencySchema } from './orders';
import { adminListQuery, storedLocaleMap, uuidSchema } from './common';
import { seatIdSchema } from './seating';

/**
 * Season seats. Staff define a season ticket: a seasonal membership plan (its price
 * variant is the ticket's price in CZK and EUR) bound to the home matches of a season and to
 * sections of their seating plan (the same seat ids in every event). A buyer picks a seat once:
 *
 * 1. `GET /season-tickets/{uuid}/seats` — the chart (the `EventSeats` shape of an event's chart) of
 *    the season's sections, a seat `free` only when it is free in every event of the season;
 * 2. `POST /season-tickets/{uuid}/holds {seatId}` — holds that seat in every event at once, all or
 *    none (409 `seatsAlreadyOccupied` with `details.eventUuids`, the events where it is taken);
 *    answers the hold's `token`, valid until `expiresAt`;
 * 3. `POST /orders` with the line `{ kind: 'season_ticket', refUuid: <season ticket uuid>,
 *    quantity: 1, option: <hold token> }` — the normal order and payment flow; the accepted order
 *    books the seat for every event, gives the membership and issues one ticket per event.
 *
 * The account lists the caller's season seats (`GET /auth/season-seats`) with each event's state,
 * and releases one event (`POST /auth/season-seats/{uuid}/events/{eventUuid}/release`): its ticket is
 * voided and the seat goes on sale (or to the event's waiting list) for that event only. During a
 * renewal window the previous season's holders find their seat kept for them in `renewals` (a hold
 * with its token until the window ends): they order it as in step 3.
 */

/** The order line kind of a season seat. */
export const SEASON_TICKET_LINE_KIND = 'season_ticket';

/** `sale`: picked on the chart by a buyer; `renewal`: kept for the previous holder during the window. */
export const seasonHoldKinds = ['sale', 'renewal'] as const;
export type SeasonHoldKind = (typeof seasonHoldKinds)[number];

/** `active`: held for the season; `refunded`: its order line was refunded (the seat is free again). */
export const seasonSeatStatuses = ['active', 'refunded'] as const;
export type SeasonSeatStatus = (typeof seasonSeatStatuses)[number];

/** The void reason of a ticket its season holder released for one event. */
export const SEASON_RELEASE_REASON = 'released';

const sectionKey = z.string().trim().min(1, formError.required).max(60, formError.lengthMax);

/** `POST|PUT /admin/season-tickets`: what staff define. */
export const seasonTicketInput = z
  .object({
    /** A membership plan of type `seasonal`: its first price variant is the price. */
    subscriptionUuid: uuidSchema,
    /** The season's events: seated, not cancelled, the same seat ids in `sections` in each. */
    eventUuids: z
      .array(uuidSchema)
      .min(1, formError.required)
      .max(100, formError.lengthMax)
      .refine((ids) => new Set(ids).size === ids.length, 'Each event may appear once.'),
    sections: z
      .array(sectionKey)
      .min(1, formError.required)
      .max(50, formError.lengthMax)
      .refine((keys) => new Set(keys).size === keys.length, 'Each section may appear once.'),
    /** Last season's ticket: its holders get their seat first until `priorityUntil`. */
    renewsSeasonTicketUuid: uuidSchema.nullable().default(null),
    priorityUntil: z.iso.datetime({ offset: true, error: formError.dateTime }).nullable().default(null),
  })
  .refine((input) => (input.renewsSeasonTicketUuid === null) === (input.priorityUntil === null), {
    path: ['priorityUntil'],
    message: 'A renewal needs the end of its priority window, and a window needs the season it renews.',
  });
export type SeasonTicketInput = z.infer<typeof seasonTicketInput>;

const seasonEvent = z.object({
  uuid: uuidSchema,
  startsAt: z.string(),
  cancelled: z.boolean(),
});

/** A price of the season ticket in one currency (minor units). */
const seasonPrice = z.object({ currency: currencySchema, amount: z.number().int() });

export const adminSeasonTicket = z
  .object({
    uuid: uuidSchema,
    subscriptionUuid: uuidSchema,
    /** The membership plan's name. */
    name: storedLocaleMap,
    eventUuids: z.array(uuidSchema),
    events: z.array(seasonEvent.extend({ name: storedLocaleMap })),
    sections: z.array(z.string()),
    renewsSeasonTicketUuid: uuidSchema.nullable(),
    priorityUntil: z.string().nullable(),
    /** The plan's price in each currency it is sold in. */
    prices: z.array(seasonPrice),
    /** Seats sold (held for the season now). */
    seatsSold: z.number().int(),
    /** Seats kept for the previous season's holders (renewal window). */
    seatsKeptForRenewal: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminSeasonTicket' });
export type AdminSeasonTicket = z.infer<typeof adminSeasonTicket>;

export const adminSeasonTicketListQuery = adminListQuery(['createdAt'] as const);
export type AdminSeasonTicketListQuery = z.infer<typeof adminSeasonTicketListQuery>;

/** A place of a seat in the plan (section name in the asked language, or staff's Czech). */
const seatPlace = z.object({
  seatId: z.string(),
  section: z.string(),
  sectionName: z.string(),
  row: z.string(),
  label: z.string(),
});

/**
 * A season seat's state at one event: `valid` (its ticket admits), `used` (checked in), `released`
 * (the holder gave it up for this event), `passedOn` (its ticket was passed to someone else),
 * `voided` (refunded).
 */
export const seasonSeatEventStatuses = ['valid', 'used', 'released', 'passedOn', 'voided'] as const;

const seasonSeatEvent = z.object({
  eventUuid: uuidSchema,
  name: z.string(),
  startsAt: z.string(),
  ticketUuid: uuidSchema,
  status: z.enum(seasonSeatEventStatuses),
  /** Whether the holder may release it now (valid, theirs, the event not started). */
  releasable: z.boolean(),
});

/** `GET /admin/season-tickets/{uuid}/seats`: who holds which seat. */
export const adminSeasonSeat = seatPlace
  .extend({
    uuid: uuidSchema,
    userUuid: uuidSchema,
    email: z.string().nullable(),
    orderUuid: uuidSchema,
    status: z.enum(seasonSeatStatuses),
    /** Events it was released for. */
    releasedEventUuids: z.array(uuidSchema),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminSeasonSeat' });
export type AdminSeasonSeat = z.infer<typeof adminSeasonSeat>;
export const adminSeasonSeatList = z.object({
  data: z.array(adminSeasonSeat),
  /** Seats kept for last season's holders during the renewal window (not renewed yet). */
  keptForRenewal: z.array(seatPlace.extend({ userUuid: uuidSchema, until: z.string() })),
});
export type AdminSeasonSeatList = z.infer<typeof adminSeasonSeatList>;

/** `GET /season-tickets` and `/season-tickets/{uuid}`: texts in the visitor's language. */
export const publicSeasonTicket = z
  .object({
    uuid: uuidSchema,
    subscriptionUuid: uuidSchema,
    name: z.string(),
    text: z.string(),
    image: z.string().nullable(),
    events: z.array(seasonEvent.extend({ name: z.string(), venue: z.string().nullable() })),
    sections: z.array(z.object({ key: z.string(), name: z.string() })),
    /** The price in the visitor's currency; null when it is not sold in it. */
    price: seasonPrice.nullable(),
    /**
     * Until when last season's holders keep their seats (they are `held` on the chart meanwhile);
     * null when there is no window or it has ended.
     */
    priorityUntil: z.string().nullable(),
  })
  .register(apiComponents, { id: 'SeasonTicket' });
export type PublicSeasonTicket = z.infer<typeof publicSeasonTicket>;
export const publicSeasonTicketList = z.object({ data: z.array(publicSeasonTicket) });

/** `GET /season-tickets/{uuid}/seats?holdToken=`: the caller's hold marks its seat `heldByYou`. */
export const seasonSeatsQuery = z.object({ holdToken: z.string().trim().min(1).max(100).optional() });

/** `POST /season-tickets/{uuid}/holds`. */
export const seasonHoldBody = z.object({ seatId: seatIdSchema });
export type SeasonHoldBody = z.infer<typeof seasonHoldBody>;

/** A seat held across every event of a season: order it with `option: token`. */
export const seasonHold = z
  .object({
    token: z.string(),
    seasonTicketUuid: uuidSchema,
    seatId: z.string(),
    kind: z.enum(seasonHoldKinds),
    expiresAt: z.string(),
  })
  .register(apiComponents, { id: 'SeasonHold' });
export type SeasonHold = z.infer<typeof seasonHold>;

export const seasonHoldParams = z.object({ uuid: uuidSchema, token: z.string().trim().min(8).max(100) });

/** A season seat of the signed-in user. */
export const seasonSeat = seatPlace
  .extend({
    uuid: uuidSchema,
    seasonTicketUuid: uuidSchema,
    name: z.string(),
    status: z.enum(seasonSeatStatuses),
    events: z.array(seasonSeatEvent),
  })
  .register(apiComponents, { id: 'SeasonSeat' });
export type SeasonSeat = z.infer<typeof seasonSeat>;

/** A seat of last season kept for the caller during the renewal window of the next one. */
export const seasonRenewal = seatPlace
  .extend({
    seasonTicketUuid: uuidSchema,
    name: z.string(),
    /** The hold to order it with (`option` of the `season_ticket` line). */
    holdToken: z.string(),
    until: z.string(),
    price: seasonPrice.nullable(),
  })
  .register(apiComponents, { id: 'SeasonRenewal' });
export type SeasonRenewal = z.infer<typeof seasonRenewal>;

/** `GET /auth/season-seats`. */
export const mySeasonSeats = z.object({
  seats: z.array(seasonSeat),
  renewals: z.array(seasonRenewal),
});
export type MySeasonSeats = z.infer<typeof mySeasonSeats>;

export const seasonSeatEventParams = z.object({ uuid: uuidSchema, eventUuid: uuidSchema });
