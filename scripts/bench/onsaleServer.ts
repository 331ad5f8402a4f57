// The server of the on-sale benchmark (scripts/bench/onsale.ts), in a process of its own: Tribuna's
// app on the given PostgreSQL database, with an identity provider that takes `buyer-N` as buyer N's
// token (the identity provider is not what is measured). It prepares the event and the buyers, then
// prints `ready <json>` with the port, the event and the hold tokens.
//   tsx scripts/bench/onsaleServer.ts <database url> <buyers> <data dir>
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { standPlan } from '../../server/src/demo/demoEvents';
import type { IdentityProvider } from '../../server/src/integrations/identity/identity';
import type { Mailer } from '../../server/src/integrations/mail/mail';
import { createSeatingRepository } from '../../server/src/modules/seating/seating.repository';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { profileOnSignal } from './onsaleProfile';

const [url, buyersArg, dataDir] = process.argv.slice(2);
profileOnSignal('onsale-server');
const buyers = Number(buyersArg);
// Answers as production writes them (zod re-checks each answer only outside production); the rest
// of production's configuration (a real payment gateway) plays no part here.
const config = {
  ...loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url!,
    ...(process.env.BENCH_POOL_MAX && { DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX }),
    ...(process.env.BENCH_BUYER_FRESH_SECONDS && {
      BUYER_FRESH_SECONDS: process.env.BENCH_BUYER_FRESH_SECONDS,
    }),
    DATA_DIR: dataDir!,
    DEMO_DATA: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_EMAIL: '0',
  }),
  production: true,
};
const database = await openDatabase(config.database);
await database.migrate();
const identity = {
  verifyIdToken: async (token: string) => ({
    uid: token,
    email: `${token}@example.com`,
    emailVerified: true,
    signedInAt: new Date(),
  }),
} as unknown as IdentityProvider;
const mailer: Mailer = { send: async () => undefined, close: async () => undefined };
const app = await buildApp({ config, database, identity, emulatorHost: null, serveFrontends: false, mailer });

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
// 20,000 seats: eight sections of 50 rows of 50 (`rows` rows: rows × 400); the front half of each section is category A.
const sectionsOf = (rows: number) =>
  'ABCDEFGH'.split('').map((key) => ({
    key,
    name: `Sektor ${key}`,
    perRow: 50,
    category: (row: number) => (row < rows / 2 ? 'A' : 'B'),
  }));
const hour = 3_600_000;
const eventValues = (name: string, rows: number) => ({
  name: { cs: name },
  text: { cs: '<p>Benchmark</p>' },
  image: null,
  venue: 'Stadion',
  startsAt: new Date(Date.now() + 48 * hour).toISOString(),
  endsAt: new Date(Date.now() + 50 * hour).toISOString(),
  saleFrom: new Date(Date.now() - hour).toISOString(),
  saleTo: new Date(Date.now() + 47 * hour).toISOString(),
  presaleFrom: null,
  presaleTo: null,
  published: true,
  categories: [
    { key: 'A', name: { cs: 'A' }, color: '#aa0000', priceCzk: 150000, priceEur: 6000 },
    { key: 'B', name: { cs: 'B' }, color: '#0000aa', priceCzk: 90000, priceEur: 3600 },
  ],
  seatingPlan: standPlan({ rows, sections: sectionsOf(rows) }),
});
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

process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
