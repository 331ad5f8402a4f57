import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * The kind of page a URL shows: ids and numbers give way to placeholders, so `/clanky/{uuid}` of one
 * journey and of the next are one kind.
 */
export function pageKind(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const normal = (part: string) =>
    part
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
      .replace(/\d+/g, ':n');
  const query = [...searchParams.keys()].sort().join('&');
  return normal(pathname) + (query ? `?${query}` : '');
}

/**
 * Kinds of page checked already in this run, by any worker: axe takes a second or more per page on
 * this machine, so a kind every journey passes through (the login page, the account page) is checked
 * once. A journey's last page counts as a kind of its own when it has a dialog or a message open
 * (see `layers`). A worker claims a kind by making its folder (one atomic step, so two workers never
 * check the same kind), and gives it back when the check is cut short.
 */
const claimsDir = path.join(process.env.TRIBUNA_E2E_DATA_DIR ?? os.tmpdir(), 'axe-checked');
mkdirSync(claimsDir, { recursive: true });
const claimFolder = (kind: string) => path.join(claimsDir, createHash('sha1').update(kind).digest('hex'));
const checkedKinds = {
  has: (kind: string) => existsSync(claimFolder(kind)),
  /** True when this worker is the first to claim the kind. */
  claim(kind: string) {
    try {
      mkdirSync(claimFolder(kind));
      return true;
    } catch {
      return false;
    }
  },
  release: (kind: string) => rmSync(claimFolder(kind), { recursive: true, force: true }),
};

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A frame of this origin, or a blank one, which takes its parent's origin. */
const sameOrigin = (url: string, origin: string) => url === 'about:blank' || originOf(url) === origin;

/**
 * Runs axe on every kind of page a journey visits: once each main-frame navigation has settled, and
 * on the page as it is when the journey ends, if that is a kind (with what it has open) not yet
 * checked. A serious or critical violation fails the test. A check cut short by the next navigation
 * is dropped; the page that navigation leads to gets its own.
 * Specs use `test` from here; a page opened outside the `page` fixture is watched by calling this.
 */
