// Waiting list offers on PostgreSQL: a sold-out event of 2,000 seats, 1,000 people in its list (one
// place each), 100 seats coming back at once; one run of the offers job. Printed: how many offers it
// made (each returned seat offered once, to the first 100 in line) and how long the job took.
//   npm run bench -- --waitlist
//   BENCH_WAITLIST_PEOPLE=1000 BENCH_WAITLIST_RETURNED=100 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/waitlistOffers.ts
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users, waitlistEntries } from '../../server/src/db/schema';
import { seatedSection, seatingPlan, testEvent } from '../../server/test/orders';
import type { Row } from './api';
import { appOnPostgres } from './appOnPostgres';

const PEOPLE = Number(process.env.BENCH_WAITLIST_PEOPLE ?? 1000);
const RETURNED = Number(process.env.BENCH_WAITLIST_RETURNED ?? 100);

export async function waitlistBenchmarks(): Promise<Row[]> {
  const bench = await appOnPostgres({
    dataDirPrefix: 'tribuna-bench-waitlist-',
    mailer: { send: async () => undefined, close: async () => undefined },
  });
  const { app, database } = bench;
  try {
    await database.migrate();
    const { db } = database;
    // The bench's only identity is a super admin's (it posts the event).
    await db
      .insert(users)
      .values({ firebaseUid: 'bench', email: 'bench@example.com', roles: ['super_admin'] })
      .onConflictDoNothing();
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/events',
      headers: { 'id-token': 'bench' },
      payload: testEvent({
        seatingPlan: seatingPlan(seatedSection({ key: 'A', name: { cs: 'Sektor A' }, rows: 40, seats: 50 })),
      }),
    });
    if (created.statusCode !== 201) throw new Error(`event: ${created.statusCode} ${created.body}`);
    const eventUuid = created.json().uuid as string;
    await db.execute(
      sql`update event_seats set order_uuid = ${randomUUID()}, booked_at = now() where event_uuid = ${eventUuid}`,
    );
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          firebaseUid: `waitlist-${i}-${randomUUID()}`,
          email: `waitlist-${i}-${randomUUID()}@example.com`,
        })),
      )
      .returning({ uuid: users.uuid });
    // The first joins through the service (the list is made); the others are written in one statement,
    // in order (the joins are not what is measured).
    const [first, ...rest] = people;
    await app.waitlists.join('event', eventUuid, first!.uuid, { quantity: 1 });
    await db.insert(waitlistEntries).values(
      rest.map((person) => ({
        waitlistUuid: sql`(select uuid from waitlists where subject_uuid = ${eventUuid})`,
        userUuid: person.uuid,
        quantity: 1,
      })),
    );

    // 100 seats come back at once, here and there in the plan (every 20th seat).
    await db.execute(
      sql`update event_seats set order_uuid = null, booked_at = null
          where event_uuid = ${eventUuid}
            and id in (select id from event_seats where event_uuid = ${eventUuid} and position % 20 = 0
                       order by position limit ${RETURNED})`,
    );
    const started = performance.now();
    const made = await app.jobs.runOnce('waitlistOffers');
    const took = performance.now() - started;
    const again = await app.jobs.runOnce('waitlistOffers');
    const offers = (await db.execute(sql`select count(*)::int as n from waitlist_offers`)) as unknown as {
      rows: { n: number }[];
    };
    return [
      [
        `waiting list: offers made when ${RETURNED} seats come back to a list of ${PEOPLE} (PostgreSQL)`,
        `${made} (job run again: ${again}; offers stored: ${offers.rows[0]!.n})`,
        `= ${Math.min(RETURNED, PEOPLE)}`,
      ],
      ['  … the offers job, one run', `${took.toFixed(0)} ms`, ''],
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, value, target] of await waitlistBenchmarks()) console.log(`${what}: ${value} ${target}`);
}
