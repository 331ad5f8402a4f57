import type { SeatStatusNews } from '@tribuna/common/schemas/seating';
import type { Database } from '../../db/client';
import { SEAT_NEWS_CHANNEL } from './seating.repository';

type Listener = (news: SeatStatusNews) => void;

/** The compact payload the statements NOTIFY (see seating.repository.ts). */
interface Payload {
  e: string;
  s: 'held' | 'free' | 'booked';
  u?: string | null;
  i: string[];
}

/**
 * Seat news for the open charts of this process: one LISTEN for the whole process (opened with the
 * first subscriber, closed with the last), fanned out to the subscribers of each event. Every server
 * behind a load balancer listens on the same database, so each learns of every other's changes.
 */
export function createSeatNews(deps: {
  listen: Database['listen'];
  log: { warn(obj: unknown, msg: string): void };
}) {
  const subscribers = new Map<string, Set<Listener>>();
  let connection: Promise<() => Promise<void>> | null = null;
  let count = 0;

  function deliver(raw: string) {
    let payload: Payload;
    try {
      payload = JSON.parse(raw) as Payload;
    } catch (error) {
      deps.log.warn({ err: error }, 'unreadable seat news');
      return;
    }
    const listeners = subscribers.get(payload.e);
    if (!listeners) return;
    const until = payload.s === 'held' && payload.u ? new Date(payload.u).toISOString() : undefined;
    const news: SeatStatusNews = {
      eventUuid: payload.e,
      seats: payload.i.map((id) => ({ id, status: payload.s, ...(until && { until }) })),
    };
    for (const listener of listeners) listener(news);
  }

  async function stop() {
    const closing = connection;
    connection = null;
    if (closing) await (await closing)();
  }

  return {
    /** Starts telling `listener` of the event's changes; answers the function that stops it. */
    async subscribe(eventUuid: string, listener: Listener): Promise<() => Promise<void>> {
      let listeners = subscribers.get(eventUuid);
      if (!listeners) subscribers.set(eventUuid, (listeners = new Set()));
      listeners.add(listener);
      count++;
      connection ??= deps.listen(SEAT_NEWS_CHANNEL, deliver);
      try {
        await connection;
      } catch (error) {
        connection = null;
        throw error;
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        listeners.delete(listener);
        if (listeners.size === 0) subscribers.delete(eventUuid);
        count--;
        if (count === 0) await stop();
      };
    },
    subscriberCount: () => count,
    close: stop,
  };
}

export type SeatNews = ReturnType<typeof createSeatNews>;

/** Seat ids per NOTIFY: PostgreSQL takes payloads under 8,000 bytes, and an id has up to 60. */
const IDS_PER_PAYLOAD = 100;

/**
 * Gathers the news of holds and releases and sends it every `intervalMs` as few NOTIFYs as it can.
 * A NOTIFY takes a lock that every notifying transaction queues for at its commit; sent inside each
 * hold, it would make all holds wait for one another. Charts still hear within a second.
 */
export function createSeatNewsPublisher(deps: {
  notify: (payloads: readonly string[]) => Promise<void>;
  intervalMs: number;
  log: { warn(obj: unknown, msg: string): void };
}) {
  const pending = new Map<string, { e: string; s: Payload['s']; u: string | null; i: string[] }>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    timer = null;
    if (pending.size === 0) return sending;
    const payloads: string[] = [];
    for (const group of pending.values())
      for (let start = 0; start < group.i.length; start += IDS_PER_PAYLOAD)
        payloads.push(JSON.stringify({ ...group, i: group.i.slice(start, start + IDS_PER_PAYLOAD) }));
    pending.clear();
    sending = sending
      .then(() => deps.notify(payloads))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'seat news not sent'));
    return sending;
  }

  return {
    publish(eventUuid: string, status: Payload['s'], ids: readonly string[], until: Date | null = null) {
      if (ids.length === 0) return;
      const u = until?.toISOString() ?? null;
      const key = `${eventUuid}|${status}|${u}`;
      const group = pending.get(key) ?? { e: eventUuid, s: status, u, i: [] };
      group.i.push(...ids);
      pending.set(key, group);
      timer ??= setTimeout(() => void flush(), deps.intervalMs);
    },
    /** Sends what is gathered now (the app closing). */
    close(): Promise<void> {
      if (timer) clearTimeout(timer);
      return flush();
    },
  };
}

export type SeatNewsPublisher = ReturnType<typeof createSeatNewsPublisher>;
