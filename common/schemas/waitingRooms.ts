import { z } from 'zod';
import { formError } from '../validation';
import { apiComponents } from './registry';
import { uuidSchema } from './common';

/**
 * The waiting room of a sale (issue 29): visitors who arrive before the sale starts wait in it; at
 * the start each of them gets a random place (a shuffle), later arrivals join the end in order of
 * arrival, and the room lets buyers in at a set rate (or as fast as the seat engine sustains). An
 * admitted buyer gets a signed pass, sent on the seat holds as the `x-waiting-room-pass` header.
 */

/** The request header carrying the pass on holds; holds answer a renewed pass in the same header. */
export const WAITING_ROOM_PASS_HEADER = 'x-waiting-room-pass';

/** How long a pass lasts when staff set nothing (extended by each hold). */
export const DEFAULT_PASS_MINUTES = 10;

/**
 * `waiting`: in the room (before the sale starts, or not yet let in); `admitted`: let in, the pass
 * is valid; `expired`: the pass lapsed (the place is gone); `closed`: staff closed the room.
 */
export const waitingRoomStatuses = ['waiting', 'admitted', 'expired', 'closed'] as const;
export const waitingRoomStatusSchema = z.enum(waitingRoomStatuses);
export type WaitingRoomStatus = z.infer<typeof waitingRoomStatusSchema>;

/** A visitor's place in the room: what join, the status read and each stream message answer. */
export const waitingRoomPlace = z
  .object({
    /**
     * The place's signed token: it, not the connection, holds the place. Keep it (reloads, other
     * tabs) and read the status or the stream with it; joining again answers the same token.
     */
    token: z.string(),
    status: waitingRoomStatusSchema,
    /**
     * The place in the line, from 1. Null before the sale starts: everyone who joined until then
     * gets a random place at the start (the shuffle has not happened yet).
     */
    position: z.number().int().nullable(),
    /** How many are still in front (not yet let in); null before the sale starts and once admitted. */
    ahead: z.number().int().nullable(),
    /** A guess from the admission rate; null before the sale starts, once admitted, or while paused. */
    estimatedWaitSeconds: z.number().int().nullable(),
    opensAt: z.string(),
    saleStartsAt: z.string(),
    /** Staff stopped letting people in for now (the places stay). */
    paused: z.boolean(),
    /** The signed pass for the seat holds (`x-waiting-room-pass`); only while `admitted`. */
    pass: z.string().nullable(),
    /** When the pass lapses unless a hold extends it. */
    passExpiresAt: z.string().nullable(),
  })
  .register(apiComponents, { id: 'WaitingRoomPlace' });
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlace>;

/** `GET /events/{uuid}/waiting-room?token=` and its stream. */
export const waitingRoomTokenQuery = z.object({ token: z.string().trim().min(1).max(200) });

/** The body of the stream (`text/event-stream`): `event: status` messages and `: ping` heartbeats. */
export const waitingRoomStream = z
  .string()
  .meta({ description: 'text/event-stream of WaitingRoomPlace (`event: status`)' });

/** The most buyers a minute staff may set (the seat engine's ceiling is far lower). */
export const MAX_ADMISSION_RATE = 100_000;

/** What staff set (`PUT /admin/events/{uuid}/waiting-room`). */
export const waitingRoomSettingsInput = z
  .object({
    enabled: z.boolean(),
    /** From when visitors may join. */
    opensAt: z.iso.datetime({ offset: true, error: formError.dateTime }),
    /** The sale's start: the shuffle happens and admission begins. */
    saleStartsAt: z.iso.datetime({ offset: true, error: formError.dateTime }),
    /** Buyers let in per minute; null: automatic (as fast as the seat engine sustains). */
    rate: z.number().int().min(1).max(MAX_ADMISSION_RATE).nullable(),
    /** How long a pass lasts unless holds extend it. */
    passMinutes: z.number().int().min(1).max(120).default(DEFAULT_PASS_MINUTES),
    /** Nobody is let in while paused; the places stay. */
    paused: z.boolean().default(false),
    /** Everyone still waiting is told `closed`; passes already given stay valid. */
    closed: z.boolean().default(false),
  })
  .refine((v) => Date.parse(v.opensAt) <= Date.parse(v.saleStartsAt), {
    path: ['saleStartsAt'],
    message: 'The sale starts when the room opens or later.',
  });
export type WaitingRoomSettingsInput = z.input<typeof waitingRoomSettingsInput>;
export type WaitingRoomSettingsValues = z.output<typeof waitingRoomSettingsInput>;

/** The room now, as staff watch it (counts of places by state). */
export const waitingRoomStats = z
  .object({
    /** In the room, not yet let in. */
    waiting: z.number().int(),
    /** Let in with a valid pass, no seats held yet. */
    admitted: z.number().int(),
    /** Let in and holding seats (a hold renewed their pass). */
    buying: z.number().int(),
    /** Their order was accepted. */
    done: z.number().int(),
    /** Their pass lapsed unused. */
    expired: z.number().int(),
    /** Buyers let in per minute now (the set rate, or what "automatic" chose). */
    currentRate: z.number().int(),
    /** The place of the last one let in (0: nobody yet). */
    lastAdmittedPosition: z.number().int(),
  })
  .register(apiComponents, { id: 'WaitingRoomStats' });
export type WaitingRoomStats = z.infer<typeof waitingRoomStats>;

/**
 * `GET|PUT /admin/events/{uuid}/waiting-room`: the settings and the live counts. An event without
 * a room answers `enabled: false` with the event's sale start as the default times.
 */
export const adminWaitingRoom = z
  .object({
    /** The subject's uuid: the event's (or the membership's, `/admin/subscriptions/{uuid}/waiting-room`). */
    eventUuid: uuidSchema,
    enabled: z.boolean(),
    opensAt: z.string(),
    saleStartsAt: z.string(),
    rate: z.number().int().nullable(),
    passMinutes: z.number().int(),
    paused: z.boolean(),
    closed: z.boolean(),
    /** When the places were drawn (the sale's start); null before. */
    shuffledAt: z.string().nullable(),
    stats: waitingRoomStats,
  })
  .register(apiComponents, { id: 'AdminWaitingRoom' });
export type AdminWaitingRoom = z.infer<typeof adminWaitingRoom>;

/** What the public event says of its room (null: no room, the sale is open to all). */
export const publicWaitingRoom = z.object({
  opensAt: z.string(),
  saleStartsAt: z.string(),
  paused: z.boolean(),
  closed: z.boolean(),
});
export type PublicWaitingRoom = z.infer<typeof publicWaitingRoom>;

/** Holds of a waiting-room event carry the pass (`x-waiting-room-pass`); other events need none. */
export const waitingRoomPassHeaders = z.looseObject({
  [WAITING_ROOM_PASS_HEADER]: z.string().max(1000).optional(),
});
