import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { register, signedIn, useEmptyServerWithAdmin, sectorOfTwoRowsOfTen } from './emptyServer';
import { expect, expectNoSideScroll, logInToBackOffice, PHONE, test } from './fixtures';
import { idTokenFor } from './identity';
import { ownServerOrigin } from './ownServer';

/**
 * A season seat, on a server of its own that starts from an empty database: staff make three home
 * matches with the same plan (through the admin API, as other journeys do), then define the season
 * ticket in the back office (a seasonal membership and the season ticket bound to the matches and a
 * section). A fan picks one seat on the season's chart, pays in the simulator, and sees it for all
 * three matches in the account; they cannot come to the second match and release it; another fan
 * buys that very seat for that match on the match's own chart.
 */
const PORT_OFFSET = 55;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'season-seat';

test.use({ baseURL: origin });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-permanentek-${tag}@example.com`, password: 'Spravce2026' };
const holder = { email: `permanentkar-${tag}@example.com`, password: 'Fanousek2026' };
const latecomer = { email: `zajemce-${tag}@example.com`, password: 'Fanousek2026' };
const names = {
  membership: `Sezóna ${tag}`,
  matches: [1, 2, 3].map((n) => `Domácí zápas ${n} ${tag}`),
};
/** The colour of a free season seat on the storefront's chart (SEASON_SEAT_COLOUR). */
const SEASON_SEAT_COLOUR = '#2e7d32';

const matches: string[] = [];
/** The seat the first fan bought, as the pages name it ("Sektor A, řada 1, sedadlo 4"). */
let seatName = '';

useEmptyServerWithAdmin({
  name: NAME,
  portOffset: PORT_OFFSET,
  admin,
  mode: 'serial',
});

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

/** A published home match on sale, `week` weeks from now: one section "Sektor A" of two rows of ten seats. */
async function createMatch(request: APIRequestContext, name: string, week: number) {
  const created = await request.post('/api/v1/admin/events', {
    headers: { 'id-token': await idTokenFor(request, admin.email, admin.password) },
    data: {
      name: { cs: name },
      text: { cs: '<p>Domácí zápas sezóny.</p>' },
      venue: 'Tribuna Aréna',
      startsAt: days(7 * week).toISOString(),
      endsAt: new Date(days(7 * week).getTime() + 2 * 3_600_000).toISOString(),
      saleFrom: days(-1).toISOString(),
      saleTo: days(7 * week - 1).toISOString(),
      published: true,
      categories: [
        { key: 'A', name: { cs: 'Hlediště' }, color: '#0044aa', priceCzk: 30_000, priceEur: 1_200 },
      ],
      seatingPlan: sectorOfTwoRowsOfTen,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** Picks `option` in a react-admin autocomplete. */
async function choose(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** A point inside a free seat of the storefront's chart: a pixel of `colour` whose neighbours share it. */
async function freeSeat(page: Page, colour: string) {
  const wanted = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(',');
  const point = await page.getByTestId('seat-chart').evaluate((element, wanted) => {
    const chart = element as HTMLCanvasElement;
    const ratio = chart.width / chart.clientWidth;
    const { data, width, height } = chart.getContext('2d')!.getImageData(0, 0, chart.width, chart.height);
    const at = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return `${data[i]},${data[i + 1]},${data[i + 2]}`;
    };
    for (let y = 2; y < height - 2; y += 1)
      for (let x = 2; x < width - 2; x += 1) {
        if (at(x, y) !== wanted) continue;
        if ([at(x - 2, y), at(x + 2, y), at(x, y - 2), at(x, y + 2)].some((c) => c !== wanted)) continue;
        return { x: x / ratio, y: y / ratio };
      }
    return null;
  }, wanted);
  expect(point, 'a free seat on the season chart').not.toBeNull();
  return point!;
}

/** The seat the first fan bought, as the events' plans name it (`section-row-seat`). */
const seatId = () => {
  const [, row, seat] = /řada (\d+), sedadlo (\d+)$/.exec(seatName)!;
  return `A-${row}-${seat}`;
};

/** The state of the first fan's seat on a match's chart, as anyone's chart reads it. */
async function seatStatus(request: APIRequestContext, match: string) {
  const res = await request.get(`/api/v1/events/${match}/seats`);
  expect(res.status(), await res.text()).toBe(200);
  const { sections } = (await res.json()) as {
    sections: { rows: { seats: { id: string; status: string }[] }[] }[];
  };
  return sections.flatMap((s) => s.rows.flatMap((r) => r.seats)).find((seat) => seat.id === seatId())?.status;
}

/** The cart of the bound order: one line, the terms, the card paid in the gateway's simulator. */
async function payTheCart(page: Page, line: RegExp) {
  await expect(page).toHaveURL(/\/app\/objednavka$/);
  await expect(page.getByRole('row', { name: line })).toHaveCount(1);
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
}

test('staff make three home matches and define their season ticket in the back office', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  for (const [i, name] of names.matches.entries()) matches.push(await createMatch(request, name, i + 1));

  await logInToBackOffice(page, admin.email, admin.password);

  // The season ticket is sold as a seasonal membership: its price variant is the price.
  await page.goto('/admin/subscriptions/create');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill(names.membership);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Jedno místo na všechny domácí zápasy.');
  await page.getByRole('combobox', { name: /^Typ/ }).click();
  await page.getByRole('option', { name: 'Sezónní' }).click();
  await page.getByLabel(/^Sezóna od/).fill(days(-1).toISOString().slice(0, 10));
  await page.getByLabel(/^Sezóna do/).fill(days(60).toISOString().slice(0, 10));
  await page
    .getByRole('textbox', { name: /^Varianta/ })
    .first()
    .fill('Celá sezóna');
  await page.getByRole('spinbutton', { name: /^Cena v Kč/ }).fill('2400');
  await page.getByRole('spinbutton', { name: /^Cena v €/ }).fill('96');
  // Sold only with a seat: not on sale by itself on the memberships page.
  await page.getByLabel('V prodeji').uncheck();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);

  // The season ticket: the membership, the three matches and the section they share.
  await page.getByRole('menuitem', { name: 'Permanentky' }).click();
  await expect(page).toHaveURL(/\/admin\/season-tickets$/);
  await expect(page.getByText('Zatím žádné permanentky')).toBeVisible();
  await page.getByRole('link', { name: 'Vytvořit' }).click();
  await expect(page).toHaveURL(/\/admin\/season-tickets\/create$/);
  await choose(page, /^Sezónní členství/, names.membership);
  for (const match of names.matches) await choose(page, /^Zápasy sezóny/, match);
  await page.getByRole('checkbox', { name: 'Sektor A' }).check();
  const saved = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/v1/admin/season-tickets' && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Uložit' }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(201);
  await expect(page).toHaveURL(/\/admin\/season-tickets\/[0-9a-f-]{36}\/show$/);
  for (const match of names.matches) await expect(page.getByText(match)).toBeVisible();
  await expect(page.getByText('2 400 Kč', { exact: false })).toBeVisible();
});

test('a fan picks one seat for the whole season, pays, sees it at three matches and releases one', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  expect(matches, 'the matches staff made').toHaveLength(3);
  await register(request, holder);
  const { page, finish, close } = await signedIn(browser, origin, holder);

  await page.goto('/permanentky');
  const season = page.getByRole('article', { name: names.membership });
  await expect(season).toContainText('2 400 Kč');
  for (const match of names.matches) await expect(season).toContainText(match);
  await season.getByRole('link', { name: 'Vybrat místo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.membership })).toBeVisible();

  // One click on a free seat holds it at all three matches at once.
  const chart = page.getByTestId('seat-chart');
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  const point = await freeSeat(page, SEASON_SEAT_COLOUR);
  await page.mouse.click(box.x + point.x, box.y + point.y);
  const picked = page.getByTestId('season-seat');
  await expect(picked).toContainText('Místo držíme na 3 zápasy.');
  seatName = (await picked.locator('p').first().textContent())!;
  expect(seatName).toMatch(/^Sektor A, řada \d+, sedadlo \d+$/);

  // The seat is held at every match: each match's own chart has it taken.
  for (const match of matches) await expect.poll(() => seatStatus(request, match)).toBe('held');

  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await payTheCart(page, new RegExp(names.membership));

  // The account shows the seat at each of the three matches, each with a valid ticket.
  await page.goto('/app/ucet');
  const seats = page.getByRole('region', { name: 'Permanentky' });
  await expect(seats).toContainText(seatName);
  for (const match of names.matches)
    await expect(seats.getByRole('listitem', { name: match })).toContainText('Platná vstupenka');

  // The fan cannot come to the second match: the seat is released for that match only.
  const second = seats.getByRole('listitem', { name: names.matches[1] });
  await second.getByRole('button', { name: /^Nemohu přijít — uvolnit místo/ }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Uvolnit místo na ${names.matches[1]}`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Uvolnit místo' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toContainText('Uvolněno');
  await expect(seats.getByRole('listitem', { name: names.matches[0] })).toContainText('Platná vstupenka');
  await expect(seats.getByRole('listitem', { name: names.matches[2] })).toContainText('Platná vstupenka');

  // On a phone the account's season seats fit the screen.
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
  await finish();
  await close();
});

