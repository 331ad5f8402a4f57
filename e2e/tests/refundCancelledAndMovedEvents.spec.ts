import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { pragueTime, register, signedIn, useEmptyServerWithAdmin } from './emptyServer';
import { expect, logInToBackOffice, test } from './fixtures';
import { idTokenFor } from './identity';
import { mailsTo } from './outbox';
import { ownServerOrigin } from './ownServer';

/**
 * Money back when an event is called off or moved, on a server of its own that starts from an empty
 * database: its first administrator made with `npm run create-admin`, the events and the staff made
 * through the API, the tickets bought and the refunds made through the screens, as buyers and staff
 * would. The journeys share the server and run in order.
 */
const PORT_OFFSET = 30;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'refunds';
const dataDir = `${process.env.TRIBUNA_E2E_DATA_DIR}-${NAME}`;

test.use({ baseURL: origin });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-vraceni-${tag}@example.com`, password: 'Spravce2026' };
const staff = { email: `pokladna-${tag}@example.com`, password: 'Pokladna2026' };

// Its jobs (the cancellation's refunds, the buyers' notices) run every two seconds rather than
// every minute, so the journeys read what they did without waiting.
useEmptyServerWithAdmin({
  name: NAME,
  portOffset: PORT_OFFSET,
  admin,
  env: { JOB_INTERVAL_SECONDS: '2' },
  mode: 'serial',
});

async function adminHeaders(request: APIRequestContext) {
  return { 'id-token': await idTokenFor(request, admin.email, admin.password) };
}

/** The cash desk's staff member: orders and events (refunds, cancellations, refund requests). */
async function registerStaff(request: APIRequestContext) {
  await register(request, staff);
  const token = await idTokenFor(request, staff.email, staff.password);
  const me = await request.get('/api/v1/auth/logged-user', { headers: { 'id-token': token } });
  expect(me.status(), await me.text()).toBe(200);
  const granted = await request.post('/api/v1/auth/set-roles', {
    headers: await adminHeaders(request),
    data: { userUuid: ((await me.json()) as { uuid: string }).uuid, roles: ['order_admin', 'event_admin'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A published standing event on sale now, one category `S` ("Stání", 300 Kč) of `capacity` places. */
async function createEvent(request: APIRequestContext, name: string, capacity: number) {
  const created = await request.post('/api/v1/admin/events', {
    headers: await adminHeaders(request),
    data: {
      name: { cs: name },
      text: { cs: '<p>Večer</p>' },
      venue: 'Hala Vodova',
      startsAt: hoursFromNow(48),
      endsAt: hoursFromNow(51),
      saleFrom: hoursFromNow(-1),
      saleTo: hoursFromNow(47),
      published: true,
      categories: [
        { key: 'S', name: { cs: 'Stání' }, color: '#0044aa', priceCzk: 30_000, priceEur: 1_200, capacity },
      ],
      seatingPlan: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** One standing ticket of the event, from its page to the gateway's simulator and back, paid. */
async function buyTicket(page: Page, eventUuid: string) {
  await page.goto(`/akce-a-vstupenky/${eventUuid}`);
  await page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  await page.getByRole('button', { name: 'O jednu více: Stání' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Počet vstupenek: Stání' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(page).toHaveURL(/\/app\/objednavka$/);
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
}

interface AccountOrder {
  uuid: string;
  tickets: { code: string; eventUuid: string; voidedAt: string | null }[];
}

/** The buyer's orders as their account lists them. */
async function ordersOf(request: APIRequestContext, person: { email: string; password: string }) {
  const res = await request.get('/api/v1/users/me/orders', {
    headers: { 'id-token': await idTokenFor(request, person.email, person.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: AccountOrder[] }).data;
}

/** The ticket codes of the buyer's tickets of the event. */
async function ticketCodes(
  request: APIRequestContext,
  person: { email: string; password: string },
  eventUuid: string,
) {
  return (await ordersOf(request, person)).flatMap((order) =>
    order.tickets.filter((ticket) => ticket.eventUuid === eventUuid).map((ticket) => ticket.code),
  );
}

test('staff cancel an event with two buyers: both are refunded and told, get a credit note, and the gate refuses their tickets; a refunded place is bought again', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const concert = `Koncert ke zrušení ${tag}`;
  const derby = `Derby na poslední místo ${tag}`;
  const concertUuid = await createEvent(request, concert, 2);
  const derbyUuid = await createEvent(request, derby, 1);
  await registerStaff(request);
  const buyers = [
    { email: `kupujici-a-${tag}@example.com`, password: 'Fanousek2026' },
    { email: `kupujici-b-${tag}@example.com`, password: 'Fanousek2026' },
  ];
  for (const buyer of buyers) await register(request, buyer);

  // Each buyer buys one of the concert's two places, in a browser of their own.
  const sessions = await Promise.all(buyers.map((buyer) => signedIn(browser, origin, buyer)));
  await Promise.all(sessions.map(({ page: buyerPage }) => buyTicket(buyerPage, concertUuid)));
  const codes = (await Promise.all(buyers.map((buyer) => ticketCodes(request, buyer, concertUuid)))).flat();
  expect(codes).toHaveLength(2);

  // The cash desk cancels the concert from its page in the back office, and follows the refunds.
  await logInToBackOffice(page, staff.email, staff.password);
  await page.goto(`/admin/events/${concertUuid}/show`);
  await page.getByRole('button', { name: 'Zrušit akci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zrušit akci' });
  await dialog.getByRole('textbox', { name: 'Důvod zrušení' }).fill('Onemocnění kapely');
  await expect(
    dialog.getByRole('checkbox', { name: 'Vrátit peníze za všechny zaplacené objednávky' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Zrušit akci' }).click();
  const cancellation = page.getByRole('region', { name: 'Zrušení akce' });
  await expect(cancellation.getByText('Akce je zrušená: Onemocnění kapely')).toBeVisible();
  await expect(cancellation.getByText('Vráceno 2 z 2 objednávek, nezdařilo se 0')).toBeVisible({
    timeout: 60_000,
  });
  await expect(cancellation.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // The refunds are listed for the event, each refunded.
  await page.getByRole('menuitem', { name: 'Vrácení peněz', exact: true }).click();
  for (const buyer of buyers) {
    const row = page.getByRole('row', { name: new RegExp(buyer.email) });
    await expect(row).toContainText('Vráceno');
  }

  // Every buyer is told the event is cancelled, and gets the credit note of their invoice.
  for (const buyer of buyers) {
    await expect
      .poll(
        async () => (await mailsTo(dataDir, buyer.email)).pdfs.filter((pdf) => /Opravný/.test(pdf)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const mails = await mailsTo(dataDir, buyer.email);
    // In the order's language, with the reason, saying the money is coming back.
    const told = mails.texts.filter(
      (text) => text.includes(concert) && text.includes('je zrušena') && text.includes('Onemocnění kapely'),
    );
    expect(told).toHaveLength(1);
    const creditNote = mails.pdfs.find((pdf) => /Opravný/.test(pdf))!;
    expect(creditNote).toContain('Onemocnění kapely');
  }

  // At the gate, their tickets are invalid.
  const headers = await adminHeaders(request);
  for (const code of codes) {
    const checked = await request.post(`/api/v1/admin/tickets/gate/events/${concertUuid}/check-in`, {
      headers,
      data: { input: code, gate: 'Hlavní vchod' },
    });
    expect(checked.status(), await checked.text()).toBe(404);
    const body = (await checked.json()) as { name: string; details?: { reason?: string } };
    expect(body.name).toBe('ticketNotFound');
    expect(body.details?.reason).toBe('voided');
  }

  // The storefront marks the concert cancelled and sells nothing more of it.
  const [first, second] = sessions;
  await first!.page.goto(`/akce-a-vstupenky/${concertUuid}`);
  await expect(first!.page.getByText('Zrušeno', { exact: true }).first()).toBeVisible();
  await expect(first!.page.getByRole('link', { name: 'Koupit vstupenky' })).toHaveCount(0);

  // The derby's last place: the first buyer takes it, the cash desk refunds it from the order's page,
  // and the place is on sale again for the second buyer.
  await buyTicket(first!.page, derbyUuid);
  const [derbyOrder] = (await ordersOf(request, buyers[0]!)).filter((order) =>
    order.tickets.some((ticket) => ticket.eventUuid === derbyUuid),
  );
  expect(derbyOrder).toBeTruthy();
  await page.goto(`/admin/orders/${derbyOrder!.uuid}/show`);
  await page.getByRole('button', { name: 'Vrátit peníze' }).click();
  const refund = page.getByRole('dialog', { name: 'Vrátit peníze za objednávku' });
  await expect(refund.getByRole('radio', { name: 'Celou objednávku' })).toBeChecked();
  await refund.getByRole('textbox', { name: 'Důvod' }).fill('Nemůže přijít');
  await refund.getByRole('button', { name: 'Vrátit peníze' }).click();
  await expect(refund.getByRole('status')).toContainText('Peníze byly vráceny.');
  await refund.getByRole('button', { name: 'Zavřít' }).click();
  await expect.poll(async () => (await ticketCodes(request, buyers[1]!, derbyUuid)).length).toBe(0);
  await buyTicket(second!.page, derbyUuid);
  expect(await ticketCodes(request, buyers[1]!, derbyUuid)).toHaveLength(1);

  for (const session of sessions) {
    await session.finish();
    await session.close();
  }
});

test('a buyer of a moved event asks for a refund from the account, and staff approve it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const match = `Zápas k přesunutí ${tag}`;
  const matchUuid = await createEvent(request, match, 10);
  const buyer = { email: `kupujici-c-${tag}@example.com`, password: 'Fanousek2026' };
  await register(request, buyer);
  const session = await signedIn(browser, origin, buyer);
  await buyTicket(session.page, matchUuid);

  // The cash desk moves the match a week later and lets holders ask for their money for three days.
  await logInToBackOffice(page, staff.email, staff.password);
  await page.goto(`/admin/events/${matchUuid}`);
  await page.getByLabel(/^Začátek/).fill(pragueTime(48 + 168));
  await page.getByLabel(/^Konec/).fill(pragueTime(51 + 168));
  await page.getByLabel(/^Žádosti o vrácení peněz do/).fill(pragueTime(72));
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/events(\/[0-9a-f-]{36})?$/);

  // The holder is told by e-mail, and asks from the account.
  await expect
    .poll(
      async () =>
        (await mailsTo(dataDir, buyer.email)).texts.filter(
          (text) =>
            text.includes(match) && text.includes('se přesouvá') && text.includes('požádat o vrácení'),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await session.page.goto('/app/ucet');
  const orders = session.page.getByRole('region', { name: 'Moje objednávky' });
  await expect(orders.getByText(new RegExp(`Akce ${match} se přesunula`))).toBeVisible();
  await orders.getByRole('button', { name: `Požádat o vrácení peněz za vstupenky na akci ${match}` }).click();
  await expect(orders.getByText('Žádost o vrácení peněz jsme přijali, brzy ji vyřídíme.')).toBeVisible();

  // The cash desk approves the request; the refund is made and the ticket taken back.
  await page.getByRole('menuitem', { name: 'Žádosti o vrácení peněz' }).click();
  const row = page.getByRole('row', { name: new RegExp(buyer.email) });
  await expect(row).toContainText(match);
  await row.getByRole('button', { name: 'Schválit' }).click();
  await expect(page.getByText('Žádost je schválená, peníze se vracejí.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Stav' }).click();
  await page.getByRole('option', { name: 'Schváleno' }).click();
  await page
    .getByRole('row', { name: new RegExp(buyer.email) })
    .getByRole('link', { name: 'Zobrazit vrácení' })
    .click();
  await expect(page.getByText('Vráceno', { exact: true })).toBeVisible();

  await session.page.reload();
  await expect(orders.getByText('Žádost je schválená, peníze vám vracíme.')).toBeVisible();
  await expect(orders.getByText('Vrácené vstupenky: 1')).toBeVisible();
  await session.finish();
  await session.close();
});
