// A server of the stampede (scripts/bench/stampede.ts), in a process of its own: Tribuna's app on the
// given PostgreSQL database (saleApp.ts: any token signs in as the identity of that name); it prints
// `ready <json>` with its address and process. With `<buyers> <rows>` it prepares the sale instead
// and ends (so that no server's memory holds what preparing took): it migrates the database, writes
// `buyers` buyers `buyer-0`… in bulk (the accounts are not what is measured), a staff account
// `stampede-staff` who sets the waiting room, and an event of `rows` rows of 8 × 50 seats, then
// prints `ready <json>` with the event.
//   tsx scripts/bench/stampedeServer.ts <database url> <data dir> [<buyers> <rows>]
import { users } from '../../server/src/db/schema';
import { profileOnSignal } from './onsaleProfile';
import { saleApp, stadiumEvent } from './saleApp';
import { STAFF_TOKEN } from './stampedeParts';

const [url, dataDir, buyersArg, rowsArg] = process.argv.slice(2);
profileOnSignal('stampede-server');
const { app, database } = await saleApp(url!, dataDir!, {
  DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX ?? '20',
  // The sweepers as in production (once a minute); the waiting room admits every second.
  JOB_INTERVAL_SECONDS: '60',
});
if (buyersArg) {
  const buyers = Number(buyersArg);
  const now = new Date();
  for (let first = 0; first < buyers; first += 1000)
    await database.db.insert(users).values(
      Array.from({ length: Math.min(1000, buyers - first) }, (_, k) => ({
        firebaseUid: `buyer-${first + k}`,
        email: `buyer-${first + k}@example.com`,
        gdprAcceptedAt: now,
      })),
    );
  await database.db.insert(users).values({
    firebaseUid: STAFF_TOKEN,
    email: `${STAFF_TOKEN}@example.com`,
    gdprAcceptedAt: now,
    roles: ['user', 'event_admin'],
  });
  const event = await app.events.create(stadiumEvent('Finále', Number(rowsArg)));
  console.log(`ready ${JSON.stringify({ eventUuid: event.uuid })}`);
  await app.close();
  await database.close();
  process.exit(0);
}
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${JSON.stringify({ origin, pid: process.pid })}`);
// Where the memory is, every second (the bench keeps the peaks): V8's heap, and the buffers outside it.
setInterval(() => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(`memory ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers })}`);
}, 1000).unref();
