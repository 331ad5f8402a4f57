import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { oobCodeFor } from './identity';

test('a visitor registers, verifies the e-mail, edits the account, switches language and logs out', async ({
  page,
  request,
}) => {
  const email = `novy-fanousek-${randomUUID()}@example.com`;
  const password = 'Fanousek2026';

  await page.goto('/registrace');
  await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Eva');
  await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Svobodová');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill(password);
  await page.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte svůj e-mail' })).toBeVisible();

  // Before the e-mail is verified, logging in asks for the verification instead.
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toContainText('Nejprve prosím ověřte svůj e-mail');

  const code = await oobCodeFor(request, email, 'VERIFY_EMAIL');
  await page.goto(`/obnova-hesla?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Ověření e-mailu' })).toBeVisible();
  await page.getByRole('link', { name: 'Přejít na přihlášení' }).click();

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  await page.getByRole('link', { name: 'Můj účet' }).click();
  await expect(page.getByRole('heading', { name: 'Můj účet' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Osobní údaje' });
  await profile.getByLabel('Telefon').fill('+420 601 222 333');
  await profile.getByLabel('Oblíbený tým').fill('Tribuna FC');
  await profile.getByRole('button', { name: 'Uložit údaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Údaje jsou uložené' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Osobní údaje' }).getByLabel('Oblíbený tým')).toHaveValue(
    'Tribuna FC',
  );

  const language = page.getByRole('region', { name: 'Jazyk' });
  await language.getByLabel('Jazyk e-mailů a upozornění').selectOption('sk');
  await language.getByRole('button', { name: 'Změnit jazyk' }).click();
  await expect(page).toHaveURL(/\/sk\/app\/ucet$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');

  await page.getByRole('button', { name: 'Odhlásiť sa' }).first().click();
  await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();

  // The saved language decides where a login lands, whatever language the login page spoke.
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/sk$/);
  await expect(page.getByRole('link', { name: 'Môj účet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
});
