// The server of the open streams benchmark (scripts/bench/streams.ts), in a process of its own so that
// its memory is the server's alone: Tribuna's app on the given PostgreSQL database (saleApp.ts) with
// one seated event on sale and one buyer. It prints `ready <json>` with its address and the event, then
// answers its parent's messages: `memory` (after a full collection, when run with --expose-gc; then a
// heap snapshot written to the file named, if one is) and
// `hold` (the buyer holds two seats: the news every open chart gets).
// streams.ts runs it from a bundle (scripts/serverBundle.ts), as `npm start` runs the server:
//   node --enable-source-maps --max-semi-space-size=2 --expose-gc <bundle> <database url> <data dir>
import { getHeapSpaceStatistics, setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { users } from '../../server/src/db/schema';
import { saleApp, stadiumEvent } from './saleApp';

/** What the bench asks the server (its answer carries the same id). */
export type StreamsServerAsk = { kind: 'memory'; snapshot?: string } | { kind: 'hold'; seats: string[] };
export type StreamsServerRequest = StreamsServerAsk & { id: number };
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  /** The heap V8 has taken from the system (used or not). */
  heapTotal: number;
  external: number;
  /** Each space of V8's heap: taken from the system, used (MB). */
  spaces: Record<string, [number, number]>;
  /**
   * RSS and V8's heap after one more collection that moves the survivors of half-empty pages
   * together, as V8 does when it sets out to reduce its memory: a burst of openings leaves the old
   * space's pages half empty.
   */
  compacted: { rss: number; heapTotal: number };
  /** RSS before the bench's own collections: what V8 left by itself. */
  settled: number;
}

const [url, dataDir] = process.argv.slice(2);
const { app, database } = await saleApp(url!, dataDir!, {
  DATABASE_POOL_MAX: '8',
  JOB_INTERVAL_SECONDS: '0',
  EVENT_STREAM_MAX_AGE_SECONDS: process.env.EVENT_STREAM_MAX_AGE_SECONDS ?? '900',
  SEAT_STREAM_HEARTBEAT_SECONDS: process.env.SEAT_STREAM_HEARTBEAT_SECONDS ?? '20',
});
const [buyer] = await database.db
  .insert(users)
  .values({ firebaseUid: 'buyer-0', email: 'buyer-0@example.com', gdprAcceptedAt: new Date() })
  .returning({ uuid: users.uuid });
// 2,000 seats: the chart's size does not change what a stream costs.
const event = await app.events.create(stadiumEvent('Otevřené přenosy', 5));
const { holdToken } = await app.seating.createHoldToken(buyer!.uuid);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', (request: StreamsServerRequest) => {
  void (async () => {
    if (request.kind === 'memory') {
      // As the process is now, with whatever collections V8 chose to make so far.
      const settled = process.memoryUsage().rss;
      // Twice: what the first collection frees may let the second free more. V8 gives the emptied
      // pages back to the system a moment later, from a thread of its own.
      collect?.();
      collect?.();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      const spaces = Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [
          space.space_name.replace(/_space$/, ''),
          [space.space_size, space.space_used_size].map((bytes) => Math.round(bytes / 1024 / 1024)),
        ]),
      );
      setFlagsFromString('--compact-on-every-full-gc');
      collect?.();
      setFlagsFromString('--no-compact-on-every-full-gc');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = process.memoryUsage();
      const compacted = { rss: after.rss, heapTotal: after.heapTotal };
      if (request.snapshot) writeHeapSnapshot(request.snapshot);
      process.send!({
        id: request.id,
        memory: { rss, heapUsed, heapTotal, external, spaces, compacted, settled } as ServerMemory,
      });
    } else {
      await app.seating.holdSeats(buyer!.uuid, event.uuid, holdToken, request.seats);
      process.send!({ id: request.id });
    }
  })().catch((error: unknown) => process.send!({ id: request.id, error: String(error) }));
});
console.log(`ready ${JSON.stringify({ origin, eventUuid: event.uuid })}`);
