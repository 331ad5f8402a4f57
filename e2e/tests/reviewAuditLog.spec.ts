import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, expect, logInToBackOffice, test } from './fixtures';
import { idTokenFor } from './identity';

test('an administrator changes an article, finds the change in the audit log with its before and after, and the home leads to the lists', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const before = `Pozvánka na derby ${tag}`;
  const after = `Pozvánka na derby ${tag} — vyprodáno`;
  const token = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const created = await request.post('/api/v1/admin/articles', {
    headers: { 'id-token': token },
    data: {
      title: { cs: before },
      perex: { cs: 'Přijďte fandit v neděli.' },
      body: { cs: '<p>Brány se otevřou v 17 hodin.</p>' },
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uuid: string = (await created.json()).uuid;

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('region', { name: 'Naposledy publikovaný obsah' })).toBeVisible();
  await page.goto(`/admin/articles/${uuid}`);
  await page.getByRole('textbox', { name: 'Titulek' }).fill(after);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(after)).toBeVisible();

  await page.getByRole('menuitem', { name: 'Záznamy změn' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log/);
  await page.getByRole('textbox', { name: 'Kdo' }).fill(DEMO_ADMIN.email);
  await page.getByRole('combobox', { name: 'Sekce' }).click();
  await page.getByRole('option', { name: 'Články' }).click();
  await expect(page).toHaveURL(/resource/);
  const rows = page.getByRole('row').filter({ hasText: uuid });
  // Its creation and its edit, newest first.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Úprava');
  // The changed field by the name the article's form gives it, not its API key.
  await expect(rows.first()).toContainText('Titulek');
  await expect(rows.last()).toContainText('Vytvoření');
  await rows.first().click();

  const changes = page.getByRole('table', { name: 'Změny' });
  const title = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Titulek' }) });
  await expect(title).toContainText(before);
  await expect(title).toContainText(after);
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('PUT /api/v1/admin/articles/:uuid')).toBeVisible();

  // The home: each card leads to the list behind it, filtered as the card counts.
  await page.goto('/admin');
  const content = page.getByRole('region', { name: 'Naposledy publikovaný obsah' });
  await expect(content.getByRole('link', { name: after })).toBeVisible();
  await content.getByRole('link', { name: 'Všechen publikovaný obsah' }).click();
  await expect(page).toHaveURL(/\/admin\/content/);
  // The article in the content list's table (not the home's card, still shown while the list loads).
  await expect(page.getByRole('cell', { name: after, exact: true })).toBeVisible();

  await page.goto('/admin');
  const sales = page.getByRole('region', { name: 'Tržby' });
  await expect(sales).toBeVisible();
  await sales.getByRole('link', { name: 'Objednávky tohoto týdne' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?/);
  await expect(page.getByRole('combobox', { name: 'Stav' })).toContainText('Zaplacená');

  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Objednávky k řešení' })
    .getByRole('link', { name: /Čekají na platbu/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Stav' })).toContainText('Čeká na zaplacení');
});
