import type { Database, Tx } from '../../db/client';
import type { WaitingRoomEntryRow, WaitingRoomRow } from '../../db/schema';
import {
  factsKey,
  placeFacts,
  placeJson,
  placeState,
  type PlaceSignatures,
  type PlaceState,
  type RoomState,
} from './rooms';
import { WAITING_ROOM_CHANNEL } from './waitingRooms.repository';

/** How old the rooms in memory may be before they are read again (staff's changes reach every server). */
const ROOMS_FRESH_MS = 1000;
/**
 * How many streams one news is written to before the process turns to other work (holds, the next
 * news): a room's ten thousand streams in one go would hold every request up for a fifth of a second.
 */
const STREAMS_PER_TURN = 500;

/**
 * An admission tick's news (waitingRooms.repository.ts `tick`): the subject, the last admitted
 * position, the first one this tick let in (null: none), when, and the rate.
 */
interface TickNews {
  s: string;
  l: number;
  f: number | null;
  a: number;
  r: number;
}
/** A room changed otherwise (staff's settings, the shuffle): every server reads it again. */
interface ChangeNews {
  s: string;
  k: 'changed';
}

interface Watcher {
  place: PlaceState;
  /** The place's token and pass, signed once (the pass again when its expiry changes). */
  signed: PlaceSignatures;
  /** The facts last sent (`factsKey`), so an unchanged place is not sent (nor signed) again. */
  sent: string;
  /** Sends the place's answer (JSON text, `placeJson`). */
  send(placeJson: string): void;
}

/**
 * The rooms of this server process, and its visitors' open streams. The rooms are read from the
 * database at most once a second (and at once when another server says one changed); between reads
 * the admission's news moves them on. One LISTEN for the whole process: each tick's news recomputes
 * the places of the open streams of that room from memory (ahead = position - last admitted - 1),
 * with no database read per stream. Only a place the news cannot settle is read again, in one
 * query for all of them (its position after the shuffle, a pass renewed by holds, news missed).
 */
