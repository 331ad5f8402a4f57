import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoSideScroll,
  orderAndPaySeats,
  PHONE,
  signUpCustomer,
  test,
  watchAccessibility,
  rememberConsent,
} from './fixtures';
import { pdfText } from './pdfText';
import { verifyEmail } from './identity';

interface PublicEvent {
  uuid: string;
  name: string;
  seated: boolean;
  availability: string;
  categories: { key: string; color: string }[];
}

/** A verified member signed in in a browser of their own. */
async function member(browser: Browser, request: APIRequestContext) {
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);
  const context = await browser.newContext({ locale: 'cs-CZ' });
  await rememberConsent(context);
  const page = await context.newPage();
  const finish = watchAccessibility(page);
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  return { page, finish };
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * A point inside a free seat as the chart draws it: a pixel of a category's colour whose
 * neighbours two pixels away share it, away from the points given. Read from the canvas itself,
 * as a buyer sees the plan (the chart has no DOM node per seat to click).
 */
async function freeSeat(
  page: Page,
  colours: string[],
  avoid: { x: number; y: number }[],
  from: 'top' | 'bottom' = 'top',
) {
  const canvas = page.getByTestId('seat-chart');
  const point = await canvas.evaluate(
    (element, { wanted, away, end }) => {
      const chart = element as HTMLCanvasElement;
      const ratio = chart.width / chart.clientWidth;
      const { data, width, height } = chart.getContext('2d')!.getImageData(0, 0, chart.width, chart.height);
      const colourAt = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return `${data[i]},${data[i + 1]},${data[i + 2]}`;
      };
      const keys = new Set(wanted.map((c) => c.join(',')));
      // The journeys run side by side on the same demo event: each looks from its own end of the
      // plan, so they never reach for the same seat at the same moment.
      const rows = Array.from({ length: height - 4 }, (_, i) => i + 2);
      if (end === 'bottom') rows.reverse();
      for (const y of rows)
        for (let x = 2; x < width - 2; x += 1) {
          const colour = colourAt(x, y);
          if (!keys.has(colour)) continue;
          if (
            [colourAt(x - 2, y), colourAt(x + 2, y), colourAt(x, y - 2), colourAt(x, y + 2)].some(
              (c) => c !== colour,
            )
          )
            continue;
          const css = { x: x / ratio, y: y / ratio };
          if (away.every((p) => Math.hypot(p.x - css.x, p.y - css.y) > 14)) return { ...css, colour };
        }
      return null;
    },
    { wanted: colours.map(rgb), away: avoid, end: from },
  );
  expect(point, 'a free seat on the chart').not.toBeNull();
  return point!;
}

const pixel = (page: Page, at: { x: number; y: number }) =>
  page.getByTestId('seat-chart').evaluate((element, { x, y }) => {
    const chart = element as HTMLCanvasElement;
    const ratio = chart.width / chart.clientWidth;
    const [r, g, b] = chart
      .getContext('2d')!
      .getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
    return `${r},${g},${b}`;
  }, at);

