import type { Browser, Page } from '@playwright/test';
import { clusterOrigin, pinToServer, psql, startCluster, type Cluster } from './cluster';
import { DEMO_ADMIN, expect, rememberConsent, signUpCustomer, test, watchAccessibility } from './fixtures';
import { idTokenFor, verifyEmail } from './identity';

/*
 * The production shape: two servers behind HAProxy on one PostgreSQL database (npm run
 * start:cluster). A buyer served by one server holds seats that a second browser, served by the
 * other, sees taken live; the sweepers take their turns once, not once per server; visitors of a
 * waiting room who join through either server see the same places and are let in in their order.
 */
const PORT_OFFSET = 40;
const origin = clusterOrigin(PORT_OFFSET);
// The sweepers every 2 s, so that their turns can be counted within the journey.
const JOB_INTERVAL_SECONDS = 2;

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(360_000);
  cluster = await startCluster({
    name: 'two',
    portOffset: PORT_OFFSET,
    // An unpaid order expires after a minute, for the sweeper to reject within the journey.
    env: { JOB_INTERVAL_SECONDS: String(JOB_INTERVAL_SECONDS), ORDER_TTL_MINUTES: '1' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
});

interface PublicEvent {
  uuid: string;
  name: string;
  seated: boolean;
  availability: string;
  categories: { key: string }[];
}

/** A verified member signed in in a browser of their own, served by `server` only. */
async function memberOn(
  browser: Browser,
  request: Parameters<typeof signUpCustomer>[0],
  server: 's1' | 's2',
) {
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);
  const context = await browser.newContext({ locale: 'cs-CZ', baseURL: origin });
  await rememberConsent(context);
  await pinToServer(context, origin, server);
  const page = await context.newPage();
  const finish = watchAccessibility(page);
  const served = new Set<string>();
  page.on('response', (response) => {
    if (response.url().startsWith(origin)) served.add(response.headers()['x-tribuna-server'] ?? 'none');
  });
  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  return { page, finish, served };
}

/** Opens the event's seats in list mode at a row (the same row in both browsers). */
async function openRow(page: Page, eventUuid: string, row: number) {
  const stream = page.waitForResponse((response) =>
    response.url().endsWith(`/events/${eventUuid}/seats/stream`),
  );
  await page.goto(`/app/akce-a-vstupenky/${eventUuid}/objednavka`);
  await expect(page.getByText('Obsazenost se mění živě')).toBeVisible();
  await page.getByRole('tab', { name: 'Seznam míst' }).click();
  await page.getByRole('combobox', { name: 'Řada' }).selectOption({ index: row });
  return stream;
}

test('a buyer served by one server holds seats, and a browser served by the other sees them taken live', async ({
  browser,
  request,
}) => {
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => e.seated && e.availability === 'onSale');
  expect(event, 'a seated event on sale in the demo data').toBeTruthy();

  const [buyer, watcher] = await Promise.all([
    memberOn(browser, request, 's1'),
    memberOn(browser, request, 's2'),
  ]);
  // The watcher's chart streams its news from the second server.
  const watching = await openRow(watcher.page, event!.uuid, 4);
  expect(watching.headers()['x-tribuna-server']).toBe('s2');
  const seats = watcher.page.getByRole('group', { name: /^Sedadla: .*, řada / });
  await expect(seats.getByRole('checkbox').first()).toBeVisible();
  const takenBefore = await seats.getByRole('checkbox', { name: /obsazené$/ }).count();

  await openRow(buyer.page, event!.uuid, 4);
  const free = buyer.page
    .getByRole('group', { name: /^Sedadla: .*, řada / })
    .getByRole('checkbox', { checked: false, disabled: false });
  const chosen = buyer.page.getByTestId('selected-seats').getByRole('listitem');
  // Each click asks the server to hold the seat; it is ticked once held.
  const held = buyer.page.waitForResponse((response) => response.url().endsWith('/actions/hold'));
  await free.first().click();
  expect((await held).headers()['x-tribuna-server']).toBe('s1');
  await expect(chosen).toHaveCount(1);
  await free.first().click();
  await expect(chosen).toHaveCount(2);

  // Held through the first server, told through PostgreSQL to the second, shown without a reload.
  await expect.poll(() => seats.getByRole('checkbox', { name: /obsazené$/ }).count()).toBe(takenBefore + 2);

  // Each browser stayed on its server throughout.
  expect([...buyer.served]).toEqual(['s1']);
  expect([...watcher.served]).toEqual(['s2']);
  await buyer.finish();
  await watcher.finish();
});

