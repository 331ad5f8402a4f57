import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoSideScroll,
  logInToBackOffice,
  PHONE,
  rememberConsent,
  signUpCustomer,
  test,
  watchAccessibility,
} from './fixtures';
import { idTokenFor, verifyEmail } from './identity';
import { mailsTo } from './outbox';
import { createStandingEvent, signUpStaff } from './setUp';

/**
 * A holder passes a ticket on: bought on the event's page and paid in the gateway's simulator, passed
 * from the account to a friend's e-mail; the friend opens the e-mail's link, signs in and accepts it,
 * and finds it in their account; at the gate the holder's old QR code is refused and the friend's new
 * one admitted.
 */

interface HeldTicket {
  uuid: string;
  code: string;
  qrPayload: string;
  version: number;
  event: { uuid: string; name: string };
}

/** The tickets someone holds, as their account reads them. */
async function heldTickets(request: APIRequestContext, person: { email: string; password: string }) {
  const res = await request.get('/api/v1/auth/tickets?period=all', {
    headers: { 'id-token': await idTokenFor(request, person.email, person.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: HeldTicket[] }).data;
}

/** A verified customer with a browser of their own, not signed in yet. */
async function customer(browser: Browser, request: APIRequestContext) {
  const person = await signUpCustomer(request);
  await verifyEmail(request, person.email);
  const context = await browser.newContext({ locale: 'cs-CZ' });
  await rememberConsent(context);
  const page = await context.newPage();
  const finish = watchAccessibility(page);
  return { ...person, page, finish };
}

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

test('a holder passes a ticket on: the friend accepts it from the e-mail, and the gate refuses the old code and admits the new one', async ({
  browser,
  request,
}) => {
  // Three people sign in and a gate checks two codes: a long journey on two shared cores.
  test.slow();
  const name = `Derby pro kamaráda ${Date.now()}`;
  const eventUuid = await createStandingEvent(request, { name, venue: 'Hala Vodova', capacity: 50 });
  const [holder, friend] = await Promise.all([customer(browser, request), customer(browser, request)]);

  // The holder buys one standing ticket and pays in the gateway's simulator.
  await holder.page.goto('/prihlaseni');
  await signIn(holder.page, holder);
  await expect(holder.page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  await holder.page.goto(`/akce-a-vstupenky/${eventUuid}`);
  await holder.page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  await holder.page.getByRole('button', { name: 'O jednu více: Stání' }).click();
  await holder.page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(holder.page).toHaveURL(/\/app\/objednavka$/);
  await holder.page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await holder.page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(holder.page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await holder.page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(holder.page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
  const [bought] = (await heldTickets(request, holder)).filter((t) => t.event.uuid === eventUuid);
  expect(bought, 'the bought ticket is among the holder’s tickets').toBeTruthy();
  const oldCode = bought!.qrPayload;

  // From the account: "Předat vstupenku", the friend's e-mail, a confirmation.
  await holder.page.goto('/app/ucet');
  const mine = holder.page.getByRole('region', { name: 'Moje vstupenky' });
  const card = mine.getByRole('listitem', { name });
  await expect(card.getByText('Platná')).toBeVisible();
  await card.getByRole('button', { name: `Předat vstupenku na ${name}` }).click();
  const dialog = holder.page.getByRole('dialog', { name: 'Předat vstupenku' });
  await dialog.getByRole('textbox', { name: 'E-mail příjemce' }).fill(friend.email);
  await dialog.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(
    dialog.getByText(`Opravdu předat vstupenku na ${name} na e-mail ${friend.email}?`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Předat vstupenku' }).click();
  await expect(holder.page.getByText(`Odkaz na převzetí jsme poslali na ${friend.email}.`)).toBeVisible();
  await expect(card.getByText('Čeká na převzetí')).toBeVisible();
  await expect(card.getByRole('button', { name: `Zrušit předání vstupenky na ${name}` })).toBeVisible();

  // The friend opens the e-mail's link on a phone, signs in there, comes back and accepts.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { texts } = await mailsTo(process.env.TRIBUNA_E2E_DATA_DIR!, friend.email);
      link = texts.join('\n').match(/https?:\/\/[^\s"<>]*\/app\/vstupenky\/prevod\/[^\s"<>]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const path = new URL(link!).pathname;
  await friend.page.setViewportSize(PHONE);
  await friend.page.goto(path);
  await expect(friend.page).toHaveURL(/\/prihlaseni\?redirect=/);
  await signIn(friend.page, friend);
  await expect(friend.page).toHaveURL(new RegExp(`${path}$`));
  await expect(friend.page.getByRole('heading', { name: 'Převzetí vstupenky' })).toBeVisible();
  await expect(friend.page.getByText(/vám předává vstupenku\.$/)).toBeVisible();
  await expect(friend.page.getByText(name)).toBeVisible();
  await expectNoSideScroll(friend.page);
  await friend.page.getByRole('button', { name: 'Přijmout vstupenku' }).click();
  await expect(friend.page.getByText(/^Vstupenka je vaše\./)).toBeVisible();
  await friend.page.getByRole('link', { name: 'Moje vstupenky' }).click();
  const theirs = friend.page.getByRole('region', { name: 'Moje vstupenky' });
  const received = theirs.getByRole('listitem', { name });
  await expect(received.getByText('Platná')).toBeVisible();
  await expectNoSideScroll(friend.page);
  // Their way in at the gate: the ticket's QR code, from the account.
  await received.getByRole('button', { name: `Zobrazit QR kód vstupenky na ${name}` }).click();
  const qr = friend.page.getByRole('dialog', { name: `Vstupenka na ${name}` });
  await expect(qr.getByRole('img', { name: /^QR kód vstupenky / })).toBeVisible();
  await qr.getByRole('button', { name: 'Zavřít' }).click();
  await expect(qr).toBeHidden();

  // The holder's account no longer lists it; the friend's ticket has a new code.
  await holder.page.reload();
  await expect(mine.getByText('Zatím nemáte žádné vstupenky.')).toBeVisible();
  const [passed] = (await heldTickets(request, friend)).filter((t) => t.event.uuid === eventUuid);
  expect(passed?.version).toBe(2);
  const newCode = passed!.qrPayload;
  expect(newCode).not.toBe(oldCode);

  // At the gate: the old QR code is refused, the new one admitted.
  const checker = await signUpStaff(request, ['ticket_checker']);
  const gate = await browser.newPage();
  await rememberConsent(gate);
  const finishGate = watchAccessibility(gate);
  await logInToBackOffice(gate, checker.email, checker.password);
  await gate.getByRole('menuitem', { name: 'Kontrola vstupenek' }).click();
  await gate.getByRole('link', { name: new RegExp(name) }).click();
  await gate.getByLabel('Název brány').fill('Brána A');
  await gate.getByRole('button', { name: 'Začít kontrolovat' }).click();
  const input = gate.getByLabel('Kód vstupenky nebo QR kód');
  await input.fill(oldCode);
  await input.press('Enter');
  await expect(gate.getByRole('status').filter({ hasText: 'Neplatná vstupenka' })).toBeVisible();
  await expect(gate.getByText('Odbaveno 0 z 1')).toBeVisible();
  await input.fill(newCode);
  await input.press('Enter');
  await expect(gate.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(gate.getByText('Odbaveno 1 z 1')).toBeVisible();

  await holder.finish();
  await friend.finish();
  await finishGate();
});
