import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@tribuna/common/schemas/auth';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { migratedTemplate, openDatabase, pgliteListen, type Database, type Db } from '../src/db/client';
import { pgliteOptions } from '../src/db/pgliteTemplate';
import * as schema from '../src/db/schema';
import type { CaptchaVerifier } from '../src/integrations/captcha/captcha';
import type { MailMessage, Mailer } from '../src/integrations/mail/mail';
import type { PaymentGateway } from '../src/integrations/payments/gateway';
import { createFirebaseIdentity } from '../src/integrations/identity/firebaseIdentity';
import type { IdentityProvider } from '../src/integrations/identity/identity';
import { createUsersRepository } from '../src/modules/users/users.repository';

/** What the server suite's global set-up (globalSetup.ts) provides to each test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  identity: ReturnType<typeof createFirebaseIdentity>;
  emulatorHost: string;
  /** The e-mails the app has sent, oldest first. */
  mails: MailMessage[];
  /** Creates a verified identity account and a Tribuna user with these roles; answers its ID token. */
  signInAs(roles: Role[], email?: string): Promise<{ token: string; uuid: string; email: string }>;
  /** The ID token of a new user with these roles (`signInAs`), for staff whose uuid the test never needs. */
  tokenAs(roles: Role[]): Promise<string>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const TEMPLATE = Symbol.for('tribuna.test.migratedPglite');

/**
 * The migrated template every test database starts from (src/db/pgliteTemplate.ts), read once per
 * worker (test files share their worker's global scope, see vitest.config.ts).
 */
function workerTemplate(): Promise<Blob> {
  const workerScope = globalThis as { [TEMPLATE]?: Promise<Blob> };
  workerScope[TEMPLATE] ??= migratedTemplate();
  return workerScope[TEMPLATE];
}

const IDLE = Symbol.for('tribuna.test.idlePglites');

/**
 * The worker's PGlite databases that no test uses now, emptied. Starting a PGlite (its WebAssembly
 * and the template's files) costs about half a second; emptying one costs a few milliseconds, and
 * its catalogue caches stay warm.
 */
function idlePglites(): PGlite[] {
  const workerScope = globalThis as { [IDLE]?: PGlite[] };
  return (workerScope[IDLE] ??= []);
}

/**
 * Empties a PGlite back to the migrated template: every table of the schema and every sequence as
 * the migrations left them. The migrations' own bookkeeping (schema drizzle) stays.
 */
async function emptyPglite(client: PGlite): Promise<void> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  const { rows: sequences } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'",
  );
  await client.exec(
    [
      tables.length ? `TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE;` : '',
      ...sequences.map((s) => `ALTER SEQUENCE ${s.name} RESTART;`),
    ].join('\n'),
  );
}

