import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, expect, logInToBackOffice, test, watchAccessibility, rememberConsent } from './fixtures';

test('a visitor sends the contact form from the footer, and staff read it and mark it answered', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const subject = `Vstup s kočárkem ${tag}`;

  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishChecks = watchAccessibility(visitor);
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(visitor).toHaveURL(/\/kontakt$/);
  await expect(visitor.getByRole('heading', { name: 'Kontakt', level: 1 })).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Jméno a příjmení', exact: true }).fill('Jana Nováková');
  await visitor.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`jana.${tag}@example.com`);
  await visitor.getByRole('textbox', { name: 'Předmět', exact: true }).fill(subject);
  await visitor
    .getByRole('textbox', { name: 'Zpráva', exact: true })
    .fill('Lze na stadion s kočárkem?\nDěkuji.');
  // Without the consent the form says what is missing and sends nothing.
  await visitor.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(visitor.getByText('Toto pole je povinné')).toBeVisible();
  await visitor.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  await visitor.getByRole('button', { name: 'Odeslat zprávu' }).click();
  await expect(visitor.getByText('Děkujeme, zpráva je odeslaná. Odpovíme co nejdříve.')).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Zpráva', exact: true })).toHaveValue('');
  await finishChecks();
  await visitor.close();

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // Signed in: the back office leaves its login page for the dashboard.
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);
  // Through the menu, as staff go (no reload of the whole back office).
  await page.getByRole('menuitem', { name: 'Zprávy z kontaktu' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-messages/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Jana Nováková');
  await expect(row).toContainText('Čeká na odpověď');
  await row.getByText(subject).click();
  await expect(page.getByText('Lze na stadion s kočárkem?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Odpovědět e-mailem' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:jana\\.${tag}%40example\\.com\\?subject=Re%3A`),
  );
  await page.getByRole('button', { name: 'Označit jako vyřízenou' }).click();
  await expect(page.getByText('Zpráva je označená jako vyřízená.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vrátit mezi čekající' })).toBeVisible();

  // Answered messages leave the waiting ones.
  await page.goto('/admin/contact-messages?filter=%7B%22handled%22%3A%22false%22%7D');
  await expect(page.getByRole('heading', { name: 'Zprávy z kontaktu' })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
});