test('the sweepers take each turn on one server, not on both, and an unpaid order expires once', async ({
  request,
}) => {
  test.slow();
  // A buyer leaves an order of a held seat unpaid, through the second server.
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => e.seated && e.availability === 'onSale')!;
  const customer = await signUpCustomer(request);
  await verifyEmail(request, customer.email);
  const token = await idTokenFor(request, customer.email, customer.password);
  const { holdToken } = (await through('s2', '/hold-tokens', { method: 'POST', token })) as {
    holdToken: string;
  };
  await through('s2', `/events/${event.uuid}/actions/hold-best-available`, {
    method: 'POST',
    token,
    body: { holdToken, number: 1, category: event.categories[0]!.key },
  });
  const order = (await through('s2', '/orders', {
    method: 'POST',
    token,
    body: { currency: 'CZK', holdToken },
  })) as { uuid: string; status: string };
  expect(order.status).toBe('pending');

  const turns = async () =>
    new Map(
      (await psql(cluster.database, 'select name, runs, last_run_by from job_runs')).map(
        ([name, runs, by]) => [name!, { runs: Number(runs), by: by! }],
      ),
    );
  const before = await turns();
  expect([...before.keys()]).toEqual(
    expect.arrayContaining(['holdTokenCleanup', 'orderExpiry', 'paymentReconciliation']),
  );
  const started = Date.now();
  // Watch the turns for about ten intervals.
  await new Promise((resolve) => setTimeout(resolve, 10 * JOB_INTERVAL_SECONDS * 1000));
  const after = await turns();
  const seconds = (Date.now() - started) / 1000;
  for (const [name, { runs }] of after) {
    const taken = runs - (before.get(name)?.runs ?? 0);
    // One turn per interval between both servers (each would take ten in the window alone), with
    // a tenth's tolerance for the servers' timers.
    expect(taken, `${name}: ${taken} turns in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(
      Math.floor(seconds / (JOB_INTERVAL_SECONDS * 0.9)) + 1,
    );
    expect(taken, `${name} still runs`).toBeGreaterThanOrEqual(3);
  }
  // Taken by a server of the cluster (host:pid), whichever came to the turn first.
  for (const { by } of after.values()) expect(by).toMatch(/^.+:\d+$/);

  // A minute after, the order is rejected as expired, by one sweep of one server.
  await expect
    .poll(
      async () => ((await through('s1', `/orders/${order.uuid}`, { token })) as { status: string }).status,
      {
        timeout: 120_000,
        intervals: [1000],
      },
    )
    .toBe('rejected');
  const sweeps = await psql(
    cluster.database,
    `select count(*) from order_status_changes where order_uuid = '${order.uuid}' and actor_kind = 'sweeper'`,
  );
  expect(sweeps).toEqual([['1']]);
});

interface Place {
  token: string;
  status: 'waiting' | 'admitted' | 'expired' | 'closed';
  position: number | null;
  pass: string | null;
}

/** An API call served by `server` (HAProxy's cookie), answering the body and who served it. */
async function through(
  server: 's1' | 's2',
  pathname: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${origin}/api/v1${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: `tribuna_server=${server}`,
      ...(init.token && { 'id-token': init.token }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  expect(res.headers.get('x-tribuna-server')).toBe(server);
  expect(res.ok, `${init.method ?? 'GET'} ${pathname} through ${server}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as unknown;
}

test('visitors who join the waiting room through either server get one shuffled order and are let in by it', async ({
  request,
}) => {
  test.slow();
  const list = (await (await request.get('/api/v1/events')).json()) as { data: PublicEvent[] };
  const event = list.data.find((e) => e.availability === 'onSale');
  expect(event, 'an event on sale in the demo data').toBeTruthy();
  const staff = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const visitors = await Promise.all(
    (['s1', 's2', 's1', 's2', 's1', 's2'] as const).map(async (server) => {
      const customer = await signUpCustomer(request);
      await verifyEmail(request, customer.email);
      return { server, token: await idTokenFor(request, customer.email, customer.password) };
    }),
  );

  // The room is open; the sale starts in a few seconds, at one buyer a second.
  const saleStartsAt = new Date(Date.now() + 6000);
  await through('s1', `/admin/events/${event!.uuid}/waiting-room`, {
    method: 'PUT',
    token: staff,
    body: {
      enabled: true,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      saleStartsAt: saleStartsAt.toISOString(),
      rate: 60,
      passMinutes: 10,
      paused: false,
      closed: false,
    },
  });
  const joined = (await Promise.all(
    visitors.map(({ server, token }) =>
      through(server, `/events/${event!.uuid}/waiting-room/join`, { method: 'POST', token, body: {} }),
    ),
  )) as Place[];
  expect(Date.now(), 'everyone joined before the sale started').toBeLessThan(saleStartsAt.getTime());
  // Before the start nobody has a place yet: the start draws them.
  for (const place of joined) expect(place).toMatchObject({ status: 'waiting', position: null });

  const placeOn = async (server: 's1' | 's2', token: string) =>
    (await through(
      server,
      `/events/${event!.uuid}/waiting-room?token=${encodeURIComponent(token)}`,
    )) as Place;
  // After the start, each server tells the places 1…6, once each, and both the same place to each visitor.
  const placesOn = (server: 's1' | 's2') => Promise.all(joined.map((p) => placeOn(server, p.token)));
  const sortedPositions = async (server: 's1' | 's2') =>
    (await placesOn(server)).map((place) => place.position ?? 0).sort((a, b) => a - b);
  for (const server of ['s1', 's2'] as const)
    await expect.poll(() => sortedPositions(server), { timeout: 30_000 }).toEqual([1, 2, 3, 4, 5, 6]);
  const [one, two] = await Promise.all([placesOn('s1'), placesOn('s2')]);
  expect(two.map((place) => place.position)).toEqual(one.map((place) => place.position));

  // Watched through both servers in turn: whoever is let in, everyone before them was let in already.
  let admitted: number[] = [];
  await expect
    .poll(
      async () => {
        const server = admitted.length % 2 === 0 ? 's1' : 's2';
        const places = await Promise.all(joined.map((p) => placeOn(server, p.token)));
        admitted = places.filter((place) => place.status === 'admitted').map((place) => place.position!);
        admitted.sort((a, b) => a - b);
        expect(admitted, `let in through ${server}`).toEqual(admitted.map((_, i) => i + 1));
        for (const place of places) if (place.status === 'admitted') expect(place.pass).toBeTruthy();
        return admitted.length;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(6);
});
