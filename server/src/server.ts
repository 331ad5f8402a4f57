import path from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_ADMIN, seedDemoData } from './demo/seed';
import { startAuthEmulator, type RunningEmulator } from './integrations/identity/authEmulator';
import { createFirebaseIdentity } from './integrations/identity/firebaseIdentity';

/**
 * Starts the identity emulator if needed, migrates, seeds and listens. `prepare` runs alongside
 * the emulator's start-up (npm start builds the front ends there).
 */
export async function start(config: Config, options: { prepare?: () => Promise<unknown> } = {}) {
  const startedAt = performance.now();
  let emulator: RunningEmulator | null = null;
  const emulatorStarting =
    config.identity.emulator.mode === 'embedded'
      ? startAuthEmulator({
          projectId: config.identity.projectId,
          port: config.identity.emulator.port,
          persistFile: path.join(config.dataDir, 'auth', 'accounts.json'),
        })
      : null;

  const [database] = await Promise.all([
    openDatabase(config.database).then(async (db) => {
      await db.migrate();
      return db;
    }),
    options.prepare?.(),
  ]);
  if (emulatorStarting) emulator = await emulatorStarting;
  const emulatorHost =
    config.identity.emulator.mode === 'external' ? config.identity.emulator.host : (emulator?.host ?? null);
  const identity = createFirebaseIdentity(config.identity, emulatorHost);
  const app = await buildApp({ config, database, identity, emulatorHost });

  if (config.demoData) await seedDemoData(database.db, identity, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await identity.close().catch(() => undefined);
    await emulator?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const origin = `http://localhost:${config.port}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Tribuna is running at ${origin} (ready in ${seconds} s, database: ${database.kind})`,
    `  Back office: ${origin}/admin   API docs: ${origin}/api/docs`,
    ...(config.demoData ? [`  Demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`] : []),
    ...(emulatorHost ? [`  Identity: Firebase Auth emulator at http://${emulatorHost}`] : []),
    '',
  ];
  console.log(lines.join('\n'));
  return app;
}
