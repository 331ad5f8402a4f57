import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../src/integrations/identity/authEmulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One real Firebase Auth emulator for the whole server suite; each test file uses its own e-mails. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: 'demo-tribuna', port: await freePort() });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
