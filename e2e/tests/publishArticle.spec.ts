import { randomUUID } from 'node:crypto';
import {
  DEMO_ADMIN,
  expect,
  logInOnStorefront,
  logInToBackOffice,
  signUpCustomer,
  test,
  watchAccessibility,
  rememberConsent,
} from './fixtures';
import { idTokenFor, verifyEmail } from './identity';

test('an administrator publishes an article that visitors read in Czech and in Slovak', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const cs = {
    title: `Pozvánka na derby ${tag}`,
    perex: `Přijďte fandit v neděli (${tag}).`,
    body: 'Brány se otevřou v 17 hodin.',
  };
  const sk = {
    title: `Pozvánka na derby ${tag} po slovensky`,
    perex: `Príďte povzbudzovať v nedeľu (${tag}).`,
    body: 'Brány sa otvoria o 17.',
  };

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$|\/admin\/articles/);
  await page.goto('/admin/articles');
  await page.getByRole('link', { name: 'Vytvořit' }).click();

  await page.getByRole('textbox', { name: 'Titulek' }).fill(cs.title);
  await page.getByRole('textbox', { name: 'Perex' }).fill(cs.perex);
  await page.getByRole('textbox', { name: 'Text' }).fill(cs.body);
  await page.getByRole('tab', { name: 'Slovenština' }).click();
  await page.getByRole('textbox', { name: 'Titulek (Slovenština)' }).fill(sk.title);
  await page.getByRole('textbox', { name: 'Perex (Slovenština)' }).fill(sk.perex);
  await page.getByRole('textbox', { name: 'Text (Slovenština)' }).fill(sk.body);
  await page.getByLabel('Publikováno').fill('15.01.2026 10:00');
  await page.getByRole('button', { name: 'Uložit' }).click();

  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(cs.title)).toBeVisible();

  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishVisitorChecks = watchAccessibility(visitor);
  await visitor.goto('/clanky');
  await expect(visitor.getByRole('heading', { name: cs.title })).toBeVisible();
  await visitor.getByRole('heading', { name: cs.title }).click();
  await expect(visitor.getByText(cs.body)).toBeVisible();

  await visitor.goto('/sk/clanky');
  await expect(visitor.getByRole('heading', { name: sk.title })).toBeVisible();
  await expect(visitor.getByText(sk.perex)).toBeVisible();
  await finishVisitorChecks();
  await visitor.close();
});

test('the back office sends a visitor and a customer home, the customer still signed in', async ({
  page,
  request,
}) => {
  // Spec route guard 2: an admin path without the admin role leads to `/`.
  await page.goto('/admin/articles');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sk/admin/clanok/vytvorit');
  await expect(page).toHaveURL(/\/sk$/);

  const customer = await signUpCustomer(request);
  // A verified customer: only the missing staff role stands between them and the back office.
  await verifyEmail(request, customer.email);
  await logInOnStorefront(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  // The server refuses the same account too: hiding the back office is not the security.
  const idToken = await idTokenFor(request, customer.email, customer.password);
  const blocked = await request.get('/api/v1/admin/articles', { headers: { 'id-token': idToken } });
  expect(blocked.status()).toBe(403);
  expect((await blocked.json()).name).toBe('forbidden');
});

test('an article written only in Czech shows on the Slovak site in Czech, marked as such', async ({
  page,
  request,
}) => {
  const title = `Jen česky ${randomUUID().slice(0, 8)}`;
  const token = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const created = await request.post('/api/v1/admin/articles', {
    headers: { 'id-token': token },
    data: {
      title: { cs: title },
      perex: { cs: 'Tento článek nemá slovenský překlad.' },
      body: { cs: '<p>Text jen v češtině.</p>' },
      publishedAt: '2026-01-10T10:00:00Z',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };

  await page.goto(`/sk/clanky/${uuid}`);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Článok je dostupný len v češtine.')).toBeVisible();
  await expect(page.locator('article [lang="cs"]').filter({ has: heading })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Späť na články/ })).toBeVisible();
});
