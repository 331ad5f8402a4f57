import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError, type Config } from '../config';
import {
  assertPgliteDataDirVersion,
  extractPgliteTemplate,
  isEmptyPgliteDataDir,
  migratedPgliteTemplate,
  PgliteDataDirVersionError,
  pgliteOptions,
  pgliteTemplateSource,
} from './pgliteTemplate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTENs on a channel (PostgreSQL NOTIFY): `onNotify` gets each payload, from this process or
   * any other on the same database. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

/** LISTEN on PGlite's one connection. */
export const pgliteListen =
  (client: PGlite): Database['listen'] =>
  async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return () => unlisten();
  };

/**
 * LISTEN on PostgreSQL needs a connection of its own (a pooled one would be handed to others). It
 * is reopened after a failure, every second until the database takes it again, so a restarted
 * database (or a failover) does not silence the news for good.
 */
function postgresListen(url: string): Database['listen'] {
  return async (channel, onNotify) => {
    let client: pg.Client | null = null;
    /** The connection being opened or open: errors of older ones are theirs alone. */
    let attempt: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const reopen = () => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        open().catch(reopen);
      }, 1000);
    };
    const open = async () => {
      const next = new pg.Client({ connectionString: url });
      attempt = next;
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
      });
      next.on('error', () => {
        void next.end().catch(() => {});
        if (client === next) client = null;
        if (attempt === next) reopen();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        void next.end().catch(() => {});
        throw error;
      }
      if (stopped) await next.end();
      else client = next;
    };
    try {
      await open();
    } catch (error) {
      // The caller hears of it (and may listen again): nothing keeps trying behind its back.
      stopped = true;
      clearTimeout(retry);
      throw error;
    }
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    };
  };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Where a new PGlite database's migrated template is kept (see pgliteTemplate.ts). */
const pgliteTemplateCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/tribuna',
);

/** The migrated template of this product's migrations, from its cache folder or made now. */
export const migratedTemplate = () =>
  migratedPgliteTemplate({ migrationsFolder, cacheDir: pgliteTemplateCache });

/** Opens the configured database: PGlite in a folder (or in memory when `dataDir` is null) or PostgreSQL. */
export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolMax ?? 10,
      // A new connection costs PostgreSQL tens of milliseconds before its first seat hold (the
      // function and its plans are made per connection): keep them across a quiet minute, not 10 s.
      idleTimeoutMillis: 60_000,
    });
    // An idle connection the database cut (a restart, a failover) errs on the pool, which drops it;
    // unheard, that error would end the process. The next query opens a new connection.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: postgresListen(database.url),
    };
  }
  // An empty database starts as a copy of the migrated template; migrate() then finds nothing to do.
  // A folder gets the kept tarball unpacked into it, an in-memory database has PGlite load it.
  let loadDataDir: Blob | undefined;
  if (!database.dataDir) loadDataDir = await migratedTemplate();
  else {
    await mkdir(database.dataDir, { recursive: true });
    try {
      assertPgliteDataDirVersion(database.dataDir);
    } catch (e) {
      // Told as a configuration error: the host's DATA_DIR (or DATABASE_URL) is what to change.
      if (e instanceof PgliteDataDirVersionError)
        throw new ConfigError(`Invalid configuration:\n  ${e.message}`);
      throw e;
    }
    if (isEmptyPgliteDataDir(database.dataDir)) {
      const template = await pgliteTemplateSource({ migrationsFolder, cacheDir: pgliteTemplateCache });
      if (typeof template === 'string') await extractPgliteTemplate(template, database.dataDir);
      else loadDataDir = template;
    }
  }
  const client = new PGlite(database.dataDir ?? undefined, { ...pgliteOptions, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: pgliteListen(client),
  };
}
