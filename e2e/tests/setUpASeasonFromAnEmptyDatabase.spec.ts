import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pragueTime, register, signedIn, startEmptyServer } from './emptyServer';
import { expect, logInToBackOffice, test, watchAccessibility } from './fixtures';
import { mailsTo } from './outbox';
import { ownServerOrigin, type OwnServer } from './ownServer';
import { pdfText } from './pdfText';

/**
 * A club's first day: a server without demo data (an empty database), its first administrator made
 * with `npm run create-admin`, and everything else made through the screens, as staff and buyers
 * would. The journeys share one server and run in order: each needs what the one before made.
 */
const PORT_OFFSET = 25;
const origin = ownServerOrigin(PORT_OFFSET);
const NAME = 'fromZero';
const dataDir = `${process.env.TRIBUNA_E2E_DATA_DIR}-${NAME}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

const tag = randomUUID().slice(0, 6);
const admin = { email: `spravce-${tag}@example.com`, password: 'Spravce2026' };
const names = {
  display: `Obsah pro členy ${tag}`,
  presale: `Předprodej pro členy ${tag}`,
  membership: `Sezónní členství ${tag}`,
  seated: `Derby pod plánkem ${tag}`,
  standing: `Koncert na stání ${tag}`,
  article: `Rozhovor jen pro členy ${tag}`,
};
const articleBody = `Trenér prozradil sestavu (${tag}).`;
const tickets: { cs: string[]; sk: string[] } = { cs: [], sk: [] };
const buyers: Record<'cs' | 'sk', { email: string; password: string }> = {
  cs: { email: `kupujici-cs-${tag}@example.com`, password: 'Fanousek2026' },
  sk: { email: `kupujuci-sk-${tag}@example.com`, password: 'Fanusik2026' },
};
const checker = { email: `kontrolor-${tag}@example.com`, password: 'Kontrola2026' };

let server: OwnServer | null = null;
let resetLink = '';

test.beforeAll(async () => {
  // The first administrator, then a server of its own beside the main one (as long as it takes).
  test.setTimeout(300_000);
  ({ server, resetLink } = await startEmptyServer({
    name: NAME,
    portOffset: PORT_OFFSET,
    adminEmail: admin.email,
  }));
});

test.afterAll(async () => {
  await server?.stop();
});

/** Picks `option` in a react-admin autocomplete. */
async function choose(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** A point inside a seat of `colour` on the editor's canvas, away from `avoid`. */
async function seatOnCanvas(page: Page, colour: string, avoid: { x: number; y: number }[] = []) {
  const wanted = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(',');
  const point = await page.getByTestId('plan-canvas').evaluate(
    (element, { wanted, avoid }) => {
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const { data, width, height } = canvas
        .getContext('2d')!
        .getImageData(0, 0, canvas.width, canvas.height);
      const at = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return `${data[i]},${data[i + 1]},${data[i + 2]}`;
      };
      for (let y = 3; y < height - 3; y += 1)
        for (let x = 3; x < width - 3; x += 1) {
          if (at(x, y) !== wanted) continue;
          if ([at(x - 3, y), at(x + 3, y), at(x, y - 3), at(x, y + 3)].some((c) => c !== wanted)) continue;
          const css = { x: x / ratio, y: y / ratio };
          if (avoid.every((p) => Math.hypot(p.x - css.x, p.y - css.y) > 30)) return css;
        }
      return null;
    },
    { wanted, avoid },
  );
  expect(point, `a seat of ${colour} on the editor's canvas`).not.toBeNull();
  return point!;
}

/** Saves a back-office form that creates a `resource`: the server takes it (201), or says why not. */
async function saveNew(page: Page, resource: string) {
  const posted = page
    .waitForResponse(
      (res) =>
        new URL(res.url()).pathname === `/api/v1/admin/${resource}` && res.request().method() === 'POST',
      { timeout: 15_000 },
    )
    .catch(() => null);
  await page.getByRole('button', { name: 'Uložit' }).click();
  const res = await posted;
  if (!res) {
    const invalid = await page
      .locator('[aria-invalid=true]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name') ?? input.id));
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`the ${resource} form was not sent: invalid ${invalid.join(', ')}; ${alerts.join(' ')}`);
  }
  expect(res.status(), await res.text()).toBe(201);
}

const CATEGORY_COLOURS = { main: '#1565c0', balcony: '#c62828' };

