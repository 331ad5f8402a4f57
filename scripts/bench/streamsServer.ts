// The server of the open streams benchmark (scripts/bench/streams.ts), in a process of its own so that
// its memory is the server's alone: Tribuna's app on the given PostgreSQL database (saleApp.ts) with
// one seated event on sale and one buyer. It prints `ready <json>` with its address and the event, then
// answers its parent's messages: `memory` (after a full collection, when run with --expose-gc) and
// `hold` (the buyer holds two seats: the news every open chart gets).
//   node --expose-gc --import tsx scripts/bench/streamsServer.ts <database url> <data dir>
import { users } from '../../server/src/db/schema';
import { saleApp, stadiumEvent } from './saleApp';

/** What the bench asks the server (its answer carries the same id). */
export type StreamsServerAsk = { kind: 'memory' } | { kind: 'hold'; seats: string[] };
export type StreamsServerRequest = StreamsServerAsk & { id: number };
export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
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
      // Twice: what the first collection frees may let the second free more.
      collect?.();
      collect?.();
      const { rss, heapUsed, external } = process.memoryUsage();
      process.send!({ id: request.id, memory: { rss, heapUsed, external } satisfies ServerMemory });
    } else {
      await app.seating.holdSeats(buyer!.uuid, event.uuid, holdToken, request.seats);
      process.send!({ id: request.id });
    }
  })().catch((error: unknown) => process.send!({ id: request.id, error: String(error) }));
});
console.log(`ready ${JSON.stringify({ origin, eventUuid: event.uuid })}`);
