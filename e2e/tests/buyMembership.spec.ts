import { randomUUID } from 'node:crypto';
import { expect, signUpCustomer, test, watchAccessibility } from './fixtures';
import { oobCodeFor, verifyEmail } from './identity';

test('a visitor picks a plan, registers, pays in the gateway and sees the active membership on the account page', async ({
  page,
  request,
}) => {
  // Registration, e-mail verification, login, the gateway and back: a long journey on two shared cores.
  test.slow();
  const finishAccessibilityChecks = watchAccessibility(page);
  const email = `novy-clen-${randomUUID()}@example.com`;
  const password = 'Fanousek2026';

  await page.goto('/clenstvi');
  const plan = page.getByRole('article', { name: 'Měsíční členství' });
  await plan.getByRole('button', { name: /^Koupit/ }).click();

  // Not signed in: to the login, and from there to the registration, the choice kept.
  await expect(page).toHaveURL(/\/prihlaseni\?redirect=/);
  await page.getByRole('link', { name: 'Zaregistrujte se' }).click();
  await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Marie');
  await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Nováková');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill(password);
  await page.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte svůj e-mail' })).toBeVisible();

  const code = await oobCodeFor(request, email, 'VERIFY_EMAIL');
  await page.goto(`/obnova-hesla?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await page.getByRole('link', { name: 'Přejít na přihlášení' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();

  // The login continues to the order of the plan picked before.
  await expect(page).toHaveURL(/\/app\/clenstvi\/objednavka\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávka členství' })).toBeVisible();
  await expect(page.getByText('Měsíční členství', { exact: true })).toBeVisible();
  await expect(page.getByTestId('subscription-order-price')).toHaveText(/^129\sKč$/);
  await expect(page.getByText(/automaticky obnovovat/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit' }).click();

  // The gateway (the built-in simulator) shows the order and keeps the card for renewals.
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await expect(page.getByText('Karta se uloží pro opakované platby.')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Zaplatit' });
  const clicked = Date.now();
  await pay.click();

  await expect(page).toHaveURL(/\/clenstvi\/objednavka\/dokonceno$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Členství je aktivní' })).toBeVisible();
  await expect(page.getByTestId('active-membership').filter({ hasText: 'Měsíční členství' })).toBeVisible();
  await page.getByRole('link', { name: 'Přejít na můj účet' }).click();
  const memberships = page.getByRole('region', { name: 'Moje členství' });
  const active = memberships.getByTestId('active-membership').filter({ hasText: 'Měsíční členství' });
  await expect(active).toBeVisible();
  console.log(`pay→active membership: ${Date.now() - clicked} ms`);
  await expect(active.getByText('Obnovuje se automaticky')).toBeVisible();
  await expect(active.getByText(/^Platí do \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  // The plans page now says it is owned.
  await page.goto('/clenstvi');
  await expect(
    page.getByRole('article', { name: 'Měsíční členství' }).getByText('Máte aktivní'),
  ).toBeVisible();

  // Stopping the renewal keeps the membership until its end.
  await page.goto('/app/ucet');
  await page.getByRole('button', { name: 'Zastavit obnovování členství Měsíční členství' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ano, pokračovat' }).click();
  await expect(page.getByText(/Obnovování je zastavené/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moje členství' }).getByText('Neobnovuje se')).toBeVisible();
  await finishAccessibilityChecks();
});

test('a declined payment leaves the membership order unpaid with a clear message, and it can be paid again', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);

  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  await page.goto('/clenstvi');
  // The page comes as a visitor sees it until the session is restored (when the browser is idle):
  // the member buys once the header knows them, or the choice would go to the login first.
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  await page
    .getByRole('article', { name: 'Věrný fanoušek' })
    .getByRole('button', { name: /^Koupit/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávka členství' })).toBeVisible();
  await expect(page.getByTestId('subscription-order-price')).toHaveText(/^2\s490\sKč$/);
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit' }).click();

  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(page).toHaveURL(/\/objednavka\/dokoncena\?/);
  await expect(
    page.getByText('Banka platbu zamítla. Zkuste to prosím znovu, případně jinou kartou.'),
  ).toBeVisible();

  // The order waits unpaid; no membership was given.
  await page.getByRole('link', { name: 'Zpět na objednávku' }).click();
  await expect(page.getByText('Čeká na zaplacení')).toBeVisible();
  await expect(page.getByText(/Věrný fanoušek/)).toBeVisible();
  await page.goto('/app/ucet');
  await expect(
    page.getByRole('region', { name: 'Moje členství' }).getByText('Zatím nemáte žádné aktivní členství.'),
  ).toBeVisible();

  // Paid from the cart on the second try, the membership is active.
  await page.goto('/app/objednavka');
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Členství je aktivní' })).toBeVisible();
  await expect(page.getByTestId('active-membership').filter({ hasText: 'Věrný fanoušek' })).toBeVisible();
});
