import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, requiredString } from '../validation';
import { localeMapSchema, storedLocaleMap, uuidSchema } from './common';

/**
 * Seating plans and the native seat engine. A plan is sections → rows → seats; the order of the
 * seats in a row is their order along it (adjacency for "best available" and orphan seats). Seats
 * are named by an `id` unique in the plan, which the seats.io-shaped actions take as `objects`.
 */

/** The largest plan the editor and the engine are built for (a stadium). */
export const MAX_SEATS_PER_PLAN = 25_000;
/** How many seats one hold or release may name. */
export const MAX_OBJECTS_PER_ACTION = 50;
/** How many seats "best available" may hold at once. */
export const MAX_BEST_AVAILABLE = 10;

/** A seat id: letters, digits and `-_.:` (as the seat map and QR payloads carry it). */
export const seatIdSchema = z
  .string()
  .trim()
  .min(1, formError.required)
  .max(60, formError.lengthMax)
  .regex(/^[\p{L}\d_.:-]+$/u, formError.character);

/** A category key (`A`, `vip`): how seats and "best available" name a ticket category. */
export const categoryKeySchema = z
  .string()
  .trim()
  .min(1, formError.required)
  .max(40, formError.lengthMax)
  .regex(/^[\p{L}\d_-]+$/u, formError.character);

const coordinate = () => z.number({ error: formError.required }).finite().min(-1_000_000).max(1_000_000);

/** The seat id a seat gets when none is given: `section-row-seat`, as seats.io labels objects. */
export const defaultSeatId = (sectionKey: string, rowLabel: string, seatLabel: string) =>
  `${sectionKey}-${rowLabel}-${seatLabel}`.replace(/\s+/g, '_');

export const seatInput = z.object({
  /** Defaults to `section-row-label`. */
  id: seatIdSchema.optional(),
  label: requiredString(20),
  x: coordinate(),
  y: coordinate(),
  category: categoryKeySchema,
  wheelchair: z.boolean().default(false),
  /** A seat for the companion of a wheelchair user. */
  companion: z.boolean().default(false),
  /** Never sold (a pillar, a camera position). */
  blocked: z.boolean().default(false),
});
export type SeatInput = z.input<typeof seatInput>;

export const rowInput = z.object({
  label: requiredString(20),
  seats: z.array(seatInput).min(1, formError.required).max(2_000),
});
export type RowInput = z.input<typeof rowInput>;

export const sectionInput = z.object({
  /** Short and unique in the plan (`A`, `north`); part of the default seat ids. */
  key: categoryKeySchema,
  name: localeMapSchema(100),
  rows: z.array(rowInput).max(1_000),
});
export type SectionInput = z.input<typeof sectionInput>;

/** Where the stage is: "best available" picks the seats closest to its centre. */
export const stageSchema = z.object({
  x: coordinate(),
  y: coordinate(),
  width: z.number().finite().min(0).max(1_000_000),
  height: z.number().finite().min(0).max(1_000_000),
});
export type Stage = z.infer<typeof stageSchema>;

/** A plan as the editor saves it (`PUT /admin/events/{uuid}/seating-plan`, or inside the event). */
export const seatingPlanInput = z
  .object({
    stage: stageSchema,
    sections: z.array(sectionInput).min(1, formError.required).max(200),
  })
  .superRefine((plan, ctx) => {
    const sectionKeys = new Set<string>();
    const seatIds = new Set<string>();
    let count = 0;
    plan.sections.forEach((section, s) => {
      if (sectionKeys.has(section.key))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', s, 'key'],
          message: 'Each section key may appear once.',
        });
      sectionKeys.add(section.key);
      section.rows.forEach((row, r) =>
        row.seats.forEach((seat, i) => {
          count += 1;
          const id = seat.id ?? defaultSeatId(section.key, row.label, seat.label);
          if (seatIds.has(id))
            ctx.addIssue({
              code: 'custom',
              path: ['sections', s, 'rows', r, 'seats', i, 'id'],
              message: `The seat id ${id} appears twice.`,
            });
          seatIds.add(id);
        }),
      );
    });
    if (count > MAX_SEATS_PER_PLAN)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `A plan has at most ${MAX_SEATS_PER_PLAN} seats.`,
      });
  });
export type SeatingPlanInput = z.input<typeof seatingPlanInput>;
export type SeatingPlanValues = z.output<typeof seatingPlanInput>;

