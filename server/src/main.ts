import { ConfigError, loadConfig } from './config';
import { start } from './server';

/** Runs the server with the configuration from the environment. */
export async function main(options: Parameters<typeof start>[1] = {}) {
  try {
    await start(loadConfig(), options);
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
