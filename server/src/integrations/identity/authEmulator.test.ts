import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/ports';
import { startAuthEmulator, type RunningEmulator } from './authEmulator';

const projectId = 'demo-persist';
const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-auth-'));
const persistFile = path.join(dir, 'auth', 'accounts.json');
const running: RunningEmulator[] = [];
afterAll(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const emulator = await startAuthEmulator({ projectId, port: await freePort(), persistFile });
  running.push(emulator);
  return emulator;
}

const identityApi = (emulator: RunningEmulator, call: string, body: object) =>
  fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

// Two emulator starts each load firebase-tools (about 10 CPU-s); beside the rest of the suite on two cores
// one start has taken 35 s, so the test gets room for both.
const TWO_EMULATOR_STARTS_MS = 240_000;

describe('the embedded identity emulator', () => {
  it(
    'keeps its accounts across a restart in the data folder',
    async () => {
      const account = { email: 'persist@example.com', password: 'Fanousek123', returnSecureToken: true };
      const first = await start();
      expect(existsSync(persistFile)).toBe(false);
      expect((await identityApi(first, 'signUp', account)).status).toBe(200);
      await first.stop();
      const saved = JSON.parse(readFileSync(persistFile, 'utf8')) as { users: { email: string }[] };
      expect(saved.users.map((user) => user.email)).toEqual([account.email]);

      const second = await start();
      const signedIn = await identityApi(second, 'signInWithPassword', account);
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      expect(((await signedIn.json()) as { email: string }).email).toBe(account.email);
      await second.stop();
      const again = JSON.parse(readFileSync(persistFile, 'utf8')) as { users: { email: string }[] };
      expect(again.users.map((user) => user.email)).toEqual([account.email]);
    },
    TWO_EMULATOR_STARTS_MS,
  );
});
