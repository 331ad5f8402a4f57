import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, logInToBackOffice, test } from './fixtures';

/** The longest of a button's CSS transitions, in seconds: how long it takes to change its look. */
async function longestTransition(button: ReturnType<Page['getByRole']>): Promise<number> {
  await expect(button).toBeVisible();
  const durations = await button.evaluate((element) => getComputedStyle(element).transitionDuration);
  return Math.max(...durations.split(', ').map((d) => parseFloat(d)));
}

test.describe('a visitor whose system asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the storefront and the back office without transitions', async ({ page }) => {
    await page.goto('/prihlaseni');
    const storefront = page.getByRole('button', { name: 'Přihlásit se', exact: true });
    expect(await longestTransition(storefront)).toBeLessThanOrEqual(0.00001);

    // The back office has no login of its own: staff come from the storefront's (spec route guard 4).
    await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const backOffice = page.getByRole('button', { name: 'Obnovit' });
    expect(await longestTransition(backOffice)).toBeLessThanOrEqual(0.00001);
  });
});

test.describe('a visitor with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the usual transitions', async ({ page }) => {
    await page.goto('/prihlaseni');
    const storefront = page.getByRole('button', { name: 'Přihlásit se', exact: true });
    expect(await longestTransition(storefront)).toBeGreaterThanOrEqual(0.1);
  });
});
