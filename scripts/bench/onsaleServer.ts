// The server of the on-sale benchmark (scripts/bench/onsale.ts), in a process of its own: Tribuna's
// app on the given PostgreSQL database, with an identity provider that takes `buyer-N` as buyer N's
// token (the identity provider is not what is measured). It prepares the event and the buyers, then
// prints `ready <json>` with the port, the event and the hold tokens.
//   tsx scripts/bench/onsaleServer.ts <database url> <buyers> <data dir>
import { createSeatingRepository } from '../../server/src/modules/seating/seating.repository';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { profileOnSignal } from './onsaleProfile';
import { saleApp, stadiumEvent } from './saleApp';

const [url, buyersArg, dataDir] = process.argv.slice(2);
profileOnSignal('onsale-server');
const buyers = Number(buyersArg);
const { app, database, config } = await saleApp(url!, dataDir!, {
  ...(process.env.BENCH_POOL_MAX && { DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX }),
  ...(process.env.BENCH_BUYER_FRESH_SECONDS && {
    BUYER_FRESH_SECONDS: process.env.BENCH_BUYER_FRESH_SECONDS,
  }),
});

const users = createUsersRepository(database.db);
/** `count` calls of `make`, 32 at a time (the pool's connections), in order. */
async function inParallel<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let first = 0; first < count; first += 32)
    made.push(
      ...(await Promise.all(Array.from({ length: Math.min(32, count - first) }, (_, k) => make(first + k)))),
    );
  return made;
}
const userUuids = await inParallel(
  buyers,
  async (i) =>
    (
      await users.insert({
        firebaseUid: `buyer-${i}`,
        email: `buyer-${i}@example.com`,
        gdprAcceptedAt: new Date(),
      })
    ).uuid,
);
// 20,000 seats (saleApp.ts `stadiumEvent`: eight sections of 50 rows of 50).
const eventValues = stadiumEvent;
const event = await app.events.create(eventValues('Vyprodaný stadion', 50));
// `BENCH_SALE_EVENTS=r1,r2,…`: further events on sale of r rows of 8 × 50 seats (the open loop's
// fresh seats per offered rate, onsaleOpen.ts).
const events: { uuid: string; seatCount: number }[] = [];
for (const rows of (process.env.BENCH_SALE_EVENTS ?? '').split(',').filter(Boolean).map(Number)) {
  const created = await app.events.create(eventValues(`Vyprodaný stadion ${events.length + 2}`, rows));
  events.push({ uuid: created.uuid, seatCount: rows * 400 });
}
// Another event on sale at the same server, with the same plan: the buyers' warm-up before the
// measured sale (scripts/bench/onsale.ts) holds and releases its seats.
const warmUpEvent = await app.events.create(eventValues('Předprodej jiné akce', 50));
const tokens = await inParallel(
  userUuids.length,
  async (i) => (await app.seating.createHoldToken(userUuids[i]!)).holdToken,
);
// A server that has been running has its pool's connections open and their plans made (the first
// hold on a connection makes the hold function's plans: tens of ms). Warm them as such a server's:
// one batch of one hold on each connection at once (the service would gather them into one batch).
const poolMax = config.database.kind === 'postgres' ? (config.database.poolMax ?? 10) : 1;
const seating = createSeatingRepository(database.db);
await Promise.all(
  userUuids.slice(0, poolMax).map(async (uuid, i) => {
    const seat = [`H-${1 + Math.floor(i / 50)}-${1 + (i % 50)}`];
    await seating.holdBatch(event.uuid, [{ ids: seat, token: tokens[i]!, userUuid: uuid }]);
    await seating.releaseBatch(event.uuid, [{ ids: seat, token: tokens[i]!, userUuid: uuid }]);
  }),
);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `ready ${JSON.stringify({ origin, eventUuid: event.uuid, warmUpEventUuid: warmUpEvent.uuid, seatCount: event.seatCount, tokens, events })}`,
);
