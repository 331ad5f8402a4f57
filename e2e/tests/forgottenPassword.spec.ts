import { signUpCustomer, expect, test } from './fixtures';
import { oobCodeFor, verifyEmail } from './identity';

test('a customer who forgot the password resets it through the e-mailed code and logs in', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);

  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click();
  await expect(page.getByRole('heading', { name: 'Zapomenuté heslo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Poslat odkaz' }).click();
  await expect(page.getByRole('heading', { name: 'Odkaz je na cestě' })).toBeVisible();

  const code = await oobCodeFor(request, customer.email, 'PASSWORD_RESET');
  const newPassword = 'NoveHeslo2026';
  await page.goto(`/obnova-hesla?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Nové heslo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Nové heslo znovu', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByRole('link', { name: 'Přejít na přihlášení' })).toBeVisible();

  // The same code cannot be used twice.
  await page.goto(`/obnova-hesla?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(
    page
      .getByRole('button', { name: 'Poslat nový odkaz' })
      .or(page.getByRole('link', { name: 'Poslat nový odkaz' })),
  ).toBeVisible();

  await page.goto('/prihlaseni');

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail nebo heslo není správné.');

  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
});
