import { expect, test } from './fixtures';

const origin = process.env.E2E_MAINTENANCE_ORIGIN as string;

test('maintenance mode sends every visitor to the maintenance page until the local flag lifts it', async ({
  page,
}) => {
  await page.goto(`${origin}/clanky`);
  await expect(page).toHaveURL(/\/udrzba-systemu$/);
  await expect(page.getByRole('heading', { name: 'Probíhá údržba systému' })).toBeVisible();

  await page.goto(`${origin}/sk/prihlasenie`);
  await expect(page).toHaveURL(/\/udrzba-systemu$/);

  await page.evaluate(() => localStorage.setItem('disableClientMaintenanceMode', 'true'));
  await page.goto(`${origin}/clanky`);
  await expect(page).toHaveURL(/\/clanky$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Články' })).toBeVisible();
});