export function watchAccessibility(page: Page) {
  const violations = new Map<string, string>();
  let queue = Promise.resolve();
  // The page's API and sign-in calls in flight: a screen whose data has not come yet may show no
  // loading indicator at all (react-admin's edit form is blank while it checks the session), so
  // axe waits until they are done. Event streams stay open and do not count.
  const inFlight = new Set<Request>();
  let lastDone = Date.now();
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (isCall(request)) inFlight.add(request);
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastDone = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const callsQuiet = async (quietMs = 300, timeoutMs = 5_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && !page.isClosed()) {
      if (inFlight.size === 0 && Date.now() - lastDone >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  // Let a client-side navigation fetch and render its screen, finish its loading indicators and let
  // transitions end (a colour caught halfway through a fade is no contrast of the page).
  const settle = async () => {
    await callsQuiet();
    await page
      .waitForFunction(
        () =>
          !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root') &&
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        null,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  };
  const serious = async () => {
    // Only violations are read: the passing and inapplicable rules keep one node each, which spares
    // building a selector for every node of the page and sending them all back.
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    // By default axe merges the results of every frame in a blank page of its own, a new renderer
    // per check; when every frame is of the page's own origin, one run in the page itself reaches
    // the same frames.
    const origin = originOf(page.url());
    if (origin && page.frames().every((frame) => sameOrigin(frame.url(), origin))) axe.setLegacyMode(true);
    const result = await axe.analyze().catch(() => null);
    return (result?.violations ?? []).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  // What a page shows over its kind: an open dialog, an alert or a status message (a snackbar, a
  // form's answer) is a state of its own.
  const layers = () =>
    page
      .evaluate(() =>
        ['dialog', 'alertdialog', 'alert', 'status']
          .filter((role) => document.querySelector(`[role=${role}]`))
          .join(','),
      )
      .catch(() => '');
  const check = async (atEnd: boolean) => {
    if (page.isClosed()) return;
    await page.waitForLoadState('load').catch(() => undefined);
    if (page.isClosed() || (!atEnd && checkedKinds.has(pageKind(page.url())))) return;
    await settle();
    const url = page.url();
    if (page.isClosed()) return;
    // A journey's last page is checked when its kind, with what it has open, is new to the run: a
    // dialog or message left open at the end is checked even where the page itself was.
    const open = atEnd ? await layers() : '';
    const kind = pageKind(url) + (open ? ` [${open}]` : '');
    if (!checkedKinds.claim(kind)) return;
    let found = await serious();
    // A state change that began during the analysis (a button enabled as the form fills, its
    // colour fading in) is not the page's: a violation counts when a second look still finds it.
    if (found.length > 0 && !page.isClosed()) {
      await settle();
      const again = new Set(
        (await serious()).flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`)),
      );
      found = found
        .map((v) => ({ ...v, nodes: v.nodes.filter((n) => again.has(`${v.id} ${n.target.join(' ')}`)) }))
        .filter((v) => v.nodes.length > 0);
    }
    // A client-side navigation during the analysis mixed two pages: the new one has its own check.
    if (page.isClosed() || page.url() !== url) {
      checkedKinds.release(kind);
      return;
    }
    for (const v of found) {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary})`);
      violations.set(`${url} ${v.id}`, `${url}: ${v.id} (${v.impact}) ${v.help} — ${nodes.join(', ')}`);
    }
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) queue = queue.then(() => check(false));
  });
  return async () => {
    await queue;
    await check(true);
    expect([...violations.values()], 'accessibility violations (axe)').toEqual([]);
  };
}

/** The visitor's privacy choices as the storefront keeps them (storefront/src/lib/consent.ts). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  notifications: boolean;
}
export const ONLY_NECESSARY: ConsentChoice = { analytics: false, marketing: false, notifications: false };

/**
 * Has the browser remember a consent choice before any page loads, as a returning visitor's does:
 * the cookie banner then stays away. A choice the journey makes later is kept (the stored one is
 * written only where there is none).
 */
export async function rememberConsent(target: BrowserContext | Page, choice: ConsentChoice = ONLY_NECESSARY) {
  await target.addInitScript(
    (stored) => {
      try {
        if (!window.localStorage.getItem('tribunaConsent'))
          window.localStorage.setItem('tribunaConsent', stored);
      } catch {
        // A page without storage (about:blank, an opaque origin) shows the banner, if any.
      }
    },
    JSON.stringify({ ...choice, updatedAt: '2026-01-01T00:00:00.000Z' }),
  );
}

/**
 * Every journey runs under the server's Content-Security-Policy and fails on any violation the
 * browser reports, so a new script, frame or API host cannot slip in unnoticed; and axe checks
 * every page it visits (see watchAccessibility).
 *
 * `consentChoice`: the visitor has answered the cookie banner before (by default with only the
 * necessary cookies), so it does not cover the journey; `null` for a first visit. A journey that
 * needs another choice sets it: `test.use({ consentChoice: { ...ONLY_NECESSARY, notifications: true } })`.
 * Pages opened with `browser.newPage()` get it through `rememberConsent`.
 */
export const test = base.extend<{ cspViolations: string[]; consentChoice: ConsentChoice | null }>({
  consentChoice: [ONLY_NECESSARY, { option: true }],
  context: async ({ context, consentChoice }, use) => {
    if (consentChoice) await rememberConsent(context, consentChoice);
    await use(context);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const finish = watchAccessibility(page);
    await use(page);
    await finish();
  },
});
export { expect };

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin1234' };

/** Registers a customer through the public API, as the registration form would. */
export async function signUpCustomer(request: APIRequestContext) {
  const user = { email: `fan-${randomUUID()}@example.com`, password: 'Fanousek123' };
  const res = await request.post('/api/v1/auth/sign-up', {
    data: { ...user, firstName: 'Petr', lastName: 'Fanoušek', language: 'cs', gdprAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Signs in on the storefront's login page (the account's e-mail must be verified). */
export async function logInOnStorefront(page: Page, email: string, password: string) {
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

/** Staff sign in on the storefront's login, which takes them to the back office (spec route guard 4). */
export async function logInToBackOffice(page: Page, email: string, password: string) {
  await logInOnStorefront(page, email, password);
  await page.waitForURL(/\/admin(\/|\?|$)/);
}

/** A phone's screen (an iPhone 12–15): pages must fit its width. */
export const PHONE = { width: 390, height: 844 } as const;

/** The page fits the window's width: nothing pushes it sideways (no horizontal scroll). */
export async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
}

/**
 * From the chosen seats to a paid ticket order, as a buyer goes: the order has a line per seat and
 * the chart's total ("2 980 Kč" on both), the terms are agreed to, and it is paid by card in the
 * gateway's simulator.
 */
export async function orderAndPaySeats(page: Page, chartTotal: string, seats: number) {
  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(page).toHaveURL(/\/app\/objednavka$/);
  await expect(page.getByRole('row', { name: /Vstupenka: / })).toHaveCount(seats);
  const digits = (text: string | null) => (text ?? '').replace(/,\d\d/, '').replace(/\D/g, '');
  await expect
    .poll(async () => digits(await page.getByTestId('order-total').textContent()))
    .toBe(digits(chartTotal));
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
}
