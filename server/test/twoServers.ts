import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import type { TestContext } from './harness';

/**
 * Two servers on one database: with DATABASE_URL, two connection pools on a PostgreSQL database of
 * the caller's own, named from `prefix` (as two processes would have); without it, one embedded
 * database both use. `drop` closes them (and drops the PostgreSQL database).
 */
export async function openTwoServers(
  prefix: string,
): Promise<{ servers: [Database, Database]; drop: () => Promise<void> }> {
  // The suite runs on PostgreSQL when DATABASE_URL names one, as the harness (server/test/harness.ts) does.
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { servers: [database, database], drop: () => database.close() };
  }
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const [a, b] = await Promise.all(
    [0, 1].map(() => openDatabase({ kind: 'postgres', url: own.toString(), poolMax: 4 })),
  );
  await a!.migrate();
  const servers: [Database, Database] = [a!, b!];
  return {
    servers,
    drop: async () => {
      await Promise.all(servers.map((database) => database.close()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// The test context of a file whose apps share one database (see `useServersOnOneDatabase`): its
// first app is `ctx.app`, the others come from `anotherServer()`. The harness and the app are imported
// only there, so that the tests that take just `openTwoServers` do not load the whole server.
export let ctx: TestContext;
export let eventAdmin: string;
const others: FastifyInstance[] = [];

/**
 * A test context for the file (its configuration with these `overrides`), with an event administrator
 * signed in, and the other servers closed before it after the file's tests; each test file calls it once.
 */
export function useServersOnOneDatabase(overrides: Record<string, string> = {}) {
  beforeAll(async () => {
    const { createTestContext } = await import('./harness');
    ctx = await createTestContext(overrides);
    eventAdmin = await ctx.tokenAs(['event_admin']);
  }, 60_000);

  afterAll(async () => {
    for (const app of others) await app.close();
    await ctx.close();
  });
}

/**
 * Another server on the context's database: an app with its own memory and jobs, as another server
 * process behind the load balancer is. Its e-mails go nowhere. A file that keeps contexts of its own
 * (not `useServersOnOneDatabase`'s) passes the one to share, and stops the server itself.
 */
export async function anotherServer(on: TestContext = ctx): Promise<FastifyInstance> {
  const { buildApp } = await import('../src/app');
  const app = await buildApp({
    config: on.config,
    database: on.database,
    identity: on.identity,
    emulatorHost: on.emulatorHost,
    serveFrontends: false,
    mailer: { send: async () => undefined, close: async () => undefined },
  });
  others.push(app);
  return app;
}

/** Stops one of the other servers before the file ends, as a restart does. */
export async function stopServer(app: FastifyInstance) {
  await app.close();
  others.splice(others.indexOf(app), 1);
}

/**
 * People made straight in the users table, for tests that call the services as these people (no
 * sign-in); `prefix` starts their e-mail addresses. Answers their uuids.
 */
export async function usersInTable(count: number, prefix: string): Promise<string[]> {
  const made = await ctx.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        firebaseUid: `${prefix}-${randomUUID()}`,
        email: `${prefix}-${randomUUID()}@example.com`,
        roles: ['user' as const],
      })),
    )
    .returning({ uuid: users.uuid });
  return made.map((user) => user.uuid);
}
