import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logInToBackOffice, test } from './fixtures';
import { createStandingEvent, issueTickets, signUpStaff } from './setUp';

// The other journeys run without service workers (playwright.config.ts); this one installs the apps.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The page links a manifest that a browser can install from: its fields and its icons at their sizes. */
async function expectInstallableManifest(page: Page, request: APIRequestContext, base: string) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${base}manifest.webmanifest`);
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: base, scope: base, display: 'standalone' });
  expect(manifest.name).toContain('Tribuna');
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
}

/** The page's service worker is active and controls it, registered at this scope. */
async function expectControlledBy(page: Page, scope: string) {
  // The worker precaches the app before it takes over: up to a minute on a busy machine. A back-office
  // page opened from the storefront's login starts under the storefront's worker (scope `/`) until
  // its own claims it.
  await page.waitForFunction(
    (script) =>
      navigator.serviceWorker.controller !== null &&
      new URL(navigator.serviceWorker.controller.scriptURL).pathname === script,
    `${scope}sw.js`,
    { timeout: 60_000 },
  );
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: navigator.serviceWorker.controller?.scriptURL ?? null };
  });
  expect(new URL(registration.scope).pathname).toBe(scope);
  expect(new URL(registration.script!).pathname).toBe(`${scope}sw.js`);
}

test('the storefront installs, and without a network shows its offline page', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  await expectInstallableManifest(page, request, '/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
  await expectControlledBy(page, '/');

  await context.setOffline(true);
  await page.goto('/clanky');
  await expect(page.getByRole('heading', { name: 'Jste offline' })).toBeVisible();
  await expect(page).toHaveTitle('Jste offline — Tribuna');
  // The API is never answered from a cache: without a network it fails.
  const api = await page.evaluate(() =>
    fetch('/api/v1/public-config').then(
      (answer) => `answered ${answer.status}`,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await page.goto('/sk/clanky');
  await expect(page.getByRole('heading', { name: 'Ste offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skúsiť znova' })).toBeVisible();

  // Back online, the retry shows the page itself, from the server.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Skúsiť znova' }).click();
  await expect(page.getByRole('heading', { name: 'Ste offline' })).toBeHidden();
  await expect(page).toHaveURL(/\/sk\/clanky$/);
});

test('the back office installs, and its gate check-in opens and checks tickets offline', async ({
  page,
  context,
  request,
}) => {
  const eventUuid = await createStandingEvent(request, {
    name: `Zápas bez signálu ${Date.now()}`,
    venue: 'Stadion',
    capacity: 50,
  });
  const [ticket] = await issueTickets(request, eventUuid, ['Jana Nováková']);
  const checker = await signUpStaff(request, ['ticket_checker']);

  await logInToBackOffice(page, checker.email, checker.password);
  await expectInstallableManifest(page, request, '/admin/');
  await expectControlledBy(page, '/admin/');
  await page.goto(`/admin/kontrola-vstupenek/${eventUuid}`);
  await page.getByLabel('Název brány').fill('Brána B');
  await page.getByRole('button', { name: 'Začít kontrolovat' }).click();
  await expect(page.getByText('Odbaveno 0 z 1')).toBeVisible();

  // The installed app opened again without a network: the shell, the signed-in checker and the
  // downloaded tickets are all on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Odbaveno 0 z 1')).toBeVisible();
  const code = page.getByLabel('Kód vstupenky nebo QR kód');
  await code.fill(ticket!);
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(page.getByText('Bez připojení, čeká k odeslání: 1')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Synchronizováno odbavení: 1')).toBeVisible();
});
