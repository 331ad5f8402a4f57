import { DEMO_ADMIN, expect, signUpCustomer, test } from './fixtures';
import { verifyEmail } from './identity';

test('a visitor reads the latest articles in Czech and switches to Slovak on the same page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vítejte na Tribuně' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Startuje nová sezóna' })).toBeVisible();

  await page.getByRole('link', { name: /Startuje nová sezóna/ }).click();
  await expect(page).toHaveURL(/\/clanky\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Startuje nová sezóna' })).toBeVisible();
  await expect(page.getByText('Permanentky kupujte online')).toBeVisible();
  await expect(page).toHaveTitle('Startuje nová sezóna · Tribuna');

  await page.getByRole('button', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL(/\/sk\/clanky\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Štartuje nová sezóna' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Späť na články/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page).toHaveTitle('Štartuje nová sezóna · Tribuna');

  await page.getByRole('link', { name: /Späť na články/ }).click();
  await expect(page).toHaveTitle('Články · Tribuna');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Najnovšie články a novinky z Tribuny.',
  );
});

test('a list page past its end leads back to the first page', async ({ page }) => {
  await page.goto('/clanky?strana=99');
  await expect(page.getByText('Na této straně už žádné články nejsou.')).toBeVisible();
  await page.getByRole('link', { name: 'Na první stranu' }).click();
  await expect(page).toHaveURL(/\/clanky$/);
  await expect(page.getByRole('heading', { name: 'Startuje nová sezóna' })).toBeVisible();
});

test('a path that is no route, or a route with a bad uuid, shows the 404 page', async ({ page }) => {
  const missing = await page.goto('/tohle-neexistuje');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Stránka nenalezena · Tribuna');
  await expect(page.getByText('Stránka nenalezena: /tohle-neexistuje')).toBeVisible();

  await page.goto('/sk/clanky/nie-je-uuid');
  await expect(page.getByText('Stránka sa nenašla: /sk/clanky/nie-je-uuid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stránka sa nenašla' })).toBeVisible();
});

test('a visitor signs in on the storefront with e-mail and password', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);

  await page.goto('/sk/prihlasenie');
  await expect(page.getByRole('heading', { name: 'Prihlásenie' })).toBeVisible();
  await page.getByLabel('E-mail').fill(`  ${customer.email} `);
  await page.getByLabel('Heslo').fill('wrong-password-1A');
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail alebo heslo nie je správne.');

  await page.getByLabel('Heslo').fill(customer.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  // The customer's saved language is Czech: the login lands on the Czech site.
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrace' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Přihlásit se' })).toBeVisible();

  // Staff sign in on the same login, which takes an administrator to the back office (spec route
  // guard 4), in the language of the page they came from.
  await page.goto('/sk/prihlasenie');
  await page.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Heslo').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/admin\/\?lang=sk$/);
  await expect(page.getByRole('region', { name: 'Objednávky na riešenie' })).toBeVisible();

  // Still signed in on the storefront, whose header leads back to the back office.
  await page.goto('/sk');
  await expect(page.getByRole('link', { name: 'Môj účet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrácia' })).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
});