export function createRoomNews(deps: {
  enabledRooms: (tx?: Tx) => Promise<WaitingRoomRow[]>;
  entries: (uuids: readonly string[]) => Promise<WaitingRoomEntryRow[]>;
  listen: Database['listen'];
  log: { warn(obj: unknown, msg: string): void };
}) {
  /** Rooms by their subject's uuid (an event's or a membership's; the row says which). */
  let rooms = new Map<string, RoomState>();
  let readAt = 0;
  let reading: Promise<Map<string, RoomState>> | null = null;
  const watchers = new Map<string, Set<Watcher>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  function apply(rows: WaitingRoomRow[]): Map<string, RoomState> {
    const next = new Map<string, RoomState>();
    for (const row of rows) {
      const known = rooms.get(row.subjectUuid);
      // A read begun before a tick's commit must not move the room back behind that tick's news.
      const same =
        known && known.uuid === row.uuid && known.shuffledAt?.getTime() === row.shuffledAt?.getTime();
      next.set(
        row.subjectUuid,
        same && known.lastAdmittedPosition > row.lastAdmittedPosition
          ? { ...row, lastAdmittedPosition: known.lastAdmittedPosition }
          : row,
      );
    }
    rooms = next;
    readAt = Date.now();
    return next;
  }

  function read(): Promise<Map<string, RoomState>> {
    reading ??= deps
      .enabledRooms()
      .then(apply)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** The rooms, read again when older than a second. */
  function current(): Map<string, RoomState> | Promise<Map<string, RoomState>> {
    return Date.now() - readAt < ROOMS_FRESH_MS ? rooms : read();
  }

  /** The latest news of each subject: an older news still being written out stops (the latest covers all). */
  const newsCount = new Map<string, number>();

  /**
   * Sends each watcher of the subject its place when it changed; reads again those the news cannot
   * settle. The places this news changed (let in) go first, then the others a slice at a time with
   * the event loop's other work (holds) in between; a newer news of the subject takes over the rest.
   */
  async function update(subjectUuid: string, unsettled: (watcher: Watcher, room: RoomState) => boolean) {
    const room = rooms.get(subjectUuid);
    const list = watchers.get(subjectUuid);
    if (!list || !room) return;
    const mine = (newsCount.get(subjectUuid) ?? 0) + 1;
    newsCount.set(subjectUuid, mine);
    const stale: Watcher[] = [];
    const rest: Watcher[] = [];
    let now = Date.now();
    for (const watcher of list) {
      const before = watcher.place;
      if (unsettled(watcher, room)) stale.push(watcher);
      else if (watcher.place !== before) deliver(watcher, room, now);
      else rest.push(watcher);
    }
    const reading = stale.length > 0 ? deps.entries(stale.map((w) => w.place.uuid)) : null;
    // Not awaited yet: a failed read must not go unhandled while the slices are written.
    reading?.catch(() => undefined);
    for (let from = 0; from < rest.length; from += STREAMS_PER_TURN) {
      if (from > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        if (newsCount.get(subjectUuid) !== mine) break;
        now = Date.now();
      }
      const current = rooms.get(subjectUuid);
      const end = Math.min(rest.length, from + STREAMS_PER_TURN);
      for (let i = from; i < end; i++) if (list.has(rest[i]!)) deliver(rest[i]!, current, now);
    }
    if (!reading) return;
    const fresh = new Map((await reading).map((e) => [e.uuid, e]));
    for (const watcher of stale) {
      const entry = fresh.get(watcher.place.uuid);
      if (entry) watcher.place = placeState(entry);
      deliver(watcher, rooms.get(subjectUuid), Date.now());
    }
  }

  function deliver(watcher: Watcher, room: RoomState | undefined, now: number) {
    if (!room) return;
    const facts = placeFacts(room, watcher.place, now);
    const key = factsKey(facts);
    if (key === watcher.sent) return;
    watcher.sent = key;
    watcher.send(placeJson(room, watcher.place, facts, watcher.signed));
  }

  function onNews(raw: string) {
    let news: TickNews | ChangeNews;
    try {
      news = JSON.parse(raw) as TickNews | ChangeNews;
    } catch (error) {
      deps.log.warn({ err: error }, 'unreadable waiting room news');
      return;
    }
    const settle = 'k' in news ? afterChange(news) : afterTick(news);
    settle.catch((error: unknown) => deps.log.warn({ err: error }, 'waiting room news not delivered'));
  }

  async function afterChange(news: ChangeNews) {
    await read();
    // A place without a position has one after the shuffle: read again.
    await update(news.s, (watcher, room) => room.shuffledAt !== null && watcher.place.position === null);
  }

  async function afterTick(news: TickNews) {
    const room = rooms.get(news.s);
    if (!room) return afterChange({ s: news.s, k: 'changed' });
    if (news.l > room.lastAdmittedPosition) room.lastAdmittedPosition = news.l;
    room.currentRate = news.r;
    const passUntil = new Date(news.a + room.passMinutes * 60_000);
    const now = Date.now();
    await update(news.s, (watcher, known) => {
      const place = watcher.place;
      if (known.shuffledAt !== null && place.position === null) return true;
      if (place.status === 'waiting' && place.position !== null && place.position <= news.l) {
        if (news.f === null || place.position < news.f) return true;
        watcher.place = { ...place, status: 'admitted', passExpiresAt: passUntil };
        return false;
      }
      // Holds may have renewed the pass: read it again before saying it lapsed.
      return (
        place.status === 'admitted' && place.passExpiresAt !== null && place.passExpiresAt.getTime() <= now
      );
    });
  }

  return {
    current,
    /** The room of an event from memory (read again when older than a second); undefined: none switched on. */
    async room(eventUuid: string): Promise<RoomState | undefined> {
      return (await current()).get(eventUuid);
    },
    /** Reads the rooms again now (this server changed one). */
    refresh: read,
    /**
     * The rooms, read again in the caller's transaction when older than a second (a read outside it
     * could wait for it: PGlite has one connection).
     */
    async currentIn(tx: Tx): Promise<Map<string, RoomState>> {
      return Date.now() - readAt < ROOMS_FRESH_MS ? rooms : apply(await deps.enabledRooms(tx));
    },

    /**
     * Sends `send` the place now and whenever it changes, until the answered function is called.
     * The news starts before the first place goes out, so nothing between the two is missed.
     */
    async watch(eventUuid: string, entry: WaitingRoomEntryRow, send: (placeJson: string) => void) {
      listening ??= deps.listen(WAITING_ROOM_CHANNEL, onNews);
      try {
        await listening;
      } catch (error) {
        listening = null;
        throw error;
      }
      const watcher: Watcher = { place: placeState(entry), signed: {}, sent: '', send };
      let list = watchers.get(eventUuid);
      if (!list) watchers.set(eventUuid, (list = new Set()));
      list.add(watcher);
      deliver(watcher, (await current()).get(eventUuid), Date.now());
      return () => {
        list.delete(watcher);
        if (list.size === 0 && watchers.get(eventUuid) === list) watchers.delete(eventUuid);
      };
    },
    watcherCount: () => [...watchers.values()].reduce((sum, list) => sum + list.size, 0),

    async close() {
      if (closed) return;
      closed = true;
      watchers.clear();
      const stopping = listening;
      listening = null;
      if (stopping) await (await stopping)().catch(() => undefined);
    },
  };
}

export type RoomNews = ReturnType<typeof createRoomNews>;
