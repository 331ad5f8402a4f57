import path from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_ADMIN, seedDemoAdmin, seedDemoContent } from './demo/seed';
import { formatVoucherCode } from './modules/vouchers/voucherCodes';
import { createFirebaseIdentity } from './integrations/identity/firebaseIdentity';
import type { RunningEmulator } from './integrations/identity/authEmulator';

/**
 * Starts the identity emulator if needed, migrates, seeds and listens. Pages and the API are served
 * as soon as the database is ready; sign-in follows when the emulator is (it compiles its API
 * schema for several seconds). `prepare` runs alongside (npm start builds the front ends there).
 */
export async function start(
  config: Config,
  options: {
    prepare?: () => Promise<unknown>;
    /** The database and the emulator, when the caller started them already (main.ts does). */
    database?: Promise<Database>;
    emulator?: Promise<RunningEmulator> | null;
  } = {},
) {
  const startedAt = performance.now();
  const elapsed = () => ((performance.now() - startedAt) / 1000).toFixed(1);
  const { emulator: emulatorMode } = config.identity;
  const emulatorStarting =
    options.emulator !== undefined
      ? options.emulator
      : emulatorMode.mode === 'embedded'
        ? // Loaded only here: firebase-tools is a development dependency, absent from a production install.
          import('./integrations/identity/authEmulator').then(({ startAuthEmulator }) =>
            startAuthEmulator({
              projectId: config.identity.projectId,
              port: emulatorMode.port,
              persistFile: path.join(config.dataDir, 'auth', 'accounts.json'),
            }),
          )
        : null;
  // The emulator's address is fixed by configuration, so everything that only needs to know it
  // (token checks, the browsers' settings) can go ahead while it is still starting.
  const emulatorHost =
    emulatorMode.mode === 'external'
      ? emulatorMode.host
      : emulatorMode.mode === 'embedded'
        ? `127.0.0.1:${emulatorMode.port}`
        : null;
  let identityReady = emulatorStarting === null;
  const identityStarted = (emulatorStarting ?? Promise.resolve(null)).then((emulator) => {
    identityReady = true;
    return emulator;
  });

  const [database] = await Promise.all([
    options.database ??
      openDatabase(config.database).then(async (db) => {
        await db.migrate();
        return db;
      }),
    options.prepare?.(),
  ]);
  const identity = createFirebaseIdentity(config.identity, emulatorHost);
  const app = await buildApp({
    config,
    database,
    identity,
    emulatorHost,
    identityStatus: () => (identityReady ? 'ready' : 'starting'),
  });
  const demo = config.demoData
    ? await seedDemoContent(database.db, app.log, app.files, config.publicUrl)
    : null;
  // Voucher batches a stopped server left half made go on.
  await app.vouchers.resumeBatches();
  // So do invoice exports.
  await app.invoices.resumeExports();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch(() => undefined);
    const emulator = await identityStarted.catch(() => null);
    await database.close().catch(() => undefined);
    await identity.close().catch(() => undefined);
    await emulator?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const origin = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `  Tribuna is running at ${origin} (ready in ${elapsed()} s, database: ${database.kind})`,
      `  Back office: ${origin}/admin   API docs: ${origin}/api/docs`,
      ...(config.demoData ? [`  Demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`] : []),
      ...(demo?.voucherCode
        ? [`  Demo voucher code: ${formatVoucherCode(demo.voucherCode)} (apply it on ${origin}/app/ucet)`]
        : []),
      ...(emulatorStarting
        ? [`  Identity: Firebase Auth emulator at http://${emulatorHost} (starting…)`]
        : []),
      '',
    ].join('\n'),
  );

  try {
    await identityStarted;
    if (config.demoData) await seedDemoAdmin(database.db, identity);
    if (emulatorStarting) console.log(`  Sign-in ready in ${elapsed()} s (identity emulator started)\n`);
  } catch (e) {
    app.log.error({ err: e }, 'the identity emulator did not start');
    await stop('identity failure');
  }
  return app;
}