test('another fan buys the released seat for that match on its chart; it stays taken at the others', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  expect(seatName, 'the seat the first fan bought').not.toBe('');
  await register(request, latecomer);
  const { page, finish, close } = await signedIn(browser, origin, latecomer);
  const [, row] = /řada (\d+)/.exec(seatName)!;
  const seatIn = async (match: string) => {
    await page.goto(`/app/akce-a-vstupenky/${match}/objednavka`);
    await page.getByRole('tab', { name: 'Seznam míst' }).click();
    await page.getByRole('combobox', { name: 'Řada' }).selectOption({ index: Number(row) - 1 });
    return page.getByRole('checkbox', { name: new RegExp(`^${seatName},`) });
  };

  // At the first match the seat is the season holder's.
  await expect(await seatIn(matches[0]!)).toBeDisabled();

  // At the second it is free again, and the fan buys it.
  const seat = await seatIn(matches[1]!);
  await expect(seat).toHaveAccessibleName(/volné$/);
  // The box follows the server's answer to the hold, not the click itself.
  await seat.click();
  await expect(seat).toBeChecked();
  await expect(page.getByTestId('selected-seats').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await payTheCart(page, /Vstupenka: /);
  await expect(page.getByRole('link', { name: /^Vstupenka .*\(PDF\)$/ })).toHaveCount(1);
  expect(await seatStatus(request, matches[1]!)).toBe('booked');

  // On a phone, the season tickets and the season's chart fit the screen.
  await page.setViewportSize(PHONE);
  await page.goto('/permanentky');
  await expectNoSideScroll(page);
  await page
    .getByRole('article', { name: names.membership })
    .getByRole('link', { name: 'Vybrat místo' })
    .click();
  await expect(page.getByTestId('seat-chart')).toBeVisible();
  await expectNoSideScroll(page);

  await finish();
  await close();
});
