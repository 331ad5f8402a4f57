import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActions,
  adminResources,
  canSetRoles,
  permissionTable,
  type AdminAction,
  type AdminResource,
} from '@tribuna/common/permissions';
import { isStaff, roles, type Role } from '@tribuna/common/schemas/auth';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { createTestContext, signInWithPassword, type TestContext } from './harness';

/**
 * Every admin route against every role (ARCHITECTURE: every admin endpoint checks the caller's
 * roles on the server). The routes come from the app itself, so a new admin route is in the matrix
 * the day it is added; one that does not follow the REST convention must be given its permission
 * in `unconventional` below, or this test fails.
 */
type Rule = { resource: AdminResource; action: AdminAction } | 'setRoles' | 'staff';

const unconventional: Record<string, Rule> = {
  'POST /api/v1/auth/set-roles': 'setRoles',
  // The back office's home: any staff role; each sees the cards of its own lists (flows/dashboard.ts).
  'GET /api/v1/admin/dashboard': 'staff',
  'POST /api/v1/admin/order/update-status': { resource: 'orders', action: 'edit' },
  'POST /api/v1/admin/order/resend-successfull-email': { resource: 'orders', action: 'edit' },
  'POST /api/v1/admin/vouchers/batches': { resource: 'vouchers', action: 'create' },
  'GET /api/v1/admin/vouchers/batches/:uuid': { resource: 'vouchers', action: 'show' },
  'GET /api/v1/admin/vouchers/batches/:uuid/csv': { resource: 'vouchers', action: 'show' },
  // Voucher orders are a resource of their own (not the list of every voucher code); the
  // dispatcher's "sent" mark ships them (not an edit: that changes every field of a voucher).
  'GET /api/v1/admin/order/vouchers': { resource: 'order-vouchers', action: 'list' },
  'GET /api/v1/admin/order/voucher/:uuid': { resource: 'order-vouchers', action: 'show' },
  'POST /api/v1/admin/order/voucher/:uuid/shipped': { resource: 'order-vouchers', action: 'ship' },
  // An event's seating plan is part of the event: reading it shows the event, saving or copying edits it.
  'GET /api/v1/admin/events/:uuid/seating-plan': { resource: 'events', action: 'show' },
  'PUT /api/v1/admin/events/:uuid/seating-plan': { resource: 'events', action: 'edit' },
  'POST /api/v1/admin/events/:uuid/seating-plan/copy': { resource: 'events', action: 'edit' },
  // An event's waiting room is part of its sale: watching it shows the event, setting it edits it.
  'GET /api/v1/admin/events/:uuid/waiting-room': { resource: 'events', action: 'show' },
  'PUT /api/v1/admin/events/:uuid/waiting-room': { resource: 'events', action: 'edit' },
  'GET /api/v1/admin/events/:uuid/waiting-room/stats': { resource: 'events', action: 'show' },
  // A membership's waiting room is part of its sale: staff who manage memberships show / edit it.
  'GET /api/v1/admin/subscriptions/:uuid/waiting-room': { resource: 'subscriptions', action: 'show' },
  'PUT /api/v1/admin/subscriptions/:uuid/waiting-room': { resource: 'subscriptions', action: 'edit' },
  'GET /api/v1/admin/subscriptions/:uuid/waiting-room/stats': { resource: 'subscriptions', action: 'show' },
  // A sold-out event's (membership's) waiting list is part of its sale: readers of the event see it,
  // its editors change the settings, offer places by hand and close it.
  'GET /api/v1/admin/events/:uuid/waitlist': { resource: 'events', action: 'show' },
  'PUT /api/v1/admin/events/:uuid/waitlist': { resource: 'events', action: 'edit' },
  'GET /api/v1/admin/events/:uuid/waitlist/entries': { resource: 'events', action: 'show' },
  'POST /api/v1/admin/events/:uuid/waitlist/offers': { resource: 'events', action: 'edit' },
  'POST /api/v1/admin/events/:uuid/waitlist/close': { resource: 'events', action: 'edit' },
  'GET /api/v1/admin/subscriptions/:uuid/waitlist': { resource: 'subscriptions', action: 'show' },
  'PUT /api/v1/admin/subscriptions/:uuid/waitlist': { resource: 'subscriptions', action: 'edit' },
  'GET /api/v1/admin/subscriptions/:uuid/waitlist/entries': { resource: 'subscriptions', action: 'show' },
  'POST /api/v1/admin/subscriptions/:uuid/waitlist/offers': { resource: 'subscriptions', action: 'edit' },
  'POST /api/v1/admin/subscriptions/:uuid/waitlist/close': { resource: 'subscriptions', action: 'edit' },
  // Who holds the seats of a season ticket is part of it.
  'GET /api/v1/admin/season-tickets/:uuid/seats': { resource: 'season-tickets', action: 'show' },
  // A ticket's history (issued, passed on, checked in) is part of the ticket.
  'GET /api/v1/admin/tickets/:uuid/history': { resource: 'tickets', action: 'show' },
  // The key the check-in app verifies tickets with: whoever may see tickets.
  'GET /api/v1/admin/tickets/public-key': { resource: 'tickets', action: 'show' },
  'GET /api/v1/admin/tickets/export-csv': { resource: 'tickets', action: 'list' },
  // Issuing tickets by hand creates tickets.
  'POST /api/v1/admin/order/generate/ticket': { resource: 'tickets', action: 'create' },
  'POST /api/v1/admin/order/generate/free-ticket': { resource: 'tickets', action: 'create' },
  'POST /api/v1/admin/order/generate/tickets': { resource: 'tickets', action: 'create' },
  // Ticket review at the gate, all of it `check`: the events, their tickets for offline use, check-ins.
  'GET /api/v1/admin/tickets/gate/events': { resource: 'tickets', action: 'check' },
  'GET /api/v1/admin/tickets/gate/events/:uuid': { resource: 'tickets', action: 'check' },
  'POST /api/v1/admin/tickets/gate/events/:uuid/check-in': { resource: 'tickets', action: 'check' },
  'POST /api/v1/admin/tickets/gate/events/:uuid/sync': { resource: 'tickets', action: 'check' },
  // The author picker's choices belong to the content overview (its filter by author uses them too).
  'GET /api/v1/admin/content/authors': { resource: 'content', action: 'list' },
  'GET /api/v1/admin/content/authors/:uuid': { resource: 'content', action: 'list' },
  // An invoice's PDF is the invoice; exporting a period's PDFs reads the list (accountants do it).
  'GET /api/v1/admin/invoices/:uuid/pdf': { resource: 'invoices', action: 'show' },
  'POST /api/v1/admin/invoices/export': { resource: 'invoices', action: 'list' },
  'GET /api/v1/admin/invoices/export/:uuid': { resource: 'invoices', action: 'list' },
  'GET /api/v1/admin/invoices/export/:uuid/zip': { resource: 'invoices', action: 'list' },
  // An order recorded from an invoice paid by bank transfer issues that invoice.
  'POST /api/v1/admin/order/generate/order-from-invoice-draft': { resource: 'invoices', action: 'create' },
  'POST /api/v1/admin/order/generate/order-from-invoice': { resource: 'invoices', action: 'create' },
  // A refund is made under its order; its CSV reads the list (accountants export it).
  'POST /api/v1/admin/orders/:uuid/refunds': { resource: 'refunds', action: 'create' },
  'GET /api/v1/admin/refunds/export-csv': { resource: 'refunds', action: 'list' },
  // An event's cancellation is its own resource (event and order admins): cancelling makes it, its
  // job is read under the event, a retry of its failures edits it.
  'POST /api/v1/admin/events/:uuid/cancel': { resource: 'event-cancellations', action: 'create' },
  'GET /api/v1/admin/events/:uuid/cancellation': { resource: 'event-cancellations', action: 'show' },
  'POST /api/v1/admin/events/:uuid/cancellation/retry': { resource: 'event-cancellations', action: 'edit' },
  // Approving or rejecting a holder's refund request decides (edits) it.
  'POST /api/v1/admin/refund-requests/:uuid/approve': { resource: 'refund-requests', action: 'edit' },
  'POST /api/v1/admin/refund-requests/:uuid/reject': { resource: 'refund-requests', action: 'edit' },
  // An application's press card is part of the application.
  'GET /api/v1/admin/media-accreditations/:uuid/attachment': {
    resource: 'media-accreditations',
    action: 'show',
  },
};

