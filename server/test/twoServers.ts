import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

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
