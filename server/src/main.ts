import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import type { RunningEmulator } from './integrations/identity/authEmulator';
import type { start as startServer } from './server';

/**
 * The slowest parts of a start begin before the server's modules load, and go on beside them: the
 * identity emulator (a process of its own) and the database (PGlite reads its files and compiles
 * its WebAssembly meanwhile; an existing one is migrated as soon as it is open).
 */
function startEarly(config: Config) {
  const { emulator } = config.identity;
  const starting = {
    emulator:
      emulator.mode === 'embedded'
        ? // Loaded only here: firebase-tools is a development dependency, absent from a production install.
          import('./integrations/identity/authEmulator').then(
            ({ startAuthEmulator }): Promise<RunningEmulator> =>
              startAuthEmulator({
                projectId: config.identity.projectId,
                port: emulator.port,
                persistFile: path.join(config.dataDir, 'auth', 'accounts.json'),
              }),
          )
        : null,
    database: import('./db/client').then(async ({ openDatabase }): Promise<Database> => {
      const database = await openDatabase(config.database);
      await database.migrate();
      return database;
    }),
  };
  // Their failures are met where start() waits for them; until then they are not unhandled.
  starting.emulator?.catch(() => undefined);
  starting.database.catch(() => undefined);
  return starting;
}

/**
 * Runs the server with the configuration from the environment. The configuration is read before the
 * server's modules load, so a host set up wrongly is told so at once.
 */
export async function main(options: Pick<NonNullable<Parameters<typeof startServer>[1]>, 'prepare'> = {}) {
  try {
    const config = loadConfig();
    const early = startEarly(config);
    const { start } = await import('./server');
    await start(config, { ...options, ...early });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    console.error(e);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
