import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { createVerifiedAccountAtProvider } from './identity';

test('an account made at the identity provider completes its registration and reaches the account page', async ({
  page,
  request,
}) => {
  const email = `jinde-zalozeny-${randomUUID()}@example.com`;
  const password = 'Fanousek2026';
  await createVerifiedAccountAtProvider(request, email, password);

  await page.goto('/app/ucet');
  await expect(page).toHaveURL(/\/prihlaseni\?redirect=/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();

  await expect(page.getByRole('heading', { name: 'Dokončete registraci' })).toBeVisible();
  await page.getByRole('button', { name: 'Dokončit registraci' }).click();
  await expect(page.getByText('Toto pole je povinné').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Jana');
  await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Dvořáková');
  await page.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  await page.getByRole('button', { name: 'Dokončit registraci' }).click();

  await expect(page).toHaveURL(/\/app\/ucet$/);
  await expect(page.getByRole('heading', { name: 'Můj účet' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Osobní údaje' });
  await expect(profile.getByRole('textbox', { name: 'Jméno', exact: true })).toHaveValue('Jana');
  await expect(profile.getByRole('textbox', { name: 'Příjmení', exact: true })).toHaveValue('Dvořáková');

  // Signed in for good: a reload restores the session without the terms screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Můj účet' })).toBeVisible();
});
