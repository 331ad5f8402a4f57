import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActions,
  adminResources,
  canSetRoles,
  permissionTable,
  type AdminAction,
  type AdminResource,
} from '@tribuna/common/permissions';
import { roles, type Role } from '@tribuna/common/schemas/auth';
import { createTestContext, type TestContext } from './harness';

/**
 * Every admin route against every role (ARCHITECTURE: every admin endpoint checks the caller's
 * roles on the server). The routes come from the app itself, so a new admin route is in the matrix
 * the day it is added; one that does not follow the REST convention must be given its permission
 * in `unconventional` below, or this test fails.
 */
type Rule = { resource: AdminResource; action: AdminAction } | 'setRoles';

const unconventional: Record<string, Rule> = {
  'POST /api/v1/auth/set-roles': 'setRoles',
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
  const grant = permissionTable[role][rule.resource];
  return grant === 'all' || (grant !== undefined && grant.includes(rule.action));
}

const routes: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    if (route.url.startsWith('/api/v1/admin/') || `${method} ${route.url}` in unconventional) {
      routes.push({ method, url: route.url });
    }
  }
};

let ctx: TestContext;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: collect });
  await Promise.all(roles.map(async (role) => tokens.set(role, (await ctx.signInAs([role])).token)));
});
afterAll(() => ctx.close());

describe('role matrix', () => {
  it('discovers the admin routes from the app', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/articles',
        'DELETE /api/v1/admin/articles/:uuid',
        'GET /api/v1/admin/users',
        'PUT /api/v1/admin/users/:uuid',
        'POST /api/v1/auth/set-roles',
      ]),
    );
    expect(adminActions).toHaveLength(5);
  });

  it('lets exactly the roles the permission table allows past the guard, on every admin route', async () => {
    const outcomes = await Promise.all(
      routes.flatMap(({ method, url }) => {
        const rule = ruleFor(method, url);
        const callers: (Role | null)[] = [null, ...roles];
        return callers.map(async (role) => {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: url.replace(':uuid', randomUUID()),
            headers: role ? { 'id-token': tokens.get(role)! } : {},
            ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
          });
          const expected = role === null ? 'unauthorized' : allows(role, rule) ? 'allowed' : 'forbidden';
          const actual =
            res.statusCode === 401
              ? 'unauthorized'
              : res.statusCode === 403
                ? 'forbidden'
                : res.statusCode < 500
                  ? 'allowed'
                  : `error ${res.statusCode}`;
          return { call: `${role ?? 'anonymous'} ${method} ${url}`, expected, actual, name: res.json().name };
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
  });
});
