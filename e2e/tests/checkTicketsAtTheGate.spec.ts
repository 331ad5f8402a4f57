import { expect, expectNoSideScroll, logInToBackOffice, PHONE, test } from './fixtures';
import { adminHeaders, createStandingEvent, issueTickets, signUpStaff } from './setUp';

test('a ticket checker checks tickets in at the gate, online and offline', async ({
  page,
  context,
  request,
}) => {
  const eventUuid = await createStandingEvent(request, {
    name: `Koncert u brány ${Date.now()}`,
    venue: 'Hala Vodova',
    capacity: 100,
  });
  const [first, second] = await issueTickets(request, eventUuid, ['Jana Nováková', 'Petr Svoboda']);
  const checker = await signUpStaff(request, ['ticket_checker']);
  const admin = await adminHeaders(request);

  await logInToBackOffice(page, checker.email, checker.password);
  await page.getByRole('menuitem', { name: 'Kontrola vstupenek' }).click();
  await page.getByRole('link', { name: /Koncert u brány/ }).click();
  await page.getByLabel('Název brány').fill('Brána A');
  await page.getByRole('button', { name: 'Začít kontrolovat' }).click();
  await expect(page.getByText('Odbaveno 0 z 2')).toBeVisible();

  // A keyboard-wedge scanner types the code and presses Enter.
  const code = page.getByLabel('Kód vstupenky nebo QR kód');
  await code.fill(first!);
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(page.getByText('Odbaveno 1 z 2')).toBeVisible();
  await code.fill(first!);
  await code.press('Enter');
  const already = page.getByRole('status').filter({ hasText: 'Už odbavena' });
  await expect(already).toBeVisible();
  await expect(already).toContainText('brána Brána A');

  await context.setOffline(true);
  await code.fill(second!.toLowerCase());
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(page.getByText('Bez připojení, čeká k odeslání: 1')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Synchronizováno odbavení: 1')).toBeVisible();
  await expect(page.getByText('Připojeno', { exact: true })).toBeVisible();
  const list = await request.get(`/api/v1/admin/tickets?eventUuid=${eventUuid}&checked=true`, {
    headers: admin,
  });
  expect(((await list.json()) as { total: number }).total).toBe(2);

  // A checker's phone: the gate fits its width, in Slovak too, with the page's title in full.
  await page.setViewportSize(PHONE);
  await expect(page.getByText('Odbaveno 2 z 2')).toBeVisible();
  await expectNoSideScroll(page);
  await page.goto(`/sk/admin/kontrola-vstupeniek/${eventUuid}`);
  await expect(page.getByLabel('Kód vstupenky alebo QR kód')).toBeVisible();
  await expect(page.getByText('Odbavené 2 z 2')).toBeVisible();
  const title = page.locator('header h1');
  await expect(title).toHaveText('Kontrola vstupeniek');
  expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
  await expectNoSideScroll(page);
});