/** A seat as answers carry it (ids always filled in). */
export const seatSchema = z.object({
  id: z.string(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  category: z.string(),
  wheelchair: z.boolean(),
  companion: z.boolean(),
  blocked: z.boolean(),
});
export type Seat = z.infer<typeof seatSchema>;

/** A plan as the admin API answers it (the editor's round trip). */
export const seatingPlan = z
  .object({
    eventUuid: uuidSchema,
    stage: stageSchema,
    sections: z.array(
      z.object({
        key: z.string(),
        name: storedLocaleMap,
        rows: z.array(z.object({ label: z.string(), seats: z.array(seatSchema) })),
      }),
    ),
    seatCount: z.number().int(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'SeatingPlan' });
export type SeatingPlan = z.infer<typeof seatingPlan>;

/** `POST /admin/events/{uuid}/seating-plan/copy`: the plan of `{uuid}` replaces the target's. */
export const copySeatingPlanBody = z.object({ targetEventUuid: uuidSchema });

// --- Seat state --------------------------------------------------------------------------------

/**
 * A seat's state: `free`, `held` (by some hold token, until its time), `booked` (by an order), or
 * `blocked` in the plan. An answer that knows the caller's hold token says `heldByYou` for its seats.
 */
export const seatStatuses = ['free', 'held', 'heldByYou', 'booked', 'blocked'] as const;
export const seatStatusSchema = z.enum(seatStatuses);
export type SeatStatus = z.infer<typeof seatStatusSchema>;

export const publicSeat = seatSchema.omit({ blocked: true }).extend({ status: seatStatusSchema });
export type PublicSeat = z.infer<typeof publicSeat>;

/** `GET /events/{uuid}/seats`: the plan with every seat's state, texts in the visitor's language. */
export const eventSeats = z
  .object({
    eventUuid: uuidSchema,
    stage: stageSchema,
    sections: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        rows: z.array(z.object({ label: z.string(), seats: z.array(publicSeat) })),
      }),
    ),
    /** When these states were read (the stream's news after it apply on top). */
    readAt: z.string(),
  })
  .register(apiComponents, { id: 'EventSeats' });
export type EventSeats = z.infer<typeof eventSeats>;

/** Optional query of `GET /events/{uuid}/seats`: the caller's token marks its seats `heldByYou`. */
export const eventSeatsQuery = z.object({ holdToken: z.string().trim().min(1).max(100).optional() });

/**
 * One message of `GET /events/{uuid}/seats/stream` (server-sent event `seats`, JSON data): seats
 * whose state changed. `held` here is anyone's hold: a chart compares with what it holds itself.
 * A seat whose hold expired is announced when a sweeper or a new read notices; the chart also
 * frees it by its own clock from the hold's `until`.
 */
export const seatStatusNews = z.object({
  eventUuid: uuidSchema,
  seats: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['free', 'held', 'booked']),
      /** For `held`: when the hold ends by itself. */
      until: z.string().optional(),
    }),
  ),
});
export type SeatStatusNews = z.infer<typeof seatStatusNews>;
/** The body of the stream (`text/event-stream`): `event: seats` messages and `: ping` heartbeats. */
export const seatStream = z.string().meta({ description: 'text/event-stream of seatStatusNews' });

// --- Hold tokens and actions (seats.io shape) ---------------------------------------------------

export const holdTokenSchema = z.string().trim().min(1, formError.required).max(100, formError.lengthMax);

/** `POST /hold-tokens`: a new token of the caller, valid 15 minutes by default. */
export const holdTokenAnswer = z
  .object({
    holdToken: z.string(),
    expiresAt: z.string(),
    expiresInSeconds: z.number().int(),
  })
  .register(apiComponents, { id: 'HoldToken' });
export type HoldTokenAnswer = z.infer<typeof holdTokenAnswer>;

export const holdTokenParams = z.object({ holdToken: holdTokenSchema });

/** `GET /hold-tokens/{holdToken}`: the caller's token and the seats it holds now. */
export const holdTokenDetail = holdTokenAnswer.extend({
  objects: z.array(z.object({ eventUuid: uuidSchema, id: z.string() })),
});
export type HoldTokenDetail = z.infer<typeof holdTokenDetail>;

const objectsSchema = z
  .array(seatIdSchema)
  .min(1, formError.required)
  .max(MAX_OBJECTS_PER_ACTION, formError.lengthMax)
  .refine((ids) => new Set(ids).size === ids.length, 'Each seat may appear once.');

/** `POST /events/{uuid}/actions/hold` and `.../actions/release`. */
export const seatActionBody = z.object({ holdToken: holdTokenSchema, objects: objectsSchema });
export type SeatActionBody = z.infer<typeof seatActionBody>;

/** `POST /events/{uuid}/actions/hold-best-available`. */
export const bestAvailableBody = z.object({
  holdToken: holdTokenSchema,
  number: z.number().int().min(1).max(MAX_BEST_AVAILABLE),
  category: categoryKeySchema,
});
export type BestAvailableBody = z.infer<typeof bestAvailableBody>;

/** What a hold (or best available) answers: the seats now held by the token, and until when. */
export const seatActionAnswer = z.object({
  holdToken: z.string(),
  objects: z.array(z.string()),
  expiresAt: z.string(),
});
export type SeatActionAnswer = z.infer<typeof seatActionAnswer>;

/** What a release answers: the seats it freed (those the token held). */
export const seatReleaseAnswer = z.object({ objects: z.array(z.string()) });
