import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { register, signedIn, useEmptyServerWithAdmin } from './emptyServer';
import { expect, expectNoSideScroll, logInToBackOffice, orderAndPaySeats, PHONE, test } from './fixtures';
import { idTokenFor } from './identity';
import { mailsTo } from './outbox';
import { ownServerOrigin } from './ownServer';

/**
 * The waiting list of a sold-out event, on a server of its own that starts from an empty database:
 * a buyer takes both seats of a small seated event, two fans join its list (the first in a browser on
 * a phone, the second through the API), the cash desk refunds the buyer's order in the back office,
 * and the two seats that come back are offered to the first in line, who opens the offer's e-mail
 * link and pays with the gateway's simulator; the second keeps waiting, first in line now.
 */
const PORT_OFFSET = 60;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'waitlist';
const dataDir = `${process.env.TRIBUNA_E2E_DATA_DIR}-${NAME}`;

test.use({ baseURL: origin });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-poradi-${tag}@example.com`, password: 'Spravce2026' };

// The jobs (the offers, their expiry) run every two seconds rather than every minute.
useEmptyServerWithAdmin({
  name: NAME,
  portOffset: PORT_OFFSET,
  admin,
  env: { JOB_INTERVAL_SECONDS: '2' },
});

const adminHeaders = async (request: APIRequestContext) => ({
  'id-token': await idTokenFor(request, admin.email, admin.password),
});
const fromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A published seated event on sale: one row of two seats, category A at 500 Kč. */
async function createSmallSeatedEvent(request: APIRequestContext, name: string) {
  const created = await request.post('/api/v1/admin/events', {
    headers: await adminHeaders(request),
    data: {
      name: { cs: name },
      text: { cs: '<p>Zápas, na který se nedostane každý.</p>' },
      venue: 'Malá hala',
      startsAt: fromNow(48),
      endsAt: fromNow(50),
      saleFrom: fromNow(-1),
      saleTo: fromNow(47),
      published: true,
      categories: [{ key: 'A', name: { cs: 'Lóže' }, color: '#0044aa', priceCzk: 50_000, priceEur: 2_000 }],
      seatingPlan: {
        stage: { x: 0, y: 0, width: 100, height: 10 },
        sections: [
          {
            key: 'L',
            name: { cs: 'Lóže' },
            rows: [
              {
                label: '1',
                seats: ['1', '2'].map((label, i) => ({ label, x: 40 + i * 8, y: 40, category: 'A' })),
              },
            ],
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

interface Entry {
  uuid: string;
  subjectUuid: string;
  status: string;
  position: number | null;
  offer: { quantity: number; seats: unknown[] } | null;
}

async function entriesOf(request: APIRequestContext, person: { email: string; password: string }) {
  const res = await request.get('/api/v1/auth/waitlists', {
    headers: { 'id-token': await idTokenFor(request, person.email, person.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
}

test('a sold-out event: a fan joins its waiting list, a refund frees two seats, the first in line is offered them and pays', async ({
  browser,
  page,
  request,
}) => {
  // Three people, the back office, the gateway and the offers job: a long journey on two shared cores.
  test.slow();
  const name = `Derby o postup ${tag}`;
  const eventUuid = await createSmallSeatedEvent(request, name);
  const holder = { email: `drzitel-${tag}@example.com`, password: 'Drzitel2026' };
  const first = { email: `prvni-${tag}@example.com`, password: 'Prvni2026' };
  const second = { email: `druha-${tag}@example.com`, password: 'Druha2026' };
  for (const person of [holder, first, second]) await register(request, person);
  const secondHeaders = { 'id-token': await idTokenFor(request, second.email, second.password) };

  // While seats are on sale, nobody needs the list.
  const early = await request.post(`/api/v1/events/${eventUuid}/waitlist`, {
    headers: secondHeaders,
    data: { quantity: 1 },
  });
  expect(early.status(), await early.text()).toBe(409);
  expect(((await early.json()) as { name: string }).name).toBe('waitlistNotNeeded');

  // The holder takes both seats: the event is sold out.
  const buyer = await signedIn(browser, origin, holder);
  await buyer.page.goto(`/akce-a-vstupenky/${eventUuid}`);
  await buyer.page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  await buyer.page.getByRole('button', { name: 'Vybrat 2 nejlepší místa' }).click();
  await expect(buyer.page.getByTestId('selected-seats').getByRole('listitem')).toHaveCount(2);
  await orderAndPaySeats(buyer.page, (await buyer.page.getByTestId('seat-total').textContent())!, 2);
  await buyer.finish();
  await buyer.close();

  // The first fan, on a phone, joins the list from the event's page, asking for two tickets.
  const fan = await signedIn(browser, origin, first);
  await fan.page.setViewportSize(PHONE);
  await fan.page.goto(`/akce-a-vstupenky/${eventUuid}`);
  await expect(fan.page.getByText('Vyprodáno', { exact: true }).first()).toBeVisible();
  const list = fan.page.getByRole('region', { name: 'Čekací listina' });
  await expect(list.getByText(/^Vyprodáno\. Zařaďte se do čekací listiny/)).toBeVisible();
  await expect(fan.page.getByRole('link', { name: 'Koupit vstupenky' })).toHaveCount(0);
  await list.getByRole('combobox', { name: 'Počet vstupenek' }).click();
  await fan.page.getByRole('option', { name: '2' }).click();
  await list.getByRole('button', { name: 'Zařadit se do čekací listiny' }).click();
  await expect(list.getByText('Vaše pořadí: 1.')).toBeVisible();
  await expect(list.getByText('Čekáte na 2 místa.')).toBeVisible();
  await expectNoSideScroll(fan.page);

  // The second fan joins through the API, for one ticket: second in line.
  const joined = await request.post(`/api/v1/events/${eventUuid}/waitlist`, {
    headers: secondHeaders,
    data: { quantity: 1 },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  expect(((await joined.json()) as { position: number }).position).toBe(2);

  // The cash desk (the administrator here) refunds the holder's order from its page in the back office.
  const holderOrders = await request.get('/api/v1/users/me/orders', {
    headers: { 'id-token': await idTokenFor(request, holder.email, holder.password) },
  });
  const [order] = ((await holderOrders.json()) as { data: { uuid: string }[] }).data;
  expect(order).toBeTruthy();
  await logInToBackOffice(page, admin.email, admin.password);
  await page.goto(`/admin/orders/${order!.uuid}/show`);
  await page.getByRole('button', { name: 'Vrátit peníze' }).click();
  const refund = page.getByRole('dialog', { name: 'Vrátit peníze za objednávku' });
  await expect(refund.getByRole('radio', { name: 'Celou objednávku' })).toBeChecked();
  await refund.getByRole('textbox', { name: 'Důvod' }).fill('Nemůže přijít');
  await refund.getByRole('button', { name: 'Vrátit peníze' }).click();
  await expect(refund.getByRole('status')).toContainText('Peníze byly vráceny.');
  await refund.getByRole('button', { name: 'Zavřít' }).click();

  // The two seats are offered to the first in line, not to the second, who is first now.
  await expect
    .poll(async () => (await entriesOf(request, first)).find((e) => e.subjectUuid === eventUuid)?.status, {
      timeout: 60_000,
    })
    .toBe('offered');
  const [offer] = (await entriesOf(request, first)).filter((e) => e.subjectUuid === eventUuid);
  expect(offer!.offer).toMatchObject({ quantity: 2 });
  expect(offer!.offer!.seats).toHaveLength(2);
  const [stillWaiting] = (await entriesOf(request, second)).filter((e) => e.subjectUuid === eventUuid);
  expect(stillWaiting).toMatchObject({ status: 'waiting', position: 1 });

  // The back office's list shows them so.
  await page.goto(`/admin/events/${eventUuid}/show`);
  const staffList = page.getByRole('region', { name: 'Lidé v čekací listině' });
  // The back office loads afresh here, beside the other journeys' servers and browsers.
  await expect(staffList.getByRole('row', { name: new RegExp(first.email) })).toContainText('Nabídka', {
    timeout: 60_000,
  });
  await expect(staffList.getByRole('row', { name: new RegExp(second.email) })).toContainText('Čeká');

  // Nobody outside the list can take the seats: the event is still sold out for others.
  await fan.page.reload();
  await expect(list.getByText(/^Uvolnila se pro vás místa! Držíme je do /)).toBeVisible();
  await expect(fan.page.getByRole('link', { name: 'Koupit vstupenky' })).toHaveCount(0);

  // The offer's e-mail, in the fan's language, links straight to paying.
  let link = '';
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(dataDir, first.email)).texts.filter((text) => text.includes(name));
        link = /https?:\/\/\S+\?waitlist=[0-9a-f-]{36}/.exec(texts.join('\n'))?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await fan.page.goto(new URL(link).pathname + new URL(link).search);
  await expect(fan.page).toHaveURL(/\/app\/objednavka$/);
  await expect(fan.page.getByRole('row', { name: /Vstupenka: / })).toHaveCount(2);
  await expect(fan.page.getByTestId('order-total')).toHaveText(/^1\s000\sKč$/);
  await fan.page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await fan.page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(fan.page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await fan.page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(fan.page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
  const tickets = fan.page.getByRole('region', { name: 'Vaše vstupenky' });
  await expect(tickets.getByRole('link', { name: /^Vstupenka .*Lóže.*\(PDF\)$/ })).toHaveCount(2);

  // The account shows the list's entry as paid.
  await fan.page.goto('/app/ucet');
  const mine = fan.page.getByRole('region', { name: 'Čekací listiny' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Zaplaceno');
  await expectNoSideScroll(fan.page);
  await fan.finish();
  await fan.close();
});