test('the first administrator sets a password and builds the season in the back office', async ({ page }) => {
  test.setTimeout(240_000);

  // The link `npm run create-admin` printed (and e-mailed): the administrator chooses a password.
  await page.goto(resetLink);
  await page.getByRole('textbox', { name: /^Nové heslo\W*$/ }).fill(admin.password);
  await page.getByRole('textbox', { name: /^Nové heslo znovu/ }).fill(admin.password);
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByText('Heslo je změněné.', { exact: false })).toBeVisible();

  await logInToBackOffice(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);

  // Two features: one opens members-only content, one lets members buy in the presale.
  for (const [name, type] of [
    [names.display, 'Zobrazení obsahu'],
    [names.presale, 'Předprodej'],
  ] as const) {
    await page.goto('/admin/features/create');
    await page
      .getByRole('textbox', { name: /^Název/ })
      .first()
      .fill(name);
    await page.getByRole('combobox', { name: /^Typ/ }).click();
    await page.getByRole('option', { name: type }).click();
    if (type === 'Předprodej') await page.getByRole('spinbutton', { name: /^Limit předprodeje/ }).fill('4');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page).toHaveURL(/\/admin\/features$/);
    await expect(page.getByText(name)).toBeVisible();
  }

  // A membership named in Czech only, priced in crowns and in euros, giving both features.
  await page.goto('/admin/subscriptions/create');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill(names.membership);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Všechny zápasy sezóny a obsah pro členy.');
  await choose(page, /^Oprávnění, která dává/, names.display);
  await choose(page, /^Oprávnění, která dává/, names.presale);
  await choose(page, /^Nabízet u obsahu s oprávněními/, names.display);
  await page
    .getByRole('textbox', { name: /^Varianta/ })
    .first()
    .fill('Celá sezóna');
  await page.getByRole('spinbutton', { name: /^Cena v Kč/ }).fill('999');
  await page.getByRole('spinbutton', { name: /^Cena v €/ }).fill('39.90');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await expect(page.getByText(names.membership)).toBeVisible();

  // A seated event: two categories, then the plan drawn in the editor.
  await page.goto('/admin/events/create');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill(names.seated);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Přijďte fandit.');
  await page.getByRole('textbox', { name: /^Místo konání/ }).fill('Zimní stadion');
  await page.getByRole('textbox', { name: /^Začátek/ }).fill(pragueTime(3));
  await page.getByRole('textbox', { name: /^Konec/ }).fill(pragueTime(6));
  await page.getByRole('textbox', { name: /^Prodej od/ }).fill(pragueTime(-24));
  await page.getByRole('textbox', { name: /^Prodej do/ }).fill(pragueTime(2));
  await page.getByLabel('Zveřejněno').check();
  await page.getByRole('tab', { name: 'Kategorie vstupenek' }).click();
  await page.getByRole('button', { name: 'Přidat', exact: true }).click();
  const keys = page.getByRole('textbox', { name: /^Kód/ });
  const categoryNames = page.getByRole('textbox', { name: /^Název/ });
  const colours = page.getByLabel(/^Barva/);
  const czk = page.getByRole('spinbutton', { name: /^Cena v Kč/ });
  const eur = page.getByRole('spinbutton', { name: /^Cena v €/ });
  // Each input of a category is wide enough to see what is typed (the key and colour once had 20 px).
  for (const input of [keys.nth(1), colours.nth(1)])
    expect((await input.boundingBox())!.width).toBeGreaterThan(60);
  await keys.nth(0).fill('P');
  await categoryNames.nth(0).fill('Parter');
  await colours.nth(0).fill(CATEGORY_COLOURS.main);
  await czk.nth(0).fill('450');
  await eur.nth(0).fill('18');
  await keys.nth(1).fill('B');
  await categoryNames.nth(1).fill('Balkon');
  await colours.nth(1).fill(CATEGORY_COLOURS.balcony);
  await czk.nth(1).fill('290');
  await eur.nth(1).fill('11.50');

  await page.getByRole('tab', { name: 'Plánek sedadel' }).click();
  await page.getByLabel('Místa k sezení podle plánku').check();
  const add = page.getByRole('region', { name: 'Přidat sektor' });
  const sections = page.getByRole('region', { name: 'Sektory' });
  // Straight rows in front of the stage…
  await add.getByRole('textbox', { name: 'Název sektoru' }).fill('Parter');
  await add.getByRole('spinbutton', { name: 'Počet řad' }).fill('3');
  await add.getByRole('spinbutton', { name: 'Míst v řadě' }).fill('10');
  await add.getByRole('button', { name: 'Přidat sektor' }).click();
  await expect(sections.getByText('Parter', { exact: true })).toBeVisible();
  // …and curved ones behind them, of the other category.
  await add.getByRole('textbox', { name: 'Název sektoru' }).fill('Balkon');
  await add.getByRole('combobox', { name: 'Tvar řad' }).click();
  await page.getByRole('option', { name: 'Zakřivené' }).click();
  await add.getByRole('spinbutton', { name: 'Počet řad' }).fill('2');
  await add.getByRole('spinbutton', { name: 'Míst v řadě' }).fill('12');
  await add.getByRole('spinbutton', { name: 'Poloměr první řady' }).fill('800');
  await add.getByRole('combobox', { name: 'Kategorie' }).click();
  await page.getByRole('option', { name: 'Balkon' }).click();
  await add.getByLabel('Náhled před přidáním').uncheck();
  await add.getByRole('button', { name: 'Přidat sektor' }).click();
  await expect(sections.getByText('Balkon', { exact: true })).toBeVisible();
  await expect(page.getByText(/^54 míst v 2 sektorech/)).toBeVisible();

  // A wheelchair place and a companion seat beside it, picked on the canvas.
  const canvas = page.getByTestId('plan-canvas');
  const wheelchair = await seatOnCanvas(page, CATEGORY_COLOURS.main);
  await canvas.click({ position: wheelchair });
  await expect(page.getByText(/vybráno míst: 1$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pro vozíčkáře' }).click();
  const companion = await seatOnCanvas(page, CATEGORY_COLOURS.main, [wheelchair]);
  await canvas.click({ position: companion });
  await page.getByRole('button', { name: 'Pro doprovod' }).click();
  await expect(page.getByText(/z toho 1 pro vozíčkáře, 1 pro doprovod/)).toBeVisible();
  await saveNew(page, 'events');
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

  // A general-admission event: one category with a capacity, no plan.
  await page.goto('/admin/events/create');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill(names.standing);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Přijďte fandit.');
  await page.getByRole('textbox', { name: /^Místo konání/ }).fill('Hala Vodova');
  await page.getByRole('textbox', { name: /^Začátek/ }).fill(pragueTime(3));
  await page.getByRole('textbox', { name: /^Konec/ }).fill(pragueTime(6));
  await page.getByRole('textbox', { name: /^Prodej od/ }).fill(pragueTime(-24));
  await page.getByRole('textbox', { name: /^Prodej do/ }).fill(pragueTime(2));
  await page.getByLabel('Zveřejněno').check();
  await page.getByRole('tab', { name: 'Kategorie vstupenek' }).click();
  await page.getByRole('textbox', { name: /^Kód/ }).fill('S');
  await page
    .getByRole('textbox', { name: /^Název/ })
    .first()
    .fill('Stání');
  await page.getByRole('spinbutton', { name: /^Cena v Kč/ }).fill('300');
  await page.getByRole('spinbutton', { name: /^Cena v €/ }).fill('12');
  await page.getByRole('spinbutton', { name: /^Kapacita/ }).fill('200');
  await saveNew(page, 'events');
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

  // A members-only article with a cover image.
  await page.goto('/admin/articles/create');
  await page.getByRole('textbox', { name: 'Titulek' }).fill(names.article);
  await page.getByRole('textbox', { name: 'Perex' }).fill('Jen pro členy.');
  await page.getByRole('textbox', { name: 'Text' }).fill(articleBody);
  const picture = await page.screenshot();
  await page
    .getByRole('group', { name: 'Titulní obrázek' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'sestava.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('group', { name: 'Titulní obrázek' }).locator('img')).toBeVisible();
  await choose(page, /^Jen pro členy s oprávněními/, names.display);
  await page.getByLabel('Publikováno').fill(pragueTime(-1));
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(names.article)).toBeVisible();
});

const otherCurrency = (currency: 'Kč' | '€') => (currency === 'Kč' ? '€' : 'Kč');

/** Every amount on the page is in `currency`, and there is one (unless the page shows `noAmount`). */
async function expectOnlyCurrency(page: Page, currency: 'Kč' | '€', noAmount = false) {
  const other = otherCurrency(currency);
  if (!noAmount) await expect(page.locator('body')).toContainText(currency);
  await expect(page.locator('body')).not.toContainText(other);
}

/** What a buyer reads and clicks in their shop's language, and the only currency they may see. */
const shops = {
  cs: {
    currency: 'Kč',
    plans: '/clenstvi',
    events: '/akce-a-vstupenky',
    buy: /^Koupit/,
    buyTickets: 'Koupit vstupenky',
    consent: /Souhlasím s obchodními podmínkami/,
    pay: 'Zaplatit',
    payByCard: 'Zaplatit kartou',
    membershipActive: 'Členství je aktivní',
    toOrder: 'Pokračovat k objednávce',
    paid: 'Platba proběhla v pořádku.',
    downloadAll: 'Stáhnout všechny vstupenky (PDF)',
  },
  sk: {
    currency: '€',
    plans: '/sk/clenstvo',
    events: '/sk/podujatia-a-vstupenky',
    buy: /^Kúpiť/,
    buyTickets: 'Kúpiť vstupenky',
    consent: /Súhlasím s obchodnými podmienkami/,
    pay: 'Zaplatiť',
    payByCard: 'Zaplatiť kartou',
    membershipActive: 'Členstvo je aktívne',
    toOrder: 'Pokračovať k objednávke',
    paid: 'Platba prebehla v poriadku.',
    downloadAll: 'Stiahnuť všetky vstupenky (PDF)',
  },
} as const;
type Shop = (typeof shops)[keyof typeof shops];

/** An amount as the page writes it ("1 290 Kč"), whatever space separates its groups and its currency. */
const amount = (text: string, whole = false) => {
  const pattern = text.split(' ').join('\\s');
  return new RegExp(whole ? `^${pattern}$` : pattern);
};

/** The membership from the plan list to the gateway and back, every screen in the shop's currency. */
async function buyMembership(page: Page, shop: Shop, price: string) {
  await page.goto(shop.plans);
  const plan = page.getByRole('article', { name: names.membership });
  await expect(plan).toContainText(amount(price));
  await expectOnlyCurrency(page, shop.currency);
  await plan.getByRole('button', { name: shop.buy }).click();
  await expect(page.getByTestId('subscription-order-price')).toHaveText(amount(price, true));
  await expectOnlyCurrency(page, shop.currency);
  await page.getByRole('checkbox', { name: shop.consent }).check();
  await page.getByRole('button', { name: shop.pay }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await expectOnlyCurrency(page, shop.currency);
  await page.getByRole('button', { name: shop.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: shop.membershipActive })).toBeVisible();
}

/**
 * From the chosen tickets to a paid order: the cart's total is the one money format of the shop
 * ("900 Kč", "12 €"), the terms are agreed to, the card is paid in the simulator; then the tickets'
 * PDF, in the shop's currency only, answers their codes.
 */
async function payForTickets(page: Page, shop: Shop, total: string, event: string): Promise<string[]> {
  await page.getByRole('button', { name: shop.toOrder }).click();
  await expect(page).toHaveURL(/\/app\/objednavka$/);
  await expect(page.getByTestId('order-total')).toHaveText(amount(total, true));
  await expectOnlyCurrency(page, shop.currency);
  await page.getByRole('checkbox', { name: shop.consent }).check();
  await page.getByRole('button', { name: shop.payByCard }).click();
  await expect(page).toHaveURL(/\/dev\/gpwebpay\/order\.do/);
  await expectOnlyCurrency(page, shop.currency);
  await page.getByRole('button', { name: shop.pay }).click();
  await expect(page.getByText(shop.paid, { exact: false })).toBeVisible();
  await expectOnlyCurrency(page, shop.currency, true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: shop.downloadAll }).click();
  const pdf = await pdfText(await readFile(await (await downloading).path()));
  expect(pdf).toContain(event);
  expect(pdf).not.toContain(otherCurrency(shop.currency));
  return [...pdf.matchAll(/Kód vstupenky (\S+)/g)].map((m) => m[1]!);
}

