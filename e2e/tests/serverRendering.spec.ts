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

test('a gallery and an event come rendered from the server with their card, and the app takes them over without an error', async ({
  page,
  request,
}) => {
  const galleries = (await (await request.get('/api/v1/galleries')).json()) as {
    data: { uuid: string; title: string }[];
  };
  const gallery = galleries.data.find((g) => g.title === 'Derby z tribuny');
  expect(gallery, 'the demo gallery').toBeTruthy();
  const events = (await (await request.get('/api/v1/events')).json()) as {
    data: { uuid: string; name: string }[];
  };
  const event = events.data.find((e) => e.name === 'Finále play-off');
  expect(event, 'the demo event').toBeTruthy();

  const errors = watchErrors(page);
  await keepServerHeading(page);
  for (const [path, heading] of [
    [`/galerie/${gallery?.uuid}`, 'Derby z tribuny'],
    [`/akce-a-vstupenky/${event?.uuid}`, 'Finále play-off'],
  ] as const) {
    // What a link preview reads, without running the page.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<title>${heading} · Tribuna</title>`);
    expect(html).toContain(`<meta property="og:title" content="${heading} · Tribuna">`);
    expect(html).toMatch(/<link rel="alternate" hreflang="sk" href="[^"]+\/sk\//);

    await page.goto(path);
    await serverHeadingTakenOver(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Tribuna`);
    expect(errors, path).toEqual([]);
  }
  // The gallery's cover is its link preview's picture.
  const galleryHtml = await (await request.get(`/galerie/${gallery?.uuid}`)).text();
  expect(galleryHtml).toMatch(/<meta property="og:image" content="http[^"]+">/);
});
