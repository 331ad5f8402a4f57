// The app built in process on a fresh PostgreSQL database of its own (dropped afterwards), for the
// benches that call it with `app.inject`: no frontends, no identity emulator, no rate limits.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import type { IdentityProvider } from '../../server/src/integrations/identity/identity';
import type { Mailer } from '../../server/src/integrations/mail/mail';
import { gatewayThroughApp } from '../../server/test/orders';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Builds the app on a new database (its data folder a new one named after `dataDirPrefix`), with
 * `env` over the bench's configuration. Every token is the one user's, `bench` (the identity provider
 * is not what is measured); `gatewayThroughApp` answers the gateway's web service (refunds) by the
 * app's simulator in process. The caller migrates, and `close` drops everything.
 */
export async function appOnPostgres(options: {
  dataDirPrefix: string;
  mailer: Mailer;
  env?: Record<string, string>;
  gatewayThroughApp?: boolean;
}) {
  const name = `tribuna_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), options.dataDirPrefix));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_EMAIL: '0',
    ...options.env,
  });
  const database = await openDatabase(config.database);
  const identity = {
    verifyIdToken: async () => ({
      uid: 'bench',
      email: 'bench@example.com',
      emailVerified: true,
      signedInAt: new Date(),
    }),
  } as unknown as IdentityProvider;
  const throughApp = options.gatewayThroughApp ? await gatewayThroughApp(config.payments) : null;
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost: null,
    serveFrontends: false,
    mailer: options.mailer,
    ...(throughApp ? { paymentGateway: throughApp.gateway } : {}),
  });
  throughApp?.bind(app);
  const close = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { app, database, close };
}