/** The buyer's e-mails (the orders' confirmations, their invoices) speak of the shop's currency only. */
async function expectMailsOnlyIn(email: string, currency: Shop['currency']) {
  await expect
    .poll(async () => (await mailsTo(dataDir, email)).texts.filter((t) => t.includes(currency)).length)
    .toBeGreaterThanOrEqual(2);
  const mails = await mailsTo(dataDir, email);
  for (const text of [...mails.texts, ...mails.pdfs]) expect(text).not.toContain(otherCurrency(currency));
}

test('a Czech buyer buys the membership and two seats, paying in crowns, and reads the members-only article', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await register(request, buyers.cs, 'cs');
  const { page, finish, close } = await signedIn(browser, origin, buyers.cs, 'cs');
  await buyMembership(page, shops.cs, '999 Kč');

  // Two seats of the plan the administrator drew, the best the chart offers.
  await page.goto(shops.cs.events);
  await page.getByRole('link', { name: names.seated }).first().click();
  await expectOnlyCurrency(page, 'Kč');
  await page.getByRole('link', { name: shops.cs.buyTickets }).click();
  await expect(page.getByText('Obsazenost se mění živě')).toBeVisible();
  await page.getByRole('button', { name: 'Vybrat 2 nejlepší místa' }).click();
  await expect(page.getByTestId('selected-seats').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('seat-total')).toHaveText(/^900\sKč$/);
  await expectOnlyCurrency(page, 'Kč');
  tickets.cs = await payForTickets(page, shops.cs, '900 Kč', names.seated);
  expect(tickets.cs).toHaveLength(2);
  await expectMailsOnlyIn(buyers.cs.email, 'Kč');

  // The member reads the members-only article.
  await page.goto('/clanky');
  await page.getByRole('heading', { name: names.article }).click();
  await expect(page.getByText(articleBody)).toBeVisible();
  await finish();
  await close();
});