/**
 * PGlite in memory by default: an idle one of the worker's, emptied, or a copy of the migrated
 * template (its migrate() finds nothing left to apply); closing hands it back emptied, with what the
 * app listened to unlistened. With DATABASE_URL set, a fresh PostgreSQL database per test file
 * (dropped afterwards), so test files can run in parallel against one server.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client =
      idlePglites().pop() ?? new PGlite({ ...pgliteOptions, loadDataDir: await workerTemplate() });
    const db = drizzle(client, { schema });
    const listening = new Set<() => Promise<void>>();
    const listen = pgliteListen(client);
    let closed = false;
    const database: Database = {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder }),
      async close() {
        if (closed) return;
        closed = true;
        for (const unlisten of listening) await unlisten();
        listening.clear();
        try {
          await emptyPglite(client);
          idlePglites().push(client);
        } catch {
          await client.close();
        }
      },
      async listen(channel, onNotify) {
        const unlisten = await listen(channel, onNotify);
        const once = async () => {
          if (listening.delete(once)) await unlisten();
        };
        listening.add(once);
        return once;
      },
    };
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
      // The pool's sockets close a moment after pool.end() resolves; a forced drop before that kills
      // them mid-goodbye, which pg reports as an uncaught error. FORCE stays as the last resort.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
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

/** The action codes the emulator has made for this e-mail, oldest first (what a real inbox would get). */
export async function emulatorOobCodes(
  emulatorHost: string,
  email: string,
): Promise<{ requestType: string; oobCode: string }[]> {
  const res = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-tribuna/oobCodes`);
  const body = (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return body.oobCodes.filter((c) => c.email === email.toLowerCase());
}

/** Waits until the suite's identity emulator answers: the global set-up starts it without waiting. */
async function emulatorStarted(host: string): Promise<void> {
  const deadline = Date.now() + 110_000;
  for (;;) {
    const answered = await fetch(`http://${host}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`The identity emulator at ${host} did not start.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The identity provider with its token checks remembered per token: the first check of a token asks
 * the emulator (signature, expiry, revocation, a disabled account), later ones answer the same
 * verdict without a round trip (about 5 ms of the emulator's time each). Any change to an account made
 * through the provider (password, disabling, revoked sessions, deletion) forgets every verdict, so a
 * revoked or disabled account's token is refused exactly as without the memory.
 */
function rememberingTokenChecks<Identity extends IdentityProvider>(identity: Identity): Identity {
  const verdicts = new Map<string, ReturnType<IdentityProvider['verifyIdToken']>>();
  const forgetting =
    <Args extends unknown[]>(change: (...args: Args) => Promise<void>) =>
    async (...args: Args) => {
      verdicts.clear();
      try {
        await change(...args);
      } finally {
        verdicts.clear();
      }
    };
  return {
    ...identity,
    verifyIdToken(token) {
      let verdict = verdicts.get(token);
      if (!verdict) {
        verdict = identity.verifyIdToken(token);
        verdicts.set(token, verdict);
        verdict.catch(() => verdicts.delete(token));
      }
      return verdict;
    },
    updateUser: forgetting(identity.updateUser),
    revokeSessions: forgetting(identity.revokeSessions),
    deleteUser: forgetting(identity.deleteUser),
  };
}

export async function createTestContext(
  overrides: Record<string, string> = {},
  options: {
    captcha?: CaptchaVerifier;
    onRoute?: (route: RouteOptions) => void;
    serveFrontends?: boolean;
    paymentGateway?: PaymentGateway;
    /**
     * The app checks each token with the identity emulator once, until an account changes (see
     * `rememberingTokenChecks`): for suites that send thousands of requests with a few tokens.
     */
    rememberTokenChecks?: boolean;
  } = {},
): Promise<TestContext> {
  const emulatorHost = inject('authEmulatorHost');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DEMO_DATA: 'false',
    // Every request of a test file comes from one address; the rate-limit tests set their own limits.
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_EMAIL: '10000',
    ...overrides,
  });
  // Uploads of a test file go to a folder of its own, removed at the end.
  const storageDir =
    config.storage.kind === 'disk' ? mkdtempSync(path.join(os.tmpdir(), 'tribuna-files-')) : null;
  if (storageDir) config.storage = { kind: 'disk', dir: storageDir };
  // The database opens while the emulator may still be starting.
  const [{ database, drop }] = await Promise.all([openTestDatabase(), emulatorStarted(emulatorHost)]);
  await database.migrate();
  const { emulator } = config.identity;
  const firebaseIdentity = createFirebaseIdentity(
    config.identity,
    emulator.mode === 'external' ? emulator.host : emulatorHost,
  );
  const identity = options.rememberTokenChecks ? rememberingTokenChecks(firebaseIdentity) : firebaseIdentity;
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => void mails.push(message),
    close: async () => undefined,
  };
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost,
    serveFrontends: false,
    mailer,
    ...options,
  });
  const users = createUsersRepository(database.db);
  const signInAs: TestContext['signInAs'] = async (
    roles,
    email = `${roles.join('-') || 'nobody'}-${randomUUID()}@example.com`,
  ) => {
    const password = 'Test1234x';
    const uid = await identity.createUser({ email, password, emailVerified: true });
    const user = await users.insert({ firebaseUid: uid, email, roles });
    return { token: await signInWithPassword(emulatorHost, email, password), uuid: user.uuid, email };
  };
  return {
    app,
    config,
    database,
    identity,
    emulatorHost,
    mails,
    signInAs,
    tokenAs: async (roles) => (await signInAs(roles)).token,
    async close() {
      await app.close();
      await identity.close();
      await database.close();
      await drop();
      if (storageDir) rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}