function ruleFor(method: string, url: string): Rule {
  const key = `${method} ${url}`;
  if (unconventional[key]) return unconventional[key];
  const match = /^\/api\/v1\/admin\/([a-z-]+)(\/:uuid)?$/.exec(url);
  const resource = match?.[1] as AdminResource | undefined;
  if (!match || !resource || !adminResources.includes(resource)) {
    throw new Error(`${key} is not a REST route of an admin resource: add it to \`unconventional\``);
  }
  const item = Boolean(match[2]);
  const action = ({ GET: item ? 'show' : 'list', POST: 'create', PUT: 'edit', DELETE: 'delete' } as const)[
    method as 'GET' | 'POST' | 'PUT' | 'DELETE'
  ];
  if (!action || (method === 'POST' && item)) throw new Error(`${key}: add it to \`unconventional\``);
  return { resource, action };
}

function allows(role: Role, rule: Rule): boolean {
  if (rule === 'setRoles') return canSetRoles([role]);
  if (rule === 'staff') return isStaff([role]);
  const grant = permissionTable[role][rule.resource];
  return grant === 'all' || (grant !== undefined && grant.includes(rule.action));
}

function allowsAny(userRoles: readonly Role[], rule: Rule): boolean {
  return userRoles.some((role) => allows(role, rule));
}

