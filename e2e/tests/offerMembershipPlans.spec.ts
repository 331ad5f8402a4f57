import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, expect, logInToBackOffice, test, watchAccessibility, rememberConsent } from './fixtures';

test('staff create a membership with two price variants that visitors see in crowns and in euros', async ({
  page,
  browser,
}) => {
  // A long form and two pages in two languages: more than the default time on two shared cores.
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const name = { cs: `Fanklub ${tag}`, sk: `Fanklub ${tag} po slovensky` };

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  // The spec's management path lands on the back office's list.
  await page.goto('/admin/sprava-clenstvi');
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await page.getByRole('link', { name: 'Vytvořit' }).click();

  await page.getByRole('textbox', { name: 'Název' }).fill(name.cs);
  await page.getByRole('textbox', { name: 'Text' }).fill('Zápasy, rozhovory a předprodej.');
  await page.getByRole('tab', { name: 'Slovenština' }).first().click();
  await page.getByRole('textbox', { name: 'Název (Slovenština)' }).fill(name.sk);
  await page.getByRole('textbox', { name: 'Text (Slovenština)' }).fill('Zápasy, rozhovory a predpredaj.');

  // The first variant is there from the start; the second is added.
  await page.getByRole('button', { name: 'Přidat', exact: true }).click();
  const labels = page.getByRole('textbox', { name: 'Varianta', exact: true });
  const crowns = page.getByRole('spinbutton', { name: 'Cena v Kč' });
  const euros = page.getByRole('spinbutton', { name: 'Cena v €' });
  await expect(labels).toHaveCount(2);
  await labels.nth(0).fill('Dospělý');
  await crowns.nth(0).fill('1290');
  await euros.nth(0).fill('49.90');
  await labels.nth(1).fill('Student');
  await crowns.nth(1).fill('590');
  await euros.nth(1).fill('23.50');
  await page.getByRole('button', { name: 'Uložit' }).click();

  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await expect(page.getByText(name.cs)).toBeVisible();

  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishVisitorChecks = watchAccessibility(visitor);
  await visitor.goto('/clenstvi');
  const card = visitor.getByRole('article', { name: name.cs });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^1\s290\sKč$/)).toBeVisible();
  await expect(card.getByText(/^590\sKč$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Koupit/ })).toHaveCount(2);

  await visitor.goto('/sk/clenstvo');
  const skCard = visitor.getByRole('article', { name: name.sk });
  await expect(skCard).toBeVisible();
  await expect(skCard.getByText(/^49,90\s€$/)).toBeVisible();
  await expect(skCard.getByText(/^23,50\s€$/)).toBeVisible();
  await finishVisitorChecks();
  await visitor.close();
});
