import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, expect, logInToBackOffice, test, watchAccessibility, rememberConsent } from './fixtures';

/** A one-page PDF: what a newsroom's letter or a scanned press card comes as. */
const pressCard = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a journalist applies for accreditation with a press card from the footer, and staff approve it', async ({
  page,
  browser,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const medium = `Deník Sport ${tag}`;

  // The page comes rendered from the server, with its own title, in both languages.
  const served = await request.get('/pro-media');
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(/<title>Pro média[^<]*<\/title>/);
  expect(await (await request.get('/sk/pre-media')).text()).toMatch(/<h1[^>]*>Pre médiá<\/h1>/);

  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishChecks = watchAccessibility(visitor);
  // React reports a page it could not take over from the server (hydration) as an uncaught error.
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto('/sk/pre-media');
  await expect(visitor.getByRole('heading', { name: 'Pre médiá', level: 1 })).toBeVisible();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Pro média' }).click();
  await expect(visitor).toHaveURL(/\/pro-media$/);
  await expect(visitor.getByRole('heading', { name: 'Pro média', level: 1 })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Jméno a příjmení', exact: true }).fill('Petra Svobodová');
  await visitor.getByRole('textbox', { name: 'Médium (redakce)', exact: true }).fill(medium);
  await visitor.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`petra.${tag}@example.com`);
  await visitor.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 123 456');
  await visitor.getByRole('textbox', { name: 'Akce nebo sezóna', exact: true }).fill('Sezóna 2026/27');
  await visitor.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  // Without the card the form says what is missing and sends nothing.
  await visitor.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(visitor.getByText('Přiložte prosím průkaz.')).toBeVisible();
  await visitor.getByLabel('Novinářský průkaz').setInputFiles({
    name: 'prukaz.pdf',
    mimeType: 'application/pdf',
    buffer: pressCard,
  });
  await expect(visitor.getByText('prukaz.pdf (1 kB)')).toBeVisible();
  await visitor.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(visitor.getByText(/Děkujeme, žádost o akreditaci je odeslaná/)).toBeVisible();
  await finishChecks();
  expect(errors).toEqual([]);
  await visitor.close();

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);
  await page.getByRole('menuitem', { name: 'Akreditace médií' }).click();
  const row = page.getByRole('row').filter({ hasText: medium });
  await expect(row).toContainText('Petra Svobodová');
  await expect(row).toContainText('Čeká');
  await row.getByText(medium).click();

  // The press card comes down as it was sent.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Stáhnout průkaz/ }).click();
  const card = await download;
  expect(card.suggestedFilename()).toMatch(/^accreditation-[0-9a-f-]{36}\.pdf$/);

  await page.getByRole('button', { name: 'Schválit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schválit akreditaci' });
  await dialog.getByRole('textbox', { name: 'Poznámka k rozhodnutí' }).fill('Vstup B, tribuna pro média');
  await dialog.getByRole('button', { name: 'Potvrdit' }).click();
  await expect(page.getByText('Rozhodnutí je uložené.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main-content').getByText('Vstup B, tribuna pro média')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vrátit mezi čekající' })).toBeVisible();

  // Approved applications leave the waiting ones.
  await page.goto('/admin/media-accreditations?filter=%7B%22status%22%3A%22approved%22%7D');
  await expect(page.getByRole('row').filter({ hasText: medium })).toContainText('Schválená');
});
