import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { register, sectorOfTwoRowsOfTen, signedIn, useEmptyServerWithAdmin } from './emptyServer';
import {
  expect,
  expectNoSideScroll,
  orderAndPaySeats,
  PHONE,
  rememberConsent,
  test,
  watchAccessibility,
} from './fixtures';
import { idTokenFor } from './identity';
import { ownServerOrigin } from './ownServer';

/**
 * The waiting room of a sale, on a server of its own that starts from an empty database: staff
 * switch the room on for a seated event through the admin API, visitors join before the sale
 * starts (two in browsers, four through the API), the places are drawn at the start, the line
 * moves at the rate staff set, and a visitor let in buys seats with the room's pass.
 */
const PORT_OFFSET = 45;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'waiting-room';

test.use({ baseURL: origin });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-cekarny-${tag}@example.com`, password: 'Spravce2026' };

// The admission runs every second once the jobs run by themselves.
useEmptyServerWithAdmin({
  name: NAME,
  portOffset: PORT_OFFSET,
  admin,
  env: { JOB_INTERVAL_SECONDS: '2' },
});

const adminHeaders = async (request: APIRequestContext) => ({
  'id-token': await idTokenFor(request, admin.email, admin.password),
});
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A published seated event on sale: one section of two rows of ten seats, category A at 500 Kč. */
async function createSeatedEvent(request: APIRequestContext) {
  const created = await request.post('/api/v1/admin/events', {
    headers: await adminHeaders(request),
    data: {
      name: { cs: `Finále ${tag}` },
      text: { cs: '<p>Rozhodující zápas sezóny.</p>' },
      venue: 'Tribuna Aréna',
      startsAt: fromNow(48 * 3_600_000),
      endsAt: fromNow(50 * 3_600_000),
      saleFrom: fromNow(-3_600_000),
      saleTo: fromNow(47 * 3_600_000),
      published: true,
      categories: [
        { key: 'A', name: { cs: 'Hlediště' }, color: '#0044aa', priceCzk: 50_000, priceEur: 2_000 },
      ],
      seatingPlan: sectorOfTwoRowsOfTen,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

interface RoomSettings {
  opensAt: string;
  saleStartsAt: string;
  rate: number | null;
  paused: boolean;
}

/** Staff set the event's room, as the back office's room screen does. */
async function setRoom(request: APIRequestContext, eventUuid: string, settings: RoomSettings) {
  const res = await request.put(`/api/v1/admin/events/${eventUuid}/waiting-room`, {
    headers: await adminHeaders(request),
    data: { enabled: true, passMinutes: 10, closed: false, ...settings },
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface Place {
  token: string;
  status: string;
  position: number | null;
}

/** A visitor who joins through the API: registered, signed in, in the room. */
async function joinThroughApi(request: APIRequestContext, eventUuid: string, n: number) {
  const person = { email: `fanousek-${n}-${tag}@example.com`, password: 'Fanousek2026' };
  await register(request, person);
  const token = await idTokenFor(request, person.email, person.password);
  const res = await request.post(`/api/v1/events/${eventUuid}/waiting-room/join`, {
    headers: { 'id-token': token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Place).token;
}

async function placeOf(request: APIRequestContext, eventUuid: string, token: string) {
  const res = await request.get(`/api/v1/events/${eventUuid}/waiting-room`, { params: { token } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Place;
}

const numberIn = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

test('visitors wait in the waiting room, get drawn places at the sale start, see the line move, and the one let in buys seats', async ({
  browser,
  request,
}) => {
  // Six visitors, two browsers, a live line and the gateway: a long journey on two shared cores.
  test.slow();
  const eventUuid = await createSeatedEvent(request);
  const roomPath = `/app/akce-a-vstupenky/${eventUuid}/cekarna`;
  // The room is open and the sale an hour away; staff bring the start forward once everyone is in.
  await setRoom(request, eventUuid, {
    opensAt: fromNow(-60_000),
    saleStartsAt: fromNow(3_600_000),
    rate: 20,
    paused: true,
  });

  // A visitor not signed in: the event's page sends them to the room, the room to the sign-in first.
  const first = { email: `navstevnik-${tag}@example.com`, password: 'Navstevnik2026' };
  await register(request, first);
  const firstContext = await browser.newContext({ locale: 'cs-CZ', baseURL: origin });
  await rememberConsent(firstContext);
  const one = await firstContext.newPage();
  const finishOne = watchAccessibility(one);
  await one.goto(`/akce-a-vstupenky/${eventUuid}`);
  await expect(one.getByText('Vstupenky se prodávají přes čekárnu', { exact: false })).toBeVisible();
  await one.getByRole('link', { name: 'Vstoupit do čekárny' }).click();
  await expect(one).toHaveURL(/\/prihlaseni\?redirect=/);
  await one.getByRole('textbox', { name: 'E-mail', exact: true }).fill(first.email);
  await one.getByRole('textbox', { name: 'Heslo', exact: true }).fill(first.password);
  await one.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(one).toHaveURL(new RegExp(`${roomPath}$`));
  await expect(one.getByRole('timer')).toHaveText(/^Do začátku prodeje zbývá (01:00:00|00:\d\d:\d\d)$/);
  await expect(
    one.getByText(/náhodné pořadí\. Dřívější příchod ani obnovování stránky výhodu nedává/),
  ).toBeVisible();

  // A second visitor, in Slovak on a phone.
  const second = { email: `druhy-${tag}@example.com`, password: 'Druhy2026' };
  await register(request, second, 'sk');
  const two = await signedIn(browser, origin, second, 'sk');
  await two.page.setViewportSize(PHONE);
  await two.page.goto(`/sk/app/podujatia-a-vstupenky/${eventUuid}/cakaren`);
  await expect(two.page.getByRole('timer')).toHaveText(/^Do začiatku predaja zostáva/);
  await expectNoSideScroll(two.page);

  // Four more visitors join through the API before the start.
  const others: string[] = [];
  for (let n = 1; n <= 4; n++) others.push(await joinThroughApi(request, eventUuid, n));
  expect((await placeOf(request, eventUuid, others[0]!)).position).toBeNull();

  // The sale starts: the places are drawn. Admission is paused, so the line stands still for now.
  const opensAt = fromNow(-60_000);
  const saleStartsAt = fromNow(1_000);
  await setRoom(request, eventUuid, { opensAt, saleStartsAt, rate: 20, paused: true });
  await expect(one.getByTestId('room-position')).toHaveText(/^[1-6]$/, { timeout: 30_000 });
  await expect(two.page.getByTestId('room-position')).toHaveText(/^[1-6]$/, { timeout: 30_000 });
  await expect(
    one
      .getByRole('status')
      .filter({ hasText: 'Pouštění do prodeje je teď pozastavené. Vaše pořadí zůstává.' }),
  ).toBeVisible();
  await expectNoSideScroll(two.page);
  const places = [await numberIn(one, 'room-position'), await numberIn(two.page, 'room-position')];
  const drawn = await Promise.all(others.map((token) => placeOf(request, eventUuid, token)));
  // Every visitor got exactly one place of 1…6.
  expect([...places, ...drawn.map((place) => place.position!)].sort((a, b) => a - b)).toEqual([
    1, 2, 3, 4, 5, 6,
  ]);

  // The second visitor reloads, and opens the room in another tab (signing in there, as a session
  // not remembered lives in its own tab): the same place.
  await two.page.reload();
  await expect(two.page.getByTestId('room-position')).toHaveText(String(places[1]));
  const twoAgain = await two.page.context().newPage();
  await twoAgain.goto(`/sk/app/podujatia-a-vstupenky/${eventUuid}/cakaren`);
  await twoAgain.getByRole('textbox', { name: 'E-mail', exact: true }).fill(second.email);
  await twoAgain.getByRole('textbox', { name: 'Heslo', exact: true }).fill(second.password);
  await twoAgain.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(twoAgain.getByTestId('room-position')).toHaveText(String(places[1]));
  await twoAgain.close();

  // The one further back watches the line: with someone ahead, the number ahead falls as staff
  // let buyers in at twenty a minute, one every three seconds.
  const [buyer, other] = places[0]! > places[1]! ? [one, two.page] : [two.page, one];
  const buyerPlace = Math.max(...places);
  const aheadAtStart = await numberIn(buyer, 'room-ahead');
  expect(aheadAtStart).toBe(buyerPlace - 1);
  await setRoom(request, eventUuid, { opensAt, saleStartsAt, rate: 20, paused: false });
  await expect
    .poll(() => numberIn(buyer, 'room-ahead'), { timeout: 60_000, intervals: [200] })
    .toBeLessThan(aheadAtStart);

  // Let in: the room says so and opens the seats; those ahead were let in before.
  await expect(buyer).toHaveURL(/\/objednavka$/, { timeout: 60_000 });
  for (const [i, place] of drawn.entries())
    if (place.position! < buyerPlace)
      expect((await placeOf(request, eventUuid, others[i]!)).status).toBe('admitted');
  await expect(other).toHaveURL(/\/objednavka$/);

  // The buyer holds the two best seats with the pass, and pays for them at the gateway simulator
  // (on the Czech pages at a desktop's width, as the other journeys pay).
  await buyer.setViewportSize({ width: 1280, height: 720 });
  await buyer.goto(`/app/akce-a-vstupenky/${eventUuid}/objednavka`);
  await buyer.getByRole('button', { name: 'Vybrat 2 nejlepší místa' }).click();
  await expect(buyer.getByTestId('selected-seats').getByRole('listitem')).toHaveCount(2);
  await expect(buyer.getByRole('timer').filter({ hasText: /^Na nákup máte ještě \d+:\d\d$/ })).toBeVisible();
  await expect(buyer.getByRole('timer').filter({ hasText: /^Místa držíme ještě/ })).toBeVisible();
  const total = (await buyer.getByTestId('seat-total').textContent())!;
  await orderAndPaySeats(buyer, total, 2);

  // A hold with a pass the server did not sign is refused: the visitor is back in the room, told
  // why, and goes on again with the pass the room answers for their place.
  await other.goto(`/app/akce-a-vstupenky/${eventUuid}/objednavka`);
  await other.evaluate((key) => {
    const place = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...place, pass: 'eyJ4IjoxfQ.forged' }));
  }, `tribuna.waitingRoom.${eventUuid}`);
  await other.getByRole('button', { name: 'Vybrat 2 nejlepší místa' }).click();
  await expect(other).toHaveURL(new RegExp(`${roomPath}$`));
  await expect(
    other.getByText('Povolení k nákupu vypršelo nebo chybí.', { exact: false }).first(),
  ).toBeVisible();
  await other.getByRole('link', { name: 'Pokračovat k výběru míst' }).click();
  await other.getByRole('button', { name: 'Vybrat 2 nejlepší místa' }).click();
  await expect(other.getByTestId('selected-seats').getByRole('listitem')).toHaveCount(2);

  await finishOne();
  await two.finish();
  await firstContext.close();
  await two.close();
});

test('a visitor buying a membership with a limited capacity waits in its room, is let in at the sale start and buys it with the pass', async ({
  browser,
  request,
}) => {
  // The room, the draw, the gateway and back: a long journey on two shared cores.
  test.slow();
  const created = await request.post('/api/v1/admin/subscriptions', {
    headers: await adminHeaders(request),
    data: {
      name: { cs: `Permanentka ${tag}` },
      text: { cs: '<p>Vstup na všechny zápasy sezóny.</p>' },
      type: 'permanent',
      capacity: 50,
      prices: [{ label: { cs: 'Dospělý' }, amountCzk: 150_000, amountEur: 6_000 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const plan = (await created.json()) as { uuid: string; prices: { uuid: string }[] };
  const priceUuid = plan.prices[0]!.uuid;
  const roomUrl = `/api/v1/admin/subscriptions/${plan.uuid}/waiting-room`;
  const setMembershipRoom = async (saleStartsAt: string) => {
    const res = await request.put(roomUrl, {
      headers: await adminHeaders(request),
      data: {
        enabled: true,
        opensAt: fromNow(-60_000),
        saleStartsAt,
        rate: 60,
        passMinutes: 10,
        paused: false,
        closed: false,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setMembershipRoom(fromNow(3_600_000));

  // The membership's order sends a visitor without a pass to its room, on a phone.
  const fan = { email: `clen-${tag}@example.com`, password: 'Clen2026' };
  await register(request, fan);
  const buyer = await signedIn(browser, origin, fan);
  const page = buyer.page;
  await page.setViewportSize(PHONE);
  await page.goto(`/app/clenstvi/objednavka/${priceUuid}`);
  await expect(page).toHaveURL(new RegExp(`/app/clenstvi/objednavka/${priceUuid}/cekarna$`));
  await expect(page.getByText('Čekárna na členství')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Permanentka ${tag}` })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Do začátku prodeje zbývá (01:00:00|00:\d\d:\d\d)$/);
  await expectNoSideScroll(page);

  // The sale starts: the place is drawn and, at sixty a minute, the only visitor is let in at once
  // and taken to the order.
  await setMembershipRoom(fromNow(1_000));
  await expect(page).toHaveURL(new RegExp(`/app/clenstvi/objednavka/${priceUuid}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Objednávka členství' })).toBeVisible();

  // The order carries the pass; the gateway simulator takes the payment.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/clenstvi\/objednavka\/dokonceno$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Členství je aktivní' })).toBeVisible();

  // The room counts the buyer as done.
  const stats = await request.get(`${roomUrl}/stats`, { headers: await adminHeaders(request) });
  expect(await stats.json()).toMatchObject({ done: 1, waiting: 0 });

  await buyer.finish();
  await buyer.close();
});
