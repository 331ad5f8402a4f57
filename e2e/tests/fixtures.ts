import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every journey runs under the server's Content-Security-Policy and fails on any violation the
 * browser reports, so a new script, frame or API host cannot slip in unnoticed.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin1234' };

/** Registers a customer through the public API, as the registration form would. */
export async function signUpCustomer(request: APIRequestContext) {
  const user = { email: `fan-${randomUUID()}@example.com`, password: 'Fanousek123' };
  const res = await request.post('/api/v1/auth/sign-up', {
    data: { ...user, firstName: 'Petr', lastName: 'Fanoušek', language: 'cs', gdprAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

export async function logInToBackOffice(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}