/** Every route of the app; `routes` are the privileged ones the matrix checks. */
const allRoutes: { method: string; url: string }[] = [];
const routes: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    allRoutes.push({ method, url: route.url });
    if (route.url.startsWith('/api/v1/admin/') || `${method} ${route.url}` in unconventional) {
      routes.push({ method, url: route.url });
    }
  }
};

/** Users holding several roles get the union of what their roles allow, no more. */
const roleSets: Role[][] = [
  ['article_admin', 'ticket_checker'],
  ['order_admin_voucher_list', 'order_admin_voucher_detail'],
  ['user', 'user_admin'],
  ['accountant', 'gallery_admin', 'voucher_admin_create'],
  ['user', 'content_admin', 'feature_admin'],
];

let ctx: TestContext;
const tokens = new Map<Role, string>();
const setTokens = new Map<Role[], string>();
/** Staff whose account was disabled, and staff whose e-mail is not verified. */
let disabled: { roles: Role[]; token: string }[];
let unverified: { roles: Role[]; token: string }[];

beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: collect, rememberTokenChecks: true });
  await Promise.all(roles.map(async (role) => tokens.set(role, (await ctx.signInAs([role])).token)));
  await Promise.all(roleSets.map(async (set) => setTokens.set(set, (await ctx.signInAs(set)).token)));
  const superAdmin = tokens.get('super_admin')!;
  disabled = await Promise.all(
    ([['super_admin'], ['user_admin'], ['article_admin', 'event_admin']] satisfies Role[][]).map(
      async (set) => {
        const account = await ctx.signInAs(set);
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/admin/users/${account.uuid}`,
          headers: { 'id-token': superAdmin },
          payload: { disabled: true },
        });
        expect(res.statusCode).toBe(200);
        return { roles: set, token: account.token };
      },
    ),
  );
  unverified = await Promise.all(
    ([['super_admin'], ['user_admin'], ['order_admin']] satisfies Role[][]).map(async (set) => {
      const email = `unverified-${randomUUID()}@example.com`;
      const uid = await ctx.identity.createUser({ email, password: 'Test1234x' });
      await createUsersRepository(ctx.database.db).insert({ firebaseUid: uid, email, roles: set });
      return { roles: set, token: await signInWithPassword(ctx.emulatorHost, email, 'Test1234x') };
    }),
  );
});
afterAll(() => ctx.close());

/**
 * The matrix's calls in flight at once: sixteen keep the identity emulator and the database busy
 * without queueing a thousand token checks and handlers at once (with both cores otherwise busy,
 * 17.0 s against 18.5 s for the first matrix).
 */
const inFlight = pLimit(16);

/** Calls a route with an empty body where it takes one; the guard answers before the body is read. */
function call(method: string, url: string, token: string | null) {
  return inFlight(() =>
    ctx.app.inject({
      method: method as 'GET',
      url: url.replace(':uuid', randomUUID()),
      headers: token ? { 'id-token': token } : {},
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    }),
  );
}

const outcome = (status: number) =>
  status === 401
    ? 'unauthorized'
    : status === 403
      ? 'forbidden'
      : status < 500
        ? 'allowed'
        : `error ${status}`;

describe('role matrix', () => {
  it('discovers the admin routes from the app', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/articles',
        'DELETE /api/v1/admin/articles/:uuid',
        'GET /api/v1/admin/users',
        'PUT /api/v1/admin/users/:uuid',
        'GET /api/v1/admin/features',
        'PUT /api/v1/admin/features/:uuid',
        'POST /api/v1/admin/subscriptions',
        'DELETE /api/v1/admin/subscriptions/:uuid',
        'GET /api/v1/admin/vouchers',
        'DELETE /api/v1/admin/vouchers/:uuid',
        'POST /api/v1/admin/vouchers/batches',
        'GET /api/v1/admin/vouchers/batches/:uuid/csv',
        'GET /api/v1/admin/order/vouchers',
        'POST /api/v1/admin/order/voucher/:uuid/shipped',
        'POST /api/v1/auth/set-roles',
        'GET /api/v1/admin/galleries',
        'PUT /api/v1/admin/galleries/:uuid',
        'DELETE /api/v1/admin/galleries/:uuid',
        'POST /api/v1/admin/video-archives',
        'PUT /api/v1/admin/video-archives/:uuid',
        'GET /api/v1/admin/audio-archives/:uuid',
        'PUT /api/v1/admin/audio-archives/:uuid',
        'GET /api/v1/admin/content',
        'GET /api/v1/admin/media-accreditations',
        'PUT /api/v1/admin/media-accreditations/:uuid',
        'GET /api/v1/admin/audit-log',
        'GET /api/v1/admin/audit-log/:uuid',
        'GET /api/v1/admin/dashboard',
      ]),
    );
    expect(adminActions).toHaveLength(7);
  });

  it('shows the audit log to admins and super admins only', () => {
    const readers = roles.filter((role) => allows(role, { resource: 'audit-log', action: 'list' }));
    expect(readers.sort()).toEqual(['admin', 'super_admin']);
  });

  // Every admin route × every role: well over a thousand calls, each token checked with the identity
  // emulator once (harness.ts): 8 s beside other suites (20 s when every call asked the emulator).
  // Beside the journeys on a slow day it took over a minute, so it is allowed three minutes.
  it('lets exactly the roles the permission table allows past the guard, on every admin route', async () => {
    const outcomes = await Promise.all(
      routes.flatMap(({ method, url }) => {
        const rule = ruleFor(method, url);
        const callers: (Role | null)[] = [null, ...roles];
        return callers.map(async (role) => {
          const res = await call(method, url, role ? tokens.get(role)! : null);
          const expected = role === null ? 'unauthorized' : allows(role, rule) ? 'allowed' : 'forbidden';
          const actual = outcome(res.statusCode);
          // Refusals are the catalogue's JSON; an allowed answer may be a file (a CSV).
          const name = res.statusCode >= 400 ? (res.json() as { name?: string }).name : undefined;
          return { call: `${role ?? 'anonymous'} ${method} ${url}`, expected, actual, name };
        });
      }),
    );
    const wrong = outcomes.filter((o) => o.expected !== o.actual);
    expect(wrong).toEqual([]);
    for (const o of outcomes) {
      if (o.actual === 'forbidden') expect(o.name, o.call).toBe('forbidden');
      if (o.actual === 'unauthorized') expect(o.name, o.call).toBe('unauthorized');
    }
    // Both sides of the matrix are exercised.
    expect(outcomes.filter((o) => o.actual === 'allowed').length).toBeGreaterThan(routes.length);
    expect(outcomes.filter((o) => o.actual === 'forbidden').length).toBeGreaterThan(routes.length);
  }, 180_000);

  it('lets the roles named after one job do that job and nothing else', async () => {
    const passedBy = async (role: Role) => {
      const outcomes = await Promise.all(
        routes.map(async ({ method, url }) => {
          const res = await call(method, url, tokens.get(role)!);
          return { route: `${method} ${url}`, actual: outcome(res.statusCode) };
        }),
      );
      return outcomes.flatMap((o) => (o.actual === 'allowed' ? [o.route] : [])).sort();
    };
    // The gate, and the back office's home that leads there.
    expect(await passedBy('ticket_checker')).toEqual([
      'GET /api/v1/admin/dashboard',
      'GET /api/v1/admin/tickets/gate/events',
      'GET /api/v1/admin/tickets/gate/events/:uuid',
      'POST /api/v1/admin/tickets/gate/events/:uuid/check-in',
      'POST /api/v1/admin/tickets/gate/events/:uuid/sync',
    ]);
    // The orders and voucher orders to pack (printed vouchers carry their codes) and the "sent"
    // mark; the list of every voucher code, a voucher's own fields and batch downloads stay out of reach.
    expect(await passedBy('package_dispatcher')).toEqual([
      'GET /api/v1/admin/dashboard',
      'GET /api/v1/admin/order/voucher/:uuid',
      'GET /api/v1/admin/order/vouchers',
      'GET /api/v1/admin/orders',
      'GET /api/v1/admin/orders/:uuid',
      'POST /api/v1/admin/order/voucher/:uuid/shipped',
    ]);
  });

  it('gives users with several roles exactly the union of their roles', async () => {
    const outcomes = await Promise.all(
      routes.flatMap(({ method, url }) =>
        roleSets.map(async (set) => {
          const res = await call(method, url, setTokens.get(set)!);
          const expected = allowsAny(set, ruleFor(method, url)) ? 'allowed' : 'forbidden';
          return { call: `${set.join('+')} ${method} ${url}`, expected, actual: outcome(res.statusCode) };
        }),
      ),
    );
    expect(outcomes.filter((o) => o.expected !== o.actual)).toEqual([]);
    expect(outcomes.some((o) => o.actual === 'allowed')).toBe(true);
    expect(outcomes.some((o) => o.actual === 'forbidden')).toBe(true);
  });

  it('shuts disabled staff out of every privileged route, whatever their roles', async () => {
    const outcomes = await Promise.all(
      routes.flatMap(({ method, url }) =>
        disabled.map(async ({ roles: set, token }) => {
          const res = await call(method, url, token);
          return { call: `${set.join('+')} ${method} ${url}`, status: res.statusCode, name: res.json().name };
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status !== 401 || o.name !== 'unauthorized')).toEqual([]);
  });

  it('keeps staff with an unverified e-mail out of every privileged route', async () => {
    const outcomes = await Promise.all(
      routes.flatMap(({ method, url }) =>
        unverified.map(async ({ roles: set, token }) => {
          const res = await call(method, url, token);
          return { call: `${set.join('+')} ${method} ${url}`, status: res.statusCode, name: res.json().name };
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status !== 403 || o.name !== 'emailNotVerified')).toEqual([]);
  });

  it('knows every privileged route outside /admin/: any other route lets a plain user past its guard', async () => {
    const outside = allRoutes.filter(
      ({ method, url }) =>
        url.startsWith('/api/v1/') &&
        !url.startsWith('/api/v1/admin/') &&
        !(`${method} ${url}` in unconventional),
    );
    expect(outside.length).toBeGreaterThan(5);
    const fan = tokens.get('user')!;
    const refused = [];
    for (const { method, url } of outside) {
      const res = await call(method, url, fan);
      if (res.statusCode === 403) refused.push(`${method} ${url}: ${res.json().name}`);
    }
    expect(refused).toEqual([]);
  });
});