test('a member picks two seats on the chart, a second browser sees them taken live, and a keyboard-only buyer picks seats in list mode', async ({
  browser,
  request,
}) => {
  // Two members sign in, a chart streams its news to the other: a long journey on two shared cores.
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => e.seated && e.availability === 'onSale');
  expect(event, 'a seated event on sale in the demo data').toBeTruthy();
  const orderPath = `/app/akce-a-vstupenky/${event!.uuid}/objednavka`;
  const colours = event!.categories.map((category) => category.color);

  const [buyer, watcher] = await Promise.all([member(browser, request), member(browser, request)]);

  // The second browser has the chart open before anything is picked.
  await watcher.page.goto(orderPath);
  await expect(watcher.page.getByRole('heading', { level: 1, name: event!.name })).toBeVisible();
  await expect(watcher.page.getByText('Obsazenost se mění živě')).toBeVisible();

  // From the event page to the chart, as a buyer goes.
  await buyer.page.goto(`/akce-a-vstupenky/${event!.uuid}`);
  await buyer.page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`${orderPath}$`));
  const chart = buyer.page.getByTestId('seat-chart');
  await expect(buyer.page.getByText('Obsazenost se mění živě')).toBeVisible();
  const box = (await chart.boundingBox())!;
  const picked = buyer.page.getByTestId('selected-seats').getByRole('listitem');

  const first = await freeSeat(buyer.page, colours, [], 'bottom');
  await buyer.page.mouse.click(box.x + first.x, box.y + first.y);
  await expect(picked).toHaveCount(1);
  const second = await freeSeat(buyer.page, colours, [first], 'bottom');
  await buyer.page.mouse.click(box.x + second.x, box.y + second.y);
  await expect(picked).toHaveCount(2);
  await expect(buyer.page.getByTestId('seat-total')).toHaveText(/^[1-9][\d\s]*\sKč$/);
  await expect(buyer.page.getByRole('timer')).toHaveText(/Místa držíme ještě 1[45]:\d\d/);

  // The other chart shows both seats taken, without a reload.
  await expect.poll(() => pixel(watcher.page, first)).not.toBe(first.colour);
  await expect
    .poll(() => pixel(watcher.page, second))
    .not.toBe(first.colour === second.colour ? first.colour : second.colour);

  // A keyboard-only buyer: the list mode, a section, a row, then seats, all with keys.
  const keys = watcher.page.keyboard;
  await watcher.page.getByRole('tab', { name: 'Plánek' }).focus();
  await keys.press('ArrowRight');
  await keys.press('Enter');
  await expect(watcher.page.getByRole('tab', { name: 'Seznam míst' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await keys.press('Tab');
  await expect(watcher.page.getByRole('combobox', { name: 'Sektor' })).toBeFocused();
  await keys.press('Tab');
  await expect(watcher.page.getByRole('combobox', { name: 'Řada' })).toBeFocused();
  // Row 10, in the middle: the journeys beside this one pick seats from the chart's top and bottom.
  for (let row = 1; row < 10; row++) await keys.press('ArrowDown');
  await expect(watcher.page.getByRole('combobox', { name: 'Řada' })).toHaveValue('9');
  await keys.press('Tab');
  const seats = watcher.page.getByRole('group', { name: /^Sedadla: .*, řada / });
  const focused = seats.locator('input:focus');
  await expect(focused).toHaveCount(1);
  await keys.press('Space');
  const chosen = watcher.page.getByTestId('selected-seats').getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await keys.press('Tab');
  await keys.press('Space');
  await expect(chosen).toHaveCount(2);
  await expect(seats.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(seats.getByRole('checkbox', { checked: true }).first()).toHaveAccessibleName(/vybrané vámi$/);
  await expect(watcher.page.getByRole('timer')).toBeVisible();

  // The buyer's chart learns of the keyboard buyer's seats too: their row lists them as taken.
  await buyer.page.getByRole('tab', { name: 'Seznam míst' }).click();
  await buyer.page.getByRole('combobox', { name: 'Řada' }).selectOption({ index: 9 });
  await expect
    .poll(() => buyer.page.getByRole('checkbox', { name: /obsazené$/ }).count())
    .toBeGreaterThanOrEqual(2);

  // On a phone, in Slovak: the event with its picture, the list and the chart fit the screen.
  await buyer.page.setViewportSize(PHONE);
  await expectNoSideScroll(buyer.page);
  await buyer.page.getByRole('tab', { name: 'Plánek' }).click();
  await expect(buyer.page.getByTestId('seat-chart')).toBeVisible();
  await expectNoSideScroll(buyer.page);
  await buyer.page.goto(`/sk/podujatia-a-vstupenky/${event!.uuid}`);
  await expect(buyer.page.getByRole('heading', { level: 1, name: event!.name })).toBeVisible();
  await expect(buyer.page.locator('article img[srcset]').first()).toBeVisible();
  await expectNoSideScroll(buyer.page);
  await buyer.page.getByRole('link', { name: 'Kúpiť vstupenky' }).click();
  await expect(buyer.page.getByRole('tab', { name: 'Zoznam miest' })).toBeVisible();
  await expectNoSideScroll(buyer.page);
  await buyer.page.getByRole('tab', { name: 'Zoznam miest' }).click();
  await buyer.page.getByRole('combobox', { name: 'Rad' }).selectOption({ index: 1 });
  await expectNoSideScroll(buyer.page);

  await buyer.finish();
  await watcher.finish();
});

test('a member opens an event, picks two seats on the chart, pays in the simulator, and downloads the ticket PDF', async ({
  browser,
  request,
}) => {
  // A chart, the gateway and a PDF: a long journey on two shared cores.
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => e.seated && e.availability === 'onSale');
  expect(event, 'a seated event on sale in the demo data').toBeTruthy();
  const colours = event!.categories.map((category) => category.color);
  const { page, finish } = await member(browser, request);

  await page.goto(`/akce-a-vstupenky/${event!.uuid}`);
  await page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  const chart = page.getByTestId('seat-chart');
  await expect(page.getByText('Obsazenost se mění živě')).toBeVisible();
  const box = (await chart.boundingBox())!;
  const picked = page.getByTestId('selected-seats').getByRole('listitem');
  const first = await freeSeat(page, colours, []);
  await page.mouse.click(box.x + first.x, box.y + first.y);
  await expect(picked).toHaveCount(1);
  const second = await freeSeat(page, colours, [first]);
  await page.mouse.click(box.x + second.x, box.y + second.y);
  await expect(picked).toHaveCount(2);
  const total = (await page.getByTestId('seat-total').textContent())!;
  await expect(page.getByRole('timer')).toBeVisible();

  // On to the order: a line per seat, the same total, paid by card at the gateway's simulator.
  await orderAndPaySeats(page, total, 2);

  // The tickets: one link per seat and one PDF of both, with the event and the seats as text.
  await expect(page.getByRole('link', { name: /^Vstupenka .*sedadlo .*\(PDF\)$/ })).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout všechny vstupenky (PDF)' }).click();
  const text = await pdfText(await readFile(await (await downloading).path()));
  expect(text).toContain(event!.name);
  expect(text.match(/Kód vstupenky/g)).toHaveLength(2);
  expect(text).toMatch(/řada \S+, sedadlo \S+/);

  // The chart shows both seats booked now.
  await page.goto(`/app/akce-a-vstupenky/${event!.uuid}/objednavka`);
  await expect(page.getByText('Obsazenost se mění živě')).toBeVisible();
  await expect.poll(() => pixel(page, first)).not.toBe(first.colour);
  await expect.poll(() => pixel(page, second)).not.toBe(second.colour);

  await finish();
});

test('a member buys two standing tickets of a general-admission event and pays for them', async ({
  browser,
  request,
}) => {
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => !e.seated && e.availability === 'onSale');
  expect(event, 'a general-admission event on sale in the demo data').toBeTruthy();
  const { page, finish } = await member(browser, request);

  await page.goto(`/akce-a-vstupenky/${event!.uuid}`);
  await page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  const more = page.getByRole('button', { name: 'O jednu více: Stání' });
  await more.click();
  await more.click();
  await expect(page.getByRole('spinbutton', { name: 'Počet vstupenek: Stání' })).toHaveValue('2');
  const total = (await page.getByTestId('admission-total').textContent())!;

  await page.getByRole('button', { name: 'Pokračovat k objednávce' }).click();
  await expect(page).toHaveURL(/\/app\/objednavka$/);
  await expect(page.getByRole('row', { name: /Vstupenka: .*\(Stání\)/ })).toHaveCount(2);
  const digits = (text: string | null) => (text ?? '').replace(/,\d\d/, '').replace(/\D/g, '');
  await expect
    .poll(async () => digits(await page.getByTestId('order-total').textContent()))
    .toBe(digits(total));
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Vstupenka .*\(PDF\)$/ })).toHaveCount(2);

  await finish();
});
