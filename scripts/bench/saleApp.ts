// Tribuna's app as the sale-day benches run it (onsaleServer.ts, stampedeServer.ts), in a process of
// its own on a PostgreSQL database: production's answers (zod re-checks each answer only outside
// production), no rate limits, and an identity provider that takes any token as the identity of that
// name (`buyer-N` is buyer N; the identity provider is not what is measured).
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { standPlan } from '../../server/src/demo/demoEvents';
import type { IdentityProvider } from '../../server/src/integrations/identity/identity';
import type { Mailer } from '../../server/src/integrations/mail/mail';

/** Builds the app on the database (migrated); `env` over the benches' configuration. */
export async function saleApp(url: string, dataDir: string, env: Record<string, string> = {}) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_EMAIL: '0',
      ...env,
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
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost: null,
    serveFrontends: false,
    mailer,
  });
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
  return { app, database, config };
}

/**
 * A stadium event on sale since an hour ago: `rows` rows of eight sections of 50 seats (rows × 400),
 * the front half of the rows category A, the back half B.
 */
export function stadiumEvent(name: string, rows: number) {
  const hour = 3_600_000;
  return {
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
    seatingPlan: standPlan({
      rows,
      sections: 'ABCDEFGH'.split('').map((key) => ({
        key,
        name: `Sektor ${key}`,
        perRow: 50,
        category: (row: number) => (row < rows / 2 ? 'A' : 'B'),
      })),
    }),
  };
}
