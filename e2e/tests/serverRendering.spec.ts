import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Errors the page reports (uncaught, or logged to the console): a markup the browser's first render
 * does not match is one of them (React reports a hydration mismatch as an uncaught error).
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Keeps the page's first heading as the server sent it, before any script ran, to see whether
 * the app took that very element over (hydration) or drew the page again.
 */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

async function serverHeadingTakenOver(page: Page) {
  await page.waitForFunction(() => {
    const heading = (window as { serverHeading?: Element | null }).serverHeading;
    return Boolean(heading?.isConnected && Object.keys(heading).some((k) => k.startsWith('__reactFiber$')));
  });
}

test('the home page and an article come rendered from the server, and the app takes them over without an error', async ({
  page,
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(/<h1[^>]*>Vítejte na Tribuně<\/h1>/);

  const errors = watchErrors(page);
  await keepServerHeading(page);
  await page.goto('/');
  await serverHeadingTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vítejte na Tribuně' })).toBeVisible();
  await expect(page).toHaveTitle('Tribuna — novinky, vstupenky a členství');

  const link = page.getByRole('link', { name: /Startuje nová sezóna/ });
  const href = await link.getAttribute('href');
  const article = await request.get(href ?? '');
  expect(await article.text()).toMatch(/<h1[^>]*>Startuje nová sezóna<\/h1>/);

  await page.goto(href ?? '');
  await serverHeadingTakenOver(page);
  await expect(page).toHaveTitle('Startuje nová sezóna · Tribuna');
  await expect(page.getByText('Permanentky kupujte online')).toBeVisible();
  // The header came from the server too, and works: the language switch goes on in the page.
  await page.getByRole('button', { name: 'Slovenčina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Štartuje nová sezóna' })).toBeVisible();
  expect(errors).toEqual([]);
});
