import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@tribuna/common/schemas/auth';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createFirebaseIdentity } from '../src/integrations/identity/firebaseIdentity';
import { createUsersRepository } from '../src/modules/auth/users.repository';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  identity: ReturnType<typeof createFirebaseIdentity>;
  emulatorHost: string;
  /** Creates a verified identity account and a Tribuna user with these roles; answers its ID token. */
  signInAs(roles: Role[], email?: string): Promise<{ token: string; uuid: string; email: string }>;
  close(): Promise<void>;
}

/**
 * PGlite in memory by default; with DATABASE_URL set, a fresh PostgreSQL database per test file
 * (dropped afterwards), so test files can run in parallel against one server.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: async () => {} };
  }
  const name = `tribuna_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function signInWithPassword(
  emulatorHost: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const emulatorHost = inject('authEmulatorHost');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DEMO_DATA: 'false',
    ...overrides,
  });
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const identity = createFirebaseIdentity(config.identity, emulatorHost);
  const app = await buildApp({ config, database, identity, emulatorHost, serveFrontends: false });
  const users = createUsersRepository(database.db);
  return {
    app,
    config,
    database,
    identity,
    emulatorHost,
    async signInAs(roles, email = `${roles.join('-') || 'nobody'}-${randomUUID()}@example.com`) {
      const password = 'Test1234x';
      const uid = await identity.createUser({ email, password, emailVerified: true });
      const user = await users.insert({ firebaseUid: uid, email, roles });
      return { token: await signInWithPassword(emulatorHost, email, password), uuid: user.uuid, email };
    },
    async close() {
      await app.close();
      await identity.close();
      await database.close();
      await drop();
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}
