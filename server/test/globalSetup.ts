import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../src/integrations/identity/authEmulator';
import { freePort } from './ports';

/**
 * One real Firebase Auth emulator for the whole server suite; each test file uses its own e-mails.
 * Every project's tests wait for the global set-up, so the emulator is not awaited here: it starts
 * (several seconds of compiling its API schema) while the first test files load, and the harness
 * waits until it answers.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const starting = startAuthEmulator({ projectId: 'demo-tribuna', port });
  starting.catch((e: unknown) => console.error(e));
  project.provide('authEmulatorHost', `127.0.0.1:${port}`);
  return async () => {
    const emulator = await starting.catch(() => null);
    await emulator?.stop();
  };
}