test('a Slovak buyer buys the membership and a standing ticket on /sk, paying in euros', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await register(request, buyers.sk, 'sk');
  const { page, finish, close } = await signedIn(browser, origin, buyers.sk, 'sk');
  await buyMembership(page, shops.sk, '39,90 €');

  await page.goto(shops.sk.events);
  await page.getByRole('link', { name: names.standing }).first().click();
  await expectOnlyCurrency(page, '€');
  await page.getByRole('link', { name: shops.sk.buyTickets }).click();
  await page.getByRole('button', { name: 'O jednu viac: Stání' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Počet vstupeniek: Stání' })).toHaveValue('1');
  await expect(page.getByTestId('admission-total')).toHaveText(/^12\s€$/);
  await expectOnlyCurrency(page, '€');
  tickets.sk = await payForTickets(page, shops.sk, '12 €', names.standing);
  expect(tickets.sk).toHaveLength(1);
  await expectMailsOnlyIn(buyers.sk.email, '€');
  await finish();
  await close();
});

test('the administrator makes a ticket checker, who admits both buyers at the gate', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  expect(tickets.cs.length + tickets.sk.length, 'the tickets the buyers bought').toBe(3);
  await register(request, checker, 'cs');

  // The administrator gives the new colleague the checker's role in the user list.
  await logInToBackOffice(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);
  await page.goto('/admin/users');
  const row = page.getByRole('row', { name: new RegExp(checker.email) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Upravit' }).click();
  await page.getByRole('checkbox', { name: 'Kontrolor vstupenek' }).check();
  await page.getByRole('button', { name: 'Uložit role' }).click();
  await expect(page.getByText('Role byly uloženy')).toBeVisible();

  const context = await browser.newContext({ locale: 'cs-CZ', baseURL: origin });
  const gate = await context.newPage();
  const finish = watchAccessibility(gate);
  await logInToBackOffice(gate, checker.email, checker.password);
  for (const [event, codes] of [
    [names.seated, tickets.cs],
    [names.standing, tickets.sk],
  ] as const) {
    await gate.getByRole('menuitem', { name: 'Kontrola vstupenek' }).click();
    await gate.getByRole('link', { name: new RegExp(event) }).click();
    // The gate's name is asked once, before the first scan; this device remembers it after.
    const input = gate.getByLabel('Kód vstupenky nebo QR kód');
    const gateName = gate.getByLabel(/^Název brány/);
    await expect(gateName.or(input)).toBeVisible();
    if (await gateName.isVisible()) {
      await gateName.fill('Hlavní vchod');
      await gate.getByRole('button', { name: 'Začít kontrolovat' }).click();
    }
    await expect(gate.getByText('Brána: Hlavní vchod')).toBeVisible();
    await expect(gate.getByText(`Odbaveno 0 z ${codes.length}`)).toBeVisible();
    for (const [i, code] of codes.entries()) {
      await input.fill(code);
      await input.press('Enter');
      await expect(gate.getByRole('status').filter({ hasText: 'Platná – vstup povolen' })).toBeVisible();
      await expect(gate.getByText(`Odbaveno ${i + 1} z ${codes.length}`)).toBeVisible();
    }
  }
  await finish();
  await context.close();
});
