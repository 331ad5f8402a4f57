import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSeatsioStandin } from '../../server/src/integrations/seatmap/standin';
import { expect, orderAndPaySeats, signUpCustomer, test } from './fixtures';
import { verifyEmail } from './identity';
import { ownServerOrigin, startOwnServer, type OwnServer } from './ownServer';

/**
 * The product with seats.io as the seat map, against the local stand-in of seats.io (its REST API
 * and its chart script, served here). Only this journey needs it, so it starts its own server
 * beside the main one (port + 20): the same builds, the same identity emulator, its own data.
 */
const origin = ownServerOrigin(20);
const keys = { secretKey: 'e2e-secret-key', publicKey: 'e2e-public-key' };

let standin: FastifyInstance;
let standinUrl: string;
let server: OwnServer | null = null;

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second product server loads its demo data beside the running journeys: as long as the main
  // server may take (playwright.config.ts), and then some.
  test.setTimeout(300_000);
  standin = createSeatsioStandin(keys);
  await standin.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}`;
  server = await startOwnServer({
    name: 'seatsio',
    portOffset: 20,
    env: {
      SEATSIO_SECRET_KEY: keys.secretKey,
      SEATSIO_PUBLIC_KEY: keys.publicKey,
      SEATSIO_API_URL: standinUrl,
      SEATSIO_CHART_JS_URL: `${standinUrl}/chart.js`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

/** What seats.io's own back office would say of a seat: its status and the order it is booked for. */
async function seatsioObject(eventKey: string, label: string) {
  const res = await fetch(
    `${standinUrl}/events/${encodeURIComponent(eventKey)}/objects?label=${encodeURIComponent(label)}`,
    { headers: { authorization: `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}` } },
  );
  expect(res.ok, await res.clone().text()).toBe(true);
  const body = (await res.json()) as Record<string, { status: string; orderId: string | null }>;
  return body[label]!;
}

test('a member picks two seats on the seats.io chart, pays in the simulator, and the seats are booked in seats.io', async ({
  page,
  request,
}) => {
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as {
    data: { uuid: string; name: string; seated: boolean; availability: string }[];
  };
  const event = list.data.find((e) => e.seated && e.availability === 'onSale');
  expect(event, 'a seated event on sale in the demo data').toBeTruthy();

  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  // From the event page to seats.io's chart, loaded from the configured script.
  await page.goto(`/akce-a-vstupenky/${event!.uuid}`);
  await page.getByRole('link', { name: 'Koupit vstupenky' }).click();
  const chart = page.getByRole('group', { name: 'seats.io' });
  await expect(chart).toBeVisible();
  const picked = page.getByTestId('selected-seats').getByRole('listitem');

  // Two seats: each held through our API in seats.io with the buyer's hold token.
  await chart.getByRole('button', { name: 'A-2-5', exact: true }).click();
  await expect(picked).toHaveCount(1);
  await chart.getByRole('button', { name: 'A-2-6', exact: true }).click();
  await expect(picked).toHaveCount(2);
  await expect(picked.first()).toHaveText(/^A, řada 2, sedadlo 5/);
  await expect(page.getByTestId('seat-total')).toHaveText(/^[1-9][\d\s]*\sKč$/);
  await expect(page.getByRole('timer')).toHaveText(/Místa držíme ještě 1[45]:\d\d/);
  expect((await seatsioObject(event!.uuid, 'A-2-5')).status).toBe('reservedByToken');
  expect((await seatsioObject(event!.uuid, 'A-2-6')).status).toBe('reservedByToken');
  const total = (await page.getByTestId('seat-total').textContent())!;

  // On to the order: a line per seat, the same total, paid by card at the gateway's simulator.
  await orderAndPaySeats(page, total, 2);
  await expect(page.getByRole('link', { name: /^Vstupenka .*sedadlo .*\(PDF\)$/ })).toHaveCount(2);

  // Booked in seats.io for the order, and the chart offers them to nobody any more.
  for (const label of ['A-2-5', 'A-2-6'])
    expect(await seatsioObject(event!.uuid, label)).toMatchObject({
      status: 'booked',
      orderId: expect.any(String),
    });
  await page.goto(`/app/akce-a-vstupenky/${event!.uuid}/objednavka`);
  await expect(chart.getByRole('button', { name: 'A-2-5', exact: true })).toBeDisabled();
  await expect(chart.getByRole('button', { name: 'A-2-6', exact: true })).toBeDisabled();
  await expect(chart.getByRole('button', { name: 'A-2-7', exact: true })).toBeEnabled();
});
