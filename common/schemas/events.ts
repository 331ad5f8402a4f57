import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, requiredString } from '../validation';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { publicImage } from './files';
import { currencySchema } from './orders';
import { richTextMap } from './richText';
import { categoryKeySchema, seatingPlanInput } from './seating';
import { MAX_AMOUNT } from './subscriptions';
import { publicWaitingRoom } from './waitingRooms';

/**
 * Events: a name and text, venue, start and end, the sale window and an optional members' presale
 * window, ticket categories with prices in CZK and EUR, and either a seating plan (seated) or a
 * capacity per category (general admission).
 */

const amount = () => z.number({ error: formError.required }).int().min(0).max(MAX_AMOUNT);
const dateTime = () => z.iso.datetime({ offset: true, error: formError.dateTime });

/** A colour of the chart and the legend: `#rrggbb`. */
export const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, formError.character);

/** A seats.io event key: letters, digits and `-_.:` (as seats.io's keys), up to 100; empty is none. */
export const seatsioEventKeySchema = z
  .string()
  .trim()
  .max(100, formError.lengthMax)
  .regex(/^[\w.:-]*$/, formError.character)
  .transform((key) => key || null);

/**
 * A ticket category. Amounts are integer minor units (haléře, cents), both currencies required; 0 is
 * no price in that currency (the category is not sold to those visitors).
 */
export const eventCategoryInput = z.object({
  key: categoryKeySchema,
  name: localeMapSchema(100),
  color: colorSchema,
  priceCzk: amount(),
  priceEur: amount(),
  /** General admission: how many tickets of the category are sold. Ignored for a seated event. */
  capacity: z.number().int().min(0).max(1_000_000).nullable().optional(),
});
export type EventCategoryInput = z.input<typeof eventCategoryInput>;

/**
 * `POST|PUT /admin/events`. `seatingPlan`: a plan makes the event seated, null makes it general
 * admission, left out keeps what the event has (the editor may also save it on its own, with
 * `PUT /admin/events/{uuid}/seating-plan`).
 */
