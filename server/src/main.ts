import { ConfigError, loadConfig } from './config';
import type { start as startServer } from './server';

/**
 * Runs the server with the configuration from the environment. The configuration is read before the
 * server's modules load, so a host set up wrongly is told so at once.
 */
export async function main(options: Parameters<typeof startServer>[1] = {}) {
  try {
    const config = loadConfig();
    const { start } = await import('./server');
    await start(config, options);
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
