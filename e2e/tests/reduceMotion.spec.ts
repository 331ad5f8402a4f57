import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** How long a button takes to change its look (its CSS transitions). */
async function motionOf(page: Page, button: ReturnType<Page['getByRole']>) {
  await expect(button).toBeVisible();
  return button.evaluate((element) => getComputedStyle(element).transitionDuration);
}

test.describe('a visitor whose system asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the storefront and the back office without transitions', async ({ page }) => {
    await page.goto('/prihlaseni');
    const storefront = await motionOf(page, page.getByRole('button', { name: 'Přihlásit se', exact: true }));
    expect(storefront.split(', ').every((d) => parseFloat(d) <= 0.00001)).toBe(true);

    await page.goto('/admin/login');
    const backOffice = await motionOf(page, page.getByRole('button', { name: 'Přihlásit se' }));
    expect(backOffice.split(', ').every((d) => parseFloat(d) <= 0.00001)).toBe(true);
  });
});

test.describe('a visitor with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('sees the usual transitions', async ({ page }) => {
    await page.goto('/prihlaseni');
    const storefront = await motionOf(page, page.getByRole('button', { name: 'Přihlásit se', exact: true }));
    expect(storefront.split(', ').some((d) => parseFloat(d) >= 0.1)).toBe(true);
  });
});