export const eventInput = z
  .object({
    uuid: uuidSchema.optional(),
    name: localeMapSchema(200),
    text: richTextMap(50_000),
    /** The event's picture: an uploaded image file. */
    image: uuidSchema.nullable().optional(),
    venue: requiredString(200),
    startsAt: dateTime(),
    endsAt: dateTime(),
    saleFrom: dateTime(),
    saleTo: dateTime(),
    presaleFrom: dateTime().nullable().optional(),
    presaleTo: dateTime().nullable().optional(),
    published: z.boolean().default(false),
    categories: z.array(eventCategoryInput).min(1, formError.required).max(50),
    seatingPlan: seatingPlanInput.nullable().optional(),
    /**
     * The event's key in seats.io when seats.io is the seat map; empty or null: the event's uuid.
     * Left out keeps what the event has.
     */
    seatsioEventKey: seatsioEventKeySchema.nullable().optional(),
    /**
     * Until when a ticket holder may ask for the money back from the account (a moved event: a new
     * date or venue tells every holder so by e-mail); null: no requests. Left out keeps what the event has.
     */
    refundRequestsUntil: dateTime().nullable().optional(),
    /** Whether holders may pass their tickets on. Left out keeps what the event has (new: allowed). */
    transfersAllowed: z.boolean().optional(),
    /** Until when tickets may be passed on; null: until the event starts. Left out keeps what the event has. */
    transfersUntil: dateTime().nullable().optional(),
  })
  .superRefine((event, ctx) => {
    const before = (a: string, b: string, path: string, message: string) => {
      if (Date.parse(a) > Date.parse(b)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    before(event.startsAt, event.endsAt, 'endsAt', 'The event must not end before it starts.');
    before(event.saleFrom, event.saleTo, 'saleTo', 'The sale must not end before it starts.');
    before(event.saleTo, event.endsAt, 'saleTo', 'The sale must end by the end of the event.');
    if (event.transfersUntil)
      before(
        event.transfersUntil,
        event.startsAt,
        'transfersUntil',
        'Tickets cannot be passed on after the event starts.',
      );
    if (!!event.presaleFrom !== !!event.presaleTo)
      ctx.addIssue({
        code: 'custom',
        path: [event.presaleFrom ? 'presaleTo' : 'presaleFrom'],
        message: formError.required,
      });
    if (event.presaleFrom && event.presaleTo)
      before(event.presaleFrom, event.presaleTo, 'presaleTo', 'The presale must not end before it starts.');
    const keys = event.categories.map((c) => c.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Each category key may appear once.' });
    if (event.seatingPlan) {
      const known = new Set(keys);
      event.seatingPlan.sections.forEach((section, s) =>
        section.rows.forEach((row, r) =>
          row.seats.forEach((seat, i) => {
            if (!known.has(seat.category))
              ctx.addIssue({
                code: 'custom',
                path: ['seatingPlan', 'sections', s, 'rows', r, 'seats', i, 'category'],
                message: `No ticket category ${seat.category}.`,
              });
          }),
        ),
      );
    }
  });
export type EventInput = z.input<typeof eventInput>;
export type EventValues = z.output<typeof eventInput>;

export const adminEventCategory = z.object({
  key: z.string(),
  name: storedLocaleMap,
  color: z.string(),
  priceCzk: z.number().int(),
  priceEur: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Seats of the category in the plan (seated events), else 0. */
  seatCount: z.number().int(),
});
export type AdminEventCategory = z.infer<typeof adminEventCategory>;

export const adminEvent = z
  .object({
    uuid: uuidSchema,
    name: storedLocaleMap,
    text: storedLocaleMap,
    image: uuidSchema.nullable(),
    /** The picture's address, for previews. */
    imageUrl: z.string().nullable(),
    venue: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    saleFrom: z.string(),
    saleTo: z.string(),
    presaleFrom: z.string().nullable(),
    presaleTo: z.string().nullable(),
    published: z.boolean(),
    categories: z.array(adminEventCategory),
    /** The event's key in seats.io; null: its uuid. */
    seatsioEventKey: z.string().nullable(),
    /** Seated (has a plan) or general admission. */
    seated: z.boolean(),
    seatCount: z.number().int(),
    /** When the event was cancelled (`POST /admin/events/{uuid}/cancel`), and why; null: not cancelled. */
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /** Until when ticket holders may ask for a refund from their account (a moved event). */
    refundRequestsUntil: z.string().nullable(),
    /** Whether holders may pass their tickets on, and until when (null: until the event starts). */
    transfersAllowed: z.boolean(),
    transfersUntil: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof adminEvent>;

export const eventPeriods = ['upcoming', 'past'] as const;
export const eventPeriodSchema = z.enum(eventPeriods);
export type EventPeriod = z.infer<typeof eventPeriodSchema>;

export const adminEventSortFields = ['name', 'startsAt', 'createdAt', 'updatedAt'] as const;
export const adminEventListQuery = adminListQuery(adminEventSortFields).extend({
  period: eventPeriodSchema.optional(),
  published: z.enum(['true', 'false']).optional(),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuery>;

// --- Public ------------------------------------------------------------------------------------

/**
 * Where an event's sale stands for a visitor: `notYetOnSale`, `presale` (members with a presale
 * feature only), `onSale`, `soldOut`, `saleClosed` (the sale window is over, the event is not),
 * `ended`, `cancelled` (nothing is sold any more).
 */
export const eventAvailabilities = [
  'notYetOnSale',
  'presale',
  'onSale',
  'soldOut',
  'saleClosed',
  'ended',
  'cancelled',
] as const;
export const eventAvailabilitySchema = z.enum(eventAvailabilities);
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>;

export const publicEventCategory = z.object({
  key: z.string(),
  name: z.string(),
  color: z.string(),
  /** Minor units of `currency` (the visitor's: EUR in Slovak, else CZK); 0: not sold in it (none `available`). */
  price: z.number().int(),
  currency: currencySchema,
  /** Seats free now (seated) or tickets left (general admission). */
  available: z.number().int(),
});
export type PublicEventCategory = z.infer<typeof publicEventCategory>;

export const publicEvent = z
  .object({
    uuid: uuidSchema,
    /** The language of the texts: the asked one, or Czech when the event has none in it. */
    language: languageSchema,
    name: z.string(),
    text: z.string(),
    image: publicImage.nullable(),
    venue: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    saleFrom: z.string(),
    saleTo: z.string(),
    presaleFrom: z.string().nullable(),
    presaleTo: z.string().nullable(),
    seated: z.boolean(),
    categories: z.array(publicEventCategory),
    /** The lowest category price in `currency`; null without categories. */
    priceFrom: z.number().int().nullable(),
    currency: currencySchema,
    availability: eventAvailabilitySchema,
    /** Cancelled by the organiser (availability `cancelled`), and why. */
    cancelled: z.boolean(),
    cancelReason: z.string().nullable(),
    /** Until when a ticket holder may ask for a refund from the account (a moved event); null: not possible. */
    refundRequestsUntil: z.string().nullable(),
    /** The event's key in seats.io's chart (when seats.io is the seat map): the configured one, else the uuid. */
    seatsioEventKey: z.string(),
    /**
     * The sale's waiting room (null: none, the sale is open to all): until `saleStartsAt` and while
     * it lets buyers in, the seats are held only with its pass, so send the visitor to the room.
     */
    waitingRoom: publicWaitingRoom.nullable(),
  })
  .register(apiComponents, { id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEvent>;

/** `GET /events`: upcoming ones (soonest first) by default, or past ones (latest first). */
export const publicEventListQuery = z.object({
  period: eventPeriodSchema.default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PublicEventListQuery = z.infer<typeof publicEventListQuery>;
