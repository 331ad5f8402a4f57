// The installable apps, checked in Chromium against a running production build (Lighthouse 12 has no
// PWA category any more): for the storefront and the back office, the linked manifest has what a
// browser needs to install (name, start URL inside the scope, standalone display, theme colour,
// PNG icons of 192 and 512 px and a maskable one, each as large as it says), the service worker
// registers and controls the page (and how long that takes), and without a network a page still
// opens (the storefront's offline page, the back office's app shell).
//
// Alone, against a server that is running: `npx tsx scripts/bench/pwa.ts http://localhost:3000`
// (exits 1 when a check fails).
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { offlineTexts } from '../../common/i18n/installableApp';
import { chromiumLaunchOptions } from '../../e2e/chromium';

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
}

export interface InstallabilityFacts {
  /** What keeps the app from installing; empty when it installs. */
  problems: string[];
  /** Milliseconds from the page's load until its worker controls it. */
  controlledAfterMs: number;
  /** Files the worker keeps for offline use. */
  precached: number;
  offlineWorks: boolean;
}

const pngSize = (bytes: Buffer) =>
  bytes.subarray(1, 4).toString('latin1') === 'PNG'
    ? `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
    : null;

/** Checks the manifest's fields and fetches every icon: the problems found. */
async function manifestProblems(origin: string, pageUrl: string, href: string | null, theme: string | null) {
  if (!href) return ['the page links no manifest'];
  const url = new URL(href, pageUrl);
  const answer = await fetch(url);
  if (!answer.ok) return [`the manifest answers ${answer.status}`];
  const manifest = (await answer.json()) as Manifest;
  const problems: string[] = [];
  if (!manifest.name || !manifest.short_name) problems.push('name or short_name missing');
  const scope = new URL(manifest.scope ?? '.', url).href;
  const start = manifest.start_url ? new URL(manifest.start_url, url).href : null;
  if (!start?.startsWith(scope))
    problems.push(`start_url ${manifest.start_url} is outside the scope ${scope}`);
  if (!['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display ?? ''))
    problems.push(`display is ${manifest.display}`);
  if (!manifest.theme_color || manifest.theme_color !== theme)
    problems.push(`theme_color ${manifest.theme_color} is not the page's ${theme}`);
  const icons = manifest.icons ?? [];
  for (const wanted of ['192x192', '512x512']) {
    if (!icons.some((icon) => icon.sizes === wanted && icon.type === 'image/png'))
      problems.push(`no ${wanted} PNG icon`);
  }
  if (!icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))) problems.push('no maskable icon');
  for (const icon of icons) {
    const image = await fetch(new URL(icon.src, url));
    const size = image.ok ? pngSize(Buffer.from(await image.arrayBuffer())) : null;
    if (size !== icon.sizes) problems.push(`icon ${icon.src} is ${size ?? `missing (${image.status})`}`);
  }
  if (new URL(url).origin !== origin) problems.push('the manifest is on another origin');
  return problems;
}

/**
 * Waits until an expression of the page is true. Polled from here: Playwright's own waiting
 * evaluates strings in the page, which the Content-Security-Policy (no 'unsafe-eval') refuses.
 */
async function waitUntilTrue(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await page.evaluate(expression).catch(() => false)) === true) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function checkApp(
  browser: Browser,
  origin: string,
  app: { start: string; scope: string; offlineUrl: string },
): Promise<InstallabilityFacts> {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'cs-CZ' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${app.start}`, { waitUntil: 'load' });
    const loadedAt = Date.now();
    const problems = await manifestProblems(
      origin,
      page.url(),
      await page.locator('link[rel="manifest"]').getAttribute('href'),
      await page.locator('meta[name="theme-color"]').getAttribute('content'),
    );
    let controlledAfterMs = NaN;
    // A worker precaches the whole app before it takes over: a minute on a busy machine.
    if (await waitUntilTrue(page, 'navigator.serviceWorker.controller !== null', 60_000)) {
      controlledAfterMs = Date.now() - loadedAt;
      const scope = (await page.evaluate(
        'navigator.serviceWorker.ready.then((ready) => ready.scope)',
      )) as string;
      if (new URL(scope).pathname !== app.scope) problems.push(`the worker's scope is ${scope}`);
    } else {
      problems.push('no service worker controls the page');
    }
    // Expressions of the page's own (the scripts here are typed without the browser's globals).
    const precached = (await page.evaluate(`(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        if (name.includes('precache')) count += (await (await caches.open(name)).keys()).length;
      }
      return count;
    })()`)) as number;
    await context.setOffline(true);
    let offlineWorks = false;
    try {
      await page.goto(`${origin}${app.offlineUrl}`, { waitUntil: 'load', timeout: 15_000 });
      offlineWorks =
        app.scope === '/'
          ? await page
              .getByRole('heading', { name: offlineTexts.cs.heading })
              .isVisible({ timeout: 5_000 })
              .catch(() => false)
          : await waitUntilTrue(
              page,
              "(document.getElementById('root')?.childElementCount ?? 0) > 0",
              15_000,
            );
    } catch {
      offlineWorks = false;
    }
    if (!offlineWorks) problems.push(`without a network ${app.offlineUrl} does not open`);
    return { problems, controlledAfterMs, precached, offlineWorks };
  } finally {
    await context.close();
  }
}

export async function installabilityFacts(origin: string) {
  // The full browser, as visitors have it: the frame and install figures stay comparable.
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    return {
      storefront: await checkApp(browser, origin, { start: '/', scope: '/', offlineUrl: '/clanky' }),
      backoffice: await checkApp(browser, origin, {
        start: '/admin/',
        scope: '/admin/',
        offlineUrl: '/admin/login',
      }),
    };
  } finally {
    await browser.close();
  }
}

export async function pwaRows(origin: string): Promise<[string, string, string][]> {
  const facts = await installabilityFacts(origin);
  return (['storefront', 'backoffice'] as const).flatMap((app): [string, string, string][] => {
    const f = facts[app];
    return [
      [`installable app, ${app}`, f.problems.length ? 'FAIL' : 'ok', 'ok'],
      ...f.problems.map((problem): [string, string, string] => [`  … ${problem}`, '', '']),
      [`  … worker controls the page after`, `${f.controlledAfterMs} ms`, ''],
      [`  … files kept for offline use`, String(f.precached), ''],
      [`  … a page opens without a network`, f.offlineWorks ? 'yes' : 'no', 'yes'],
    ];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  const rows = await pwaRows(origin);
  for (const [name, value, goal] of rows)
    console.log(`  ${name.padEnd(44)}  ${value.padStart(9)}${goal ? `   goal ${goal}` : ''}`);
  process.exit(rows.some(([, value]) => value === 'FAIL') ? 1 : 0);
}
