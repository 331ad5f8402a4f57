import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testEvent } from '../../../test/orders';
import { changedFields, REDACTED } from './auditLog.service';

let ctx: TestContext;
let admin: { token: string; uuid: string; email: string };
let superAdmin: { token: string; uuid: string; email: string };
let articleAdmin: { token: string; uuid: string; email: string };

const call = tokenCaller(() => ctx.app);

const article = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Derby je naše', sk: 'Derby je naše (sk)' },
  perex: { cs: 'Krátce o zápase' },
  body: { cs: '<p>Text zápasu</p>' },
  image: null,
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

interface Entry {
  uuid: string;
  actorUuid: string;
  actorEmail: string;
  resource: string;
  recordId: string | null;
  action: string;
  route: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

async function entries(query = ''): Promise<Entry[]> {
  const res = await call('GET', `/admin/audit-log?limit=500${query}`, admin.token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, superAdmin, articleAdmin] = await Promise.all([
    ctx.signInAs(['admin'], 'audit-admin@example.com'),
    ctx.signInAs(['super_admin'], 'audit-super@example.com'),
    ctx.signInAs(['article_admin'], 'audit-editor@example.com'),
  ]);
});
afterAll(() => ctx.close());

describe('the audit log', () => {
  it('records who edited an article, with the changed fields before and after', async () => {
    const created = await call('POST', '/admin/articles', articleAdmin.token, article());
    expect(created.statusCode).toBe(201);
    const uuid: string = created.json().uuid;
    const edited = await call(
      'PUT',
      `/admin/articles/${uuid}`,
      articleAdmin.token,
      article({ title: { cs: 'Derby je naše!', sk: 'Derby je naše (sk)' } }),
    );
    expect(edited.statusCode).toBe(200);

    const [edit, create, ...rest] = await entries(`&recordId=${uuid}`);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({
      actorUuid: articleAdmin.uuid,
      actorEmail: 'audit-editor@example.com',
      resource: 'articles',
      action: 'create',
      route: 'POST /api/v1/admin/articles',
      before: null,
      after: expect.objectContaining({ uuid, title: { cs: 'Derby je naše', sk: 'Derby je naše (sk)' } }),
    });
    expect(edit).toMatchObject({
      actorEmail: 'audit-editor@example.com',
      resource: 'articles',
      recordId: uuid,
      action: 'edit',
      route: 'PUT /api/v1/admin/articles/:uuid',
    });
    // Only what changed: the title, not the perex, the body or the time of the write.
    expect(edit?.before).toEqual({ title: { cs: 'Derby je naše', sk: 'Derby je naše (sk)' } });
    expect(edit?.after).toEqual({ title: { cs: 'Derby je naše!', sk: 'Derby je naše (sk)' } });

    const removed = await call('DELETE', `/admin/articles/${uuid}`, articleAdmin.token);
    expect(removed.statusCode).toBe(200);
    const [deletion] = await entries(`&recordId=${uuid}`);
    expect(deletion).toMatchObject({
      action: 'delete',
      after: null,
      before: expect.objectContaining({ uuid }),
    });

    const detail = await call('GET', `/admin/audit-log/${edit!.uuid}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(edit);
  });

  it('records a change of roles as an edit of the user', async () => {
    const fan = await ctx.signInAs(['user'], 'audit-fan@example.com');
    const res = await call('POST', '/auth/set-roles', superAdmin.token, {
      userUuid: fan.uuid,
      roles: ['user', 'ticket_checker'],
    });
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = await entries(`&recordId=${fan.uuid}`);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorUuid: superAdmin.uuid,
      actorEmail: 'audit-super@example.com',
      resource: 'users',
      action: 'edit',
      route: 'POST /api/v1/auth/set-roles',
      before: { roles: ['user'] },
      after: { roles: ['user', 'ticket_checker'] },
    });
  });

  it('records an order accepted or rejected by hand, and tickets issued by hand', async () => {
    const orderAdmin = await ctx.signInAs(['order_admin'], 'audit-orders@example.com');
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        orderHash: randomUUID(),
        status: 'pending',
        currency: 'CZK',
        total: 129_000,
        language: 'cs',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const res = await call('POST', '/admin/order/update-status', orderAdmin.token, {
      orderUuid: order!.uuid,
      status: 'rejected',
      reason: 'Zákazník platil převodem dvakrát.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries(`&recordId=${order!.uuid}`);
    expect(entry).toMatchObject({
      actorEmail: 'audit-orders@example.com',
      resource: 'orders',
      action: 'edit',
      route: 'POST /api/v1/admin/order/update-status',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'rejected' }),
    });
    expect(entry?.after).not.toHaveProperty('total');
    expect(JSON.stringify(entry)).not.toContain(order!.orderHash);

    const eventAdmin = await ctx.signInAs(['event_admin', 'ticket_admin']);
    const event = await call(
      'POST',
      '/admin/events',
      eventAdmin.token,
      testEvent({
        text: { cs: '<p>Zápas</p>' },
        venue: 'Stadion',
        categories: [
          { key: 'A', name: { cs: 'Sever' }, color: '#aa0000', priceCzk: 1, priceEur: 1, capacity: 10 },
        ],
        seatingPlan: null,
      }),
    );
    expect(event.statusCode, event.body).toBe(201);
    const ticket = await call('POST', '/admin/order/generate/free-ticket', eventAdmin.token, {
      eventUuid: event.json().uuid,
      category: 'A',
      holderName: 'Jana Nováková',
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const [issued] = await entries('&resource=tickets');
    expect(issued).toMatchObject({
      resource: 'tickets',
      action: 'create',
      recordId: ticket.json().uuid,
      before: null,
      after: expect.objectContaining({ holderName: 'Jana Nováková', category: 'A' }),
    });
  });

  it('records nothing for refused or failed requests', async () => {
    const uuid: string = (await call('POST', '/admin/articles', articleAdmin.token, article())).json().uuid;
    const count = (await entries()).length;

    // Invalid input, no right to the resource, not signed in, no such record, nothing changed.
    expect((await call('PUT', `/admin/articles/${uuid}`, articleAdmin.token, { title: 5 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(
          'PUT',
          `/admin/articles/${uuid}`,
          (await ctx.signInAs(['gallery_admin'])).token,
          article({ title: { cs: 'X' } }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/admin/articles/${uuid}`)).statusCode).toBe(401);
    expect(
      (await call('DELETE', '/admin/articles/00000000-0000-4000-8000-000000000000', articleAdmin.token))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', `/admin/articles/${uuid}`, articleAdmin.token, article())).statusCode).toBe(
      200,
    );

    expect(await entries()).toHaveLength(count);
    const shown = await call('GET', `/admin/articles/${uuid}`, articleAdmin.token);
    expect(shown.json().title).toEqual(article().title);
  });

  it('filters by person, resource and Prague calendar days', async () => {
    const byEditor = await entries('&actorEmail=AUDIT-EDITOR');
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((e) => e.actorEmail === 'audit-editor@example.com')).toBe(true);
    const bySuper = await entries(`&actorUuid=${superAdmin.uuid}`);
    expect(bySuper.map((e) => e.resource)).toEqual(['users']);
    const users = await entries('&resource=users');
    expect(users.every((e) => e.resource === 'users')).toBe(true);
    expect(await entries('&resource=vouchers')).toEqual([]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const all = await entries();
    expect(await entries(`&from=${today}&to=${today}`)).toHaveLength(all.length);
    expect(await entries('&to=2020-01-01')).toEqual([]);
    expect(await entries('&from=2999-01-01')).toEqual([]);
    // Newest first unless asked otherwise.
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect((await call('GET', '/admin/audit-log?from=1.1.2026', admin.token)).statusCode).toBe(400);
  });

  it('is read by admins and super admins only', async () => {
    expect((await call('GET', '/admin/audit-log', superAdmin.token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/audit-log', articleAdmin.token)).json().name).toBe('forbidden');
    const userAdmin = await ctx.signInAs(['user_admin']);
    expect((await call('GET', '/admin/audit-log', userAdmin.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/audit-log')).statusCode).toBe(401);
    const missing = await call('GET', '/admin/audit-log/00000000-0000-4000-8000-000000000000', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().name).toBe('auditEntryNotFound');
  });
});

describe('changed fields', () => {
  it('keeps only the fields that differ, and never a secret’s value', () => {
    expect(
      changedFields(
        { uuid: 'a', name: 'Old', orderHash: 'h1', nested: { token: 't', keep: 1 }, updatedAt: '1' },
        { uuid: 'a', name: 'New', orderHash: 'h2', nested: { token: 't2', keep: 1 }, updatedAt: '2' },
      ),
    ).toEqual({
      before: { name: 'Old', orderHash: REDACTED, nested: { token: REDACTED, keep: 1 } },
      after: { name: 'New', orderHash: REDACTED, nested: { token: REDACTED, keep: 1 } },
    });
    expect(changedFields({ a: 1, updatedAt: '1' }, { a: 1, updatedAt: '2' })).toBeNull();
    expect(changedFields(null, { password: 'x', a: 1 })).toEqual({
      before: null,
      after: { password: REDACTED, a: 1 },
    });
  });
});
