import { readFile } from 'node:fs/promises';
import { expect, signUpCustomer, test, watchAccessibility, rememberConsent } from './fixtures';
import { pdfText } from './pdfText';
import { verifyEmail } from './identity';

test('a visitor buys a printed gift voucher without an account, downloads the PDF, and a member applies its code after giving the delivery details', async ({
  page,
  browser,
  request,
}) => {
  // Two people, the gateway and a PDF: a long journey on two shared cores.
  test.slow();

  // The buyer has no account.
  await page.goto('/clenstvi');
  await page
    .getByRole('article', { name: 'Věrný fanoušek' })
    .getByRole('link', { name: /^Darovat/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dárkový voucher' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Váš e-mail' }).fill('darce@example.com');
  await page.getByRole('radio', { name: /Tištěný voucher poštou/ }).check();

  // The printed voucher needs an address: the form says so before anything is paid.
  await page.getByLabel(/Souhlasím s obchodními podmínkami/).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page.getByRole('textbox', { name: 'Jméno a příjmení adresáta' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/objednavka-voucheru\//);

  await page.getByRole('textbox', { name: 'Jméno a příjmení adresáta' }).fill('Jana Dvořáková');
  await page.getByRole('textbox', { name: 'Ulice a číslo' }).fill('Na Příkopě 12');
  await page.getByRole('textbox', { name: 'Obec' }).fill('Brno');
  await page.getByRole('textbox', { name: 'PSČ' }).fill('602 00');
  await expect(page.getByTestId('voucher-total')).toHaveText(/2\s490\sKč/);
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();

  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout voucher (PDF)' }).click();
  const download = await downloading;
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain('Věrný fanoušek');
  const code = /\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b/.exec(text)?.[1];
  expect(code, `a voucher code in the PDF: ${text}`).toBeDefined();

  // The one it is given to signs in, in a browser of their own, and applies the code.
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);
  const context = await browser.newContext({ locale: 'cs-CZ' });
  await rememberConsent(context);
  const member = await context.newPage();
  const finishAccessibilityChecks = watchAccessibility(member);
  await member.goto('/prihlaseni');
  await member.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await member.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await member.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(member.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  await member.goto('/app/ucet');
  const section = member.getByRole('region', { name: 'Uplatnit voucher' });
  // Typed as people type it: lower case, with spaces instead of dashes.
  await section.getByRole('textbox', { name: 'Kód voucheru' }).fill(code!.toLowerCase().replaceAll('-', ' '));
  await section.getByRole('button', { name: 'Uplatnit' }).click();

  // No delivery details yet: the form for them opens, and the code waits.
  const identity = member.getByRole('form', { name: 'Doručovací údaje' });
  await expect(identity).toBeVisible();
  await identity.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Petr');
  await identity.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Fanoušek');
  await identity.getByRole('textbox', { name: 'Telefon' }).fill('+420 601 123 456');
  await identity.getByRole('textbox', { name: 'Ulice a číslo' }).fill('Lidická 5');
  await identity.getByRole('textbox', { name: 'Obec' }).fill('Brno');
  await identity.getByRole('textbox', { name: 'PSČ' }).fill('60200');
  await identity.getByRole('button', { name: 'Uložit a uplatnit voucher' }).click();

  await expect(member.getByText('Voucher je uplatněný: máte členství Věrný fanoušek.')).toBeVisible();
  await expect(
    member
      .getByRole('region', { name: 'Moje členství' })
      .getByTestId('active-membership')
      .filter({ hasText: 'Věrný fanoušek' }),
  ).toBeVisible();

  // A code is used once: applied again, it is refused with the catalogue's message.
  await section.getByRole('textbox', { name: 'Kód voucheru' }).fill(code!);
  await section.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(member.getByText('Tento kód voucheru už byl uplatněn.')).toBeVisible();
  await finishAccessibilityChecks();
  await context.close();
});
