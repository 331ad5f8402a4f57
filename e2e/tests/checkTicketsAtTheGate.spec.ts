import {
  DEMO_ADMIN,
  expect,
  expectNoSideScroll,
  logInToBackOffice,
  PHONE,
  signUpCustomer,
  test,
} from './fixtures';
import { idTokenFor, verifyEmail } from './identity';

const iso = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('a ticket checker checks tickets in at the gate, online and offline', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const admin = { 'id-token': adminToken };
  const event = await request.post('/api/v1/admin/events', {
    headers: admin,
    data: {
      name: { cs: `Koncert u brány ${Date.now()}` },
      text: { cs: '<p>Večer</p>' },
      venue: 'Hala Vodova',
      startsAt: iso(2),
      endsAt: iso(5),
      saleFrom: iso(-1),
      saleTo: iso(1),
      published: true,
      categories: [
        {
          key: 'S',
          name: { cs: 'Stání' },
          color: '#0044aa',
          priceCzk: 30_000,
          priceEur: 1_200,
          capacity: 100,
        },
      ],
      seatingPlan: null,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventUuid = ((await event.json()) as { uuid: string }).uuid;
  const issued = await request.post('/api/v1/admin/order/generate/tickets', {
    headers: admin,
    data: { eventUuid, category: 'S', names: ['Jana Nováková', 'Petr Svoboda'] },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const [first, second] = (await issued.json()) as { code: string }[];

  const checker = await signUpCustomer(request);
  await verifyEmail(request, checker.email);
  const checkerToken = await idTokenFor(request, checker.email, checker.password);
  const me = await request.get('/api/v1/auth/logged-user', { headers: { 'id-token': checkerToken } });
  const granted = await request.post('/api/v1/auth/set-roles', {
    headers: admin,
    data: { userUuid: ((await me.json()) as { uuid: string }).uuid, roles: ['ticket_checker'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  await logInToBackOffice(page, checker.email, checker.password);
  await page.getByRole('menuitem', { name: 'Kontrola vstupenek' }).click();
  await page.getByRole('link', { name: /Koncert u brány/ }).click();
  await page.getByLabel('Název brány').fill('Brána A');
  await expect(page.getByText('Odbaveno 0 z 2')).toBeVisible();

  // A keyboard-wedge scanner types the code and presses Enter.
  const code = page.getByLabel('Kód vstupenky nebo QR kód');
  await code.fill(first!.code);
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(page.getByText('Odbaveno 1 z 2')).toBeVisible();
  await code.fill(first!.code);
  await code.press('Enter');
  const already = page.getByRole('status').filter({ hasText: 'Už odbavena' });
  await expect(already).toBeVisible();
  await expect(already).toContainText('brána Brána A');

  await context.setOffline(true);
  await code.fill(second!.code.toLowerCase());
  await code.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
  await expect(page.getByText('Offline, čeká k odeslání: 1')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Synchronizováno odbavení: 1')).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
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
