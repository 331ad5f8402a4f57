/*
 * What the journeys on a server of their own that starts from an empty database share: the server
 * and its first administrator, the customers they register, their signed-in browsers and the back
 * office's date-times.
 */
import { spawn } from 'node:child_process';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, rememberConsent, test, watchAccessibility } from './fixtures';
import { emulatorOrigin, verifyEmail } from './identity';
import { expectPortFree, ownServerOrigin, startOwnServer, type OwnServer } from './ownServer';

/** `npm run create-admin` against the journey's data folder, before its server opens it: the reset link. */
async function createFirstAdmin(options: {
  name: string;
  portOffset: number;
  email: string;
}): Promise<string> {
  const child = spawn(
    process.execPath,
    ['../node_modules/tsx/dist/cli.mjs', '../scripts/createAdmin.ts', '--email', options.email],
    {
      env: {
        ...process.env,
        PORT: String(new URL(ownServerOrigin(options.portOffset)).port),
        DATA_DIR: `${process.env.TRIBUNA_E2E_DATA_DIR}-${options.name}`,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorOrigin).host,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, out).toBe(0);
  const link = /https?:\/\/\S+mode=resetPassword\S+/.exec(out)?.[0];
  expect(link, out).toBeTruthy();
  return link!;
}

/**
 * A server of the journey's own without demo data (an empty database), its first administrator
 * made with `npm run create-admin` before it starts; `beforeStart` gets the administrator's reset
 * link first. The caller's `beforeAll` allows it minutes.
 */
export async function startEmptyServer(options: {
  name: string;
  portOffset: number;
  adminEmail: string;
  env?: Record<string, string>;
  beforeStart?: (resetLink: string) => Promise<void>;
}): Promise<{ server: OwnServer; resetLink: string }> {
  // Before the administrator is written into the data folder a running server may hold open.
  await expectPortFree(options);
  const resetLink = await createFirstAdmin({
    name: options.name,
    portOffset: options.portOffset,
    email: options.adminEmail,
  });
  await options.beforeStart?.(resetLink);
  const server = await startOwnServer({
    name: options.name,
    portOffset: options.portOffset,
    env: { DEMO_DATA: 'false', ...options.env },
  });
  return { server, resetLink };
}

/**
 * `startEmptyServer` whose first administrator chooses `admin.password` with the code of the link
 * they were sent, before the server starts.
 */
export async function startEmptyServerWithAdmin(
  request: APIRequestContext,
  options: {
    name: string;
    portOffset: number;
    admin: { email: string; password: string };
    env?: Record<string, string>;
  },
): Promise<OwnServer> {
  const { server } = await startEmptyServer({
    name: options.name,
    portOffset: options.portOffset,
    adminEmail: options.admin.email,
    env: options.env,
    beforeStart: async (link) => {
      const oobCode = new URL(link).searchParams.get('oobCode');
      const reset = await request.post(
        `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
        { data: { oobCode, newPassword: options.admin.password } },
      );
      expect(reset.ok(), await reset.text()).toBe(true);
    },
  });
  return server;
}

/**
 * The file's journeys on a server of their own from an empty database, with `admin` as its first
 * administrator: started before the file's first journey, stopped after its last. The journeys run
 * in one worker, in order: with `fullyParallel`, a second worker would load the file again and start
 * another server, with another administrator, on the same port. `serial` also skips the rest after
 * a failure, for journeys that build on each other.
 */
export function useEmptyServerWithAdmin(options: {
  name: string;
  portOffset: number;
  admin: { email: string; password: string };
  env?: Record<string, string>;
  mode?: 'default' | 'serial';
}): void {
  test.describe.configure({ mode: options.mode ?? 'default' });
  let server: OwnServer | null = null;
  test.beforeAll(async ({ request }) => {
    // The server loads beside the running journeys: minutes on a busy machine.
    test.setTimeout(300_000);
    server = await startEmptyServerWithAdmin(request, options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
}

/** A seating plan of one section "Sektor A": two rows ("1", "2") of ten seats, all in category A. */
export const sectorOfTwoRowsOfTen = {
  stage: { x: 0, y: 0, width: 100, height: 10 },
  sections: [
    {
      key: 'A',
      name: { cs: 'Sektor A' },
      rows: ['1', '2'].map((row, r) => ({
        label: row,
        seats: Array.from({ length: 10 }, (_, i) => ({
          label: String(i + 1),
          x: 20 + i * 6,
          y: 30 + r * 6,
          category: 'A',
        })),
      })),
    },
  ],
};

/** A customer registered in `language` with a verified e-mail, as the registration form makes one. */
export async function register(
  request: APIRequestContext,
  person: { email: string; password: string },
  language: 'cs' | 'sk' = 'cs',
) {
  const res = await request.post('/api/v1/auth/sign-up', {
    data: { ...person, firstName: 'Jana', lastName: 'Nováková', language, gdprAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyEmail(request, person.email);
}

/** A browser of the buyer's own on the server at `origin`, in their language, signed in on the storefront. */
export async function signedIn(
  browser: Browser,
  origin: string,
  person: { email: string; password: string },
  language: 'cs' | 'sk' = 'cs',
) {
  const context = await browser.newContext({
    locale: language === 'sk' ? 'sk-SK' : 'cs-CZ',
    baseURL: origin,
  });
  await rememberConsent(context);
  const page = await context.newPage();
  const finish = watchAccessibility(page);
  const sk = language === 'sk';
  await page.goto(sk ? '/sk/prihlasenie' : '/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(person.password);
  await page.getByRole('button', { name: sk ? 'Prihlásiť sa' : 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: sk ? 'Môj účet' : 'Můj účet' })).toBeVisible();
  return { page, finish, close: () => context.close() };
}

/** A date-time as the back office takes it: dd.MM.yyyy HH:mm in Prague, `hours` from now. */
export function pragueTime(hours: number): string {
  const parts = new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
