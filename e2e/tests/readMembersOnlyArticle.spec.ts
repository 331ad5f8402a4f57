import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  expect,
  logInToBackOffice,
  signUpCustomer,
  test,
  watchAccessibility,
  rememberConsent,
} from './fixtures';
import { verifyEmail } from './identity';
import { signUpMember } from './setUp';

/** A verified customer; with `membership`, holding the demo plan of that name (through a voucher). */
async function customer(request: APIRequestContext, membership?: string) {
  if (membership) {
    const plans = await (await request.get('/api/v1/subscriptions')).json();
    const plan = plans.data.find((p: { name: string }) => p.name === membership);
    return signUpMember(request, plan.prices[0].uuid);
  }
  const user = await signUpCustomer(request);
  await verifyEmail(request, user.email);
  return user;
}

/** Signs in with the login form the paywall shows in place of the article. */
async function signInAtPaywall(page: Page, user: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Obsah pro přihlášené' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test('an editor publishes a members-only article with a cover image; visitors see the lock, members read it', async ({
  page,
  browser,
  request,
}) => {
  // Four people in one journey: an editor, a visitor, a member without and one with the membership.
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const article = {
    title: `Rozhovor jen pro členy ${tag}`,
    perex: `Trenér o jarní přípravě (${tag}).`,
    body: `Soustředění začíná v pondělí ${tag}.`,
  };

  // The editor: a cover image uploaded with the form, the paywall feature, a publication time.
  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // Signed in: the back office leaves its login page for the dashboard.
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);
  await page.goto('/admin/articles/create');
  await page.getByRole('textbox', { name: 'Titulek' }).fill(article.title);
  await page.getByRole('textbox', { name: 'Perex' }).fill(article.perex);
  await page.getByRole('textbox', { name: 'Text' }).fill(article.body);
  // A real picture made on the spot (the browser's own PNG), named as if it were something else.
  const picture = await page.screenshot();
  await page
    .getByRole('group', { name: 'Titulní obrázek' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.dat', mimeType: 'application/octet-stream', buffer: picture });
  await expect(page.getByRole('group', { name: 'Titulní obrázek' }).locator('img')).toBeVisible();
  await page.getByRole('combobox', { name: 'Jen pro členy s oprávněními' }).click();
  await page.getByRole('option', { name: 'Obsah pro členy' }).click();
  await page.getByLabel('Publikováno').fill('15.01.2026 10:00');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(article.title)).toBeVisible();

  // A visitor: the list shows the title, the picture and the lock; the article, a login form.
  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishChecks = watchAccessibility(visitor);
  await visitor.goto('/clanky');
  const card = visitor.getByRole('article').filter({ hasText: article.title });
  await expect(card.getByText('Jen pro členy', { exact: true })).toBeVisible();
  const cover = card.locator('img');
  await expect(cover).toHaveAttribute('srcset', /\/media\/files\/\S+ 320w/);
  await expect(cover).toHaveAttribute('width', /\d+/);
  await card.getByRole('heading', { name: article.title }).click();
  await expect(visitor.getByRole('heading', { name: 'Obsah pro přihlášené' })).toBeVisible();
  await expect(visitor.getByText(article.body)).toHaveCount(0);

  // A member without the membership signs in there, and is told which memberships give it.
  await signInAtPaywall(visitor, await customer(request));
  await expect(visitor.getByRole('heading', { name: 'Obsah pro členy' })).toBeVisible();
  await expect(visitor.getByText(/Tento obsah je dostupný se členstvím .*Věrný fanoušek/)).toBeVisible();
  await expect(visitor.getByText(article.body)).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Stát se členem' }).click();
  await expect(visitor).toHaveURL(/\/clenstvi$/);
  await finishChecks();
  await visitor.close();

  // A member holding the membership signs in at the paywall and reads the article.
  const member = await browser.newPage();
  await rememberConsent(member);
  await member.goto('/clanky');
  await member.getByRole('heading', { name: article.title }).click();
  await signInAtPaywall(member, await customer(request, 'Věrný fanoušek'));
  await expect(member.getByText(article.body)).toBeVisible();
  await expect(member.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await member.close();
});
