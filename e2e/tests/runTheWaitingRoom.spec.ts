import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pragueTime, register, useEmptyServerWithAdmin } from './emptyServer';
import { expect, expectNoSideScroll, logInToBackOffice, PHONE, test } from './fixtures';
import { idTokenFor } from './identity';
import { ownServerOrigin } from './ownServer';

/**
 * Staff run a sale's waiting room from the back office, on a server of its own that starts from an
 * empty database: the first administrator makes a standing event through the screens, switches its
 * room on, watches the visitors who joined (through the API) wait, starts the sale, changes the
 * rate, pauses admission and closes the room.
 */
const PORT_OFFSET = 35;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'room-staff';
const VISITORS = 8;

test.use({ baseURL: origin });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-fronty-${tag}@example.com`, password: 'Spravce2026' };
const eventName = `Finále s čekárnou ${tag}`;

// The admission runs by itself (every two seconds here), as on a sale day.
useEmptyServerWithAdmin({
  name: NAME,
  portOffset: PORT_OFFSET,
  admin,
  env: { JOB_INTERVAL_SECONDS: '2' },
});

interface Place {
  token: string;
  status: string;
  position: number | null;
  paused: boolean;
}

/** Visitors with accounts of their own who take a place in the event's room. */
async function visitorsJoin(request: APIRequestContext, eventUuid: string): Promise<Place[]> {
  const places: Place[] = [];
  for (let i = 0; i < VISITORS; i++) {
    const visitor = { email: `fanousek-${i}-${tag}@example.com`, password: 'Fanousek2026' };
    await register(request, visitor);
    const joined = await request.post(`/api/v1/events/${eventUuid}/waiting-room/join`, {
      headers: { 'id-token': await idTokenFor(request, visitor.email, visitor.password) },
      data: {},
    });
    expect(joined.status(), await joined.text()).toBe(201);
    places.push((await joined.json()) as Place);
  }
  return places;
}

async function placeOf(request: APIRequestContext, eventUuid: string, token: string): Promise<Place> {
  const res = await request.get(`/api/v1/events/${eventUuid}/waiting-room`, { params: { token } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Place;
}

/** A figure of the live view ("Čekají", "Vpuštění", …) as a number. */
async function figure(figures: Locator, name: string): Promise<number> {
  const text = await figures.locator(`[data-figure="${name}"]`).textContent();
  return Number((text ?? '').replace(/\s/g, ''));
}

/** A standing event on sale for a day already, made in the back office's event form. */
async function createEvent(page: Page): Promise<string> {
  await page.goto('/admin/events/create');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill(eventName);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Rozhodující zápas sezóny.');
  await page.getByRole('textbox', { name: /^Místo konání/ }).fill('Zimní stadion');
  await page.getByRole('textbox', { name: /^Začátek/ }).fill(pragueTime(48));
  await page.getByRole('textbox', { name: /^Konec/ }).fill(pragueTime(51));
  await page.getByRole('textbox', { name: /^Prodej od/ }).fill(pragueTime(-24));
  await page.getByRole('textbox', { name: /^Prodej do/ }).fill(pragueTime(47));
  await page.getByLabel('Zveřejněno').check();
  await page.getByRole('tab', { name: 'Kategorie vstupenek' }).click();
  await page.getByRole('textbox', { name: /^Kód/ }).fill('S');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill('Stání');
  await page.getByRole('spinbutton', { name: /^Cena v Kč/ }).fill('300');
  await page.getByRole('spinbutton', { name: /^Cena v €/ }).fill('12');
  await page.getByRole('spinbutton', { name: /^Kapacita/ }).fill('500');
  const posted = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/v1/admin/events' && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Uložit' }).click();
  const res = await posted;
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { uuid: string }).uuid;
}

test('staff switch on the waiting room, watch visitors wait, start the sale, change the rate, pause and close it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await logInToBackOffice(page, admin.email, admin.password);
  const eventUuid = await createEvent(page);

  await page.goto(`/admin/events/${eventUuid}/show`);
  const room = page.getByRole('region', { name: 'Čekárna' });
  await expect(room.getByText('Čekárna je vypnutá: kupující vstupují do prodeje hned.')).toBeVisible();

  // The room opens now and the sale an hour later; a sale before the opening is refused first.
  await room.getByRole('button', { name: 'Nastavit čekárnu' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nastavení čekárny' });
  await dialog.getByRole('switch', { name: /^Zapnout čekárnu/ }).check();
  await dialog.getByRole('textbox', { name: /^Čekárna se otevírá/ }).fill(pragueTime(2));
  await dialog.getByRole('textbox', { name: /^Prodej začíná/ }).fill(pragueTime(1));
  await dialog.getByRole('switch', { name: /^Rychlost vpouštění automaticky/ }).uncheck();
  await dialog.getByRole('spinbutton', { name: /^Rychlost vpouštění \(kupujících/ }).fill('1');
  await dialog.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(dialog.getByText('Prodej musí začít nejdříve v okamžiku otevření čekárny')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Čekárna se otevírá/ }).fill(pragueTime(-0.1));
  await dialog.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(page.getByText('Nastavení čekárny je uložené')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(room.getByText(/^Otevřená, prodej začne /)).toBeVisible();
  await expect(room.getByText('1 za minutu')).toBeVisible();

  // Visitors join before the sale: they wait without a place until the draw.
  const places = await visitorsJoin(request, eventUuid);
  expect(places.every((place) => place.status === 'waiting' && place.position === null)).toBe(true);
  const figures = room.getByRole('region', { name: 'Čekárna právě teď' });
  await expect.poll(() => figure(figures, 'waiting')).toBe(VISITORS);
  await expect(room.getByText(/^Aktualizováno v \d{2}:\d{2}:\d{2}$/)).toBeVisible();

  // The sale starts now: the places are drawn, and at one buyer a minute hardly anyone gets in.
  await room.getByRole('button', { name: 'Upravit nastavení' }).click();
  dialog = page.getByRole('dialog', { name: 'Nastavení čekárny' });
  await dialog.getByRole('textbox', { name: /^Prodej začíná/ }).fill(pragueTime(0));
  await dialog.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(dialog).toBeHidden();
  await expect(room.getByText('Vpouští kupující')).toBeVisible();

  // A faster rate, typed and sent from the keyboard: buyers are let in one after another.
  const rate = room.getByRole('spinbutton', { name: 'Nová rychlost (za minutu)' });
  await rate.fill('30');
  await rate.press('Enter');
  await expect(page.getByText('Rychlost vpouštění je 30 kupujících za minutu')).toBeVisible();
  await expect(room.getByText('30 za minutu')).toBeVisible();
  await expect.poll(() => figure(figures, 'admitted'), { timeout: 30_000 }).toBeGreaterThan(0);

  // Paused: the visitors still waiting are told so, and nobody more gets in.
  await room.getByRole('button', { name: 'Pozastavit vpouštění' }).click();
  await expect(page.getByText('Vpouštění je pozastavené')).toBeVisible();
  await expect(room.getByText('Pozastavená')).toBeVisible();
  const waiting = (await Promise.all(places.map((place) => placeOf(request, eventUuid, place.token)))).filter(
    (place) => place.status === 'waiting',
  );
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.every((place) => place.paused)).toBe(true);

  // Closed after a confirmation: those still waiting learn the room is closed.
  await room.getByRole('button', { name: 'Zavřít čekárnu' }).click();
  const confirm = page.getByRole('dialog', { name: 'Zavřít čekárnu?' });
  await confirm.getByRole('button', { name: 'Zavřít čekárnu' }).click();
  await expect(page.getByText('Čekárna se zavírá')).toBeVisible();
  await expect(page.getByText('Čekárna je zavřená')).toBeVisible({ timeout: 15_000 });
  await expect(room.getByText('Zavřená')).toBeVisible();
  await expect(room.getByRole('button', { name: 'Pozastavit vpouštění' })).toHaveCount(0);
  for (const place of waiting) {
    expect((await placeOf(request, eventUuid, place.token)).status).toBe('closed');
  }

  // The event's page with its room, opened on a phone, fits the screen's width.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(figures).toBeVisible();
  await expectNoSideScroll(page);
});
