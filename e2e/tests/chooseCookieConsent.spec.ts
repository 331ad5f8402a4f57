import type { Page } from '@playwright/test';
import { expect, expectNoSideScroll, PHONE, test } from './fixtures';

// A first visit: nothing answered the banner before. Service workers would fetch the tag manager's
// script past the stand-in below.
test.use({ consentChoice: null, serviceWorkers: 'block' });

const TAG_MANAGER_ID = 'GTM-E2ETEST';

/** What the container's script does first: it announces itself and reads the data layer. */
const standInTagManager = `
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[${JSON.stringify(TAG_MANAGER_ID)}] = { dataLayer: { name: 'dataLayer' } };
  window.dataLayer.push({ event: 'gtm.load' });
`;

/** Serves the stand-in for Google's gtm.js; answers the addresses the page asked for. */
async function serveTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: standInTagManager });
  });
  return requested;
}

/** The data layer as the page holds it: gtag's commands (arguments objects) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter(
    (entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent',
  );

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const tagManagerLoaded = (page: Page) =>
  page.evaluate(
    (id) => Boolean((window as { google_tag_manager?: Record<string, unknown> }).google_tag_manager?.[id]),
    TAG_MANAGER_ID,
  );

test('a visitor keeps only the necessary cookies with the keyboard, then allows analytics from the footer', async ({
  page,
}) => {
  const requested = await serveTagManager(page);
  await page.goto('/');

  const banner = page.getByRole('dialog', { name: 'Soubory cookies a soukromí' });
  await expect(banner).toBeVisible();
  // The question has the focus; the keyboard reaches its answers in order.
  await expect(banner).toBeFocused();
  // Before any answer, every signal is denied and the tag manager is not there.
  expect(await consentCommands(page)).toEqual([['consent', 'default', denied]]);
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Přijmout vše' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Jen nezbytné' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
  expect(await tagManagerLoaded(page)).toBe(false);

  // The choice is remembered: the next visit neither asks again nor loads the tag manager.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vítejte na Tribuně' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(requested).toEqual([]);

  // Later the visitor changes the choice from the footer.
  await page.getByRole('button', { name: 'Nastavení cookies' }).click();
  const settings = page.getByRole('dialog', { name: 'Nastavení souhlasu' });
  await expect(settings).toBeVisible();
  const analytics = settings.getByRole('switch', { name: 'Analytické' });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await settings.getByRole('button', { name: 'Uložit volby' }).click();
  await expect(settings).toBeHidden();

  await expect.poll(() => tagManagerLoaded(page)).toBe(true);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`]);
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ...denied, analytics_storage: 'granted' },
  ]);
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  // Focus returns to the link that opened the settings.
  await expect(page.getByRole('button', { name: 'Nastavení cookies' })).toBeFocused();
});

test('on a phone, a Slovak visitor accepts everything and the tag manager loads', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const requested = await serveTagManager(page);
  await page.goto('/sk');

  const banner = page.getByRole('dialog', { name: 'Súbory cookies a súkromie' });
  await expect(banner).toBeVisible();
  await expectNoSideScroll(page);
  // Every answer is on the screen, none cut off.
  for (const name of ['Prijať všetko', 'Len nevyhnutné', 'Nastavenia']) {
    await expect(banner.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await tagManagerLoaded(page)).toBe(false);
  await banner.getByRole('button', { name: 'Prijať všetko' }).click();
  await expect(banner).toBeHidden();

  await expect.poll(() => tagManagerLoaded(page)).toBe(true);
  expect(requested).toHaveLength(1);
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    },
  ]);
});
