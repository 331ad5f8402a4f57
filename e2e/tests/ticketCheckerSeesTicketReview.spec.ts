import { DEMO_ADMIN, expect, logInToBackOffice, signUpCustomer, test } from './fixtures';
import { idTokenFor } from './identity';
import { signUpStaff } from './setUp';

test('a ticket checker sees only ticket review in the back office', async ({ page, request }) => {
  const checker = await signUpStaff(request, ['ticket_checker']);

  await logInToBackOffice(page, checker.email, checker.password);
  await expect(page.getByRole('menuitem', { name: 'Kontrola vstupenek' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Články' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Uživatelé' })).toHaveCount(0);

  await page.goto('/admin/articles');
  await expect(page.getByText('Přístup odepřen')).toBeVisible();
  const refused = await request.get('/api/v1/admin/articles', { headers: { 'id-token': checker.token } });
  expect(refused.status()).toBe(403);
});

test('a user administrator gives a customer a role in the back office', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('menuitem', { name: 'Uživatelé' }).click();
  await page.getByLabel('Hledat podle e-mailu nebo jména').fill(customer.email);
  // The search is debounced: wait for the list to show only this customer, then open the record.
  await expect(page.getByText('1-1 z 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(customer.email) })
    .getByRole('link', { name: 'Upravit' })
    .click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}/);
  await page.getByRole('group', { name: 'Role uživatele' }).getByLabel('Kontrolor vstupenek').check();
  await page.getByRole('button', { name: 'Uložit role' }).click();

  const token = await idTokenFor(request, customer.email, customer.password);
  await expect
    .poll(async () => {
      const me = await request.get('/api/v1/auth/logged-user', { headers: { 'id-token': token } });
      return ((await me.json()) as { roles: string[] }).roles;
    })
    .toContain('ticket_checker');
});
