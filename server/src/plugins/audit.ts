import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AdminAction } from '@tribuna/common/permissions';
import type { AuditLogService } from '../modules/auditLog/auditLog.service';
import { permissionOfGuard, type GuardedPermission } from './auth';

type Snapshot = Record<string, unknown>;

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const changingActions = new Set<AdminAction>(['create', 'edit', 'delete', 'check', 'ship']);

interface AuditedRoute {
  permission: GuardedPermission;
  /** `METHOD /api/v1/...`, parameters unfilled. */
  name: string;
  url: string;
  method: string;
}

interface Pending {
  recordId: string | null;
  before: Snapshot | null;
  /** What the handler answered, before it was serialised (and perhaps compressed). */
  answer: unknown;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;

/** `audio-archives` → `audioArchive`, `galleries` → `gallery`: how bodies name a record of a resource. */
function singularKey(resource: string): string {
  const camel = resource.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return camel.endsWith('ies') ? `${camel.slice(0, -3)}y` : camel.replace(/s$/, '');
}

/**
 * The audit log, kept without any route's help: every route that changes data (POST, PUT, PATCH,
 * DELETE) behind a permission guard that allows creating, editing, deleting, checking tickets in
 * or shipping (`requirePermission`, `requireRoleManager`) is recorded with the guard's resource and
 * action. The record is read before and after the change through the resource's own detail route
 * (`GET` at the same path, else `GET /admin/<resource>/{uuid}`) with the caller's own token, so the
 * log shows what that staff member's screens show, field by field; where there is no such route,
 * the answer itself is the record. Only changed fields are kept, secrets never (`changedFields`); a refused or failed
 * request (4xx, 5xx) records nothing.
 *
 * Registered before the routes: it learns them as they are added.
 */
export function registerAudit(app: FastifyInstance, deps: { service: AuditLogService; apiPrefix: string }) {
  const readable = new Set<string>();
  const pending = new WeakMap<FastifyRequest, Pending>();

  async function read(request: FastifyRequest, url: string | null): Promise<Snapshot | null> {
    if (!url) return null;
    const token = request.headers['id-token'];
    const language = request.headers['x-app-lang'];
    try {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: {
          ...(token !== undefined && { 'id-token': token }),
          ...(language !== undefined && { 'x-app-lang': language }),
        },
      });
      if (res.statusCode !== 200) return null;
      const body: unknown = res.json();
      return isSnapshot(body) ? body : null;
    } catch (error) {
      request.log.warn({ err: error, url }, 'audit: the record could not be read');
      return null;
    }
  }

  function recordIdOf(request: FastifyRequest, target: AuditedRoute): string | null {
    const params = isSnapshot(request.params) ? request.params : {};
    const body = isSnapshot(request.body) ? request.body : {};
    return (
      idOf(params.uuid) ??
      idOf(Object.values(params)[0]) ??
      idOf(body.uuid) ??
      idOf(body[`${singularKey(target.permission.resource)}Uuid`])
    );
  }

  /** What an action on no record of its own is about: the first record the body names (`orderUuid`). */
  function relatedIdOf(request: FastifyRequest): string | null {
    const body = isSnapshot(request.body) ? request.body : {};
    const key = Object.keys(body).find((name) => /Uuid$/.test(name) && idOf(body[name]));
    return key ? idOf(body[key]) : null;
  }

  function detailUrl(request: FastifyRequest, target: AuditedRoute, recordId: string | null): string | null {
    const params = isSnapshot(request.params) ? request.params : {};
    if (Object.keys(params).length > 0 && readable.has(target.url)) {
      return target.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    }
    const conventional = `${deps.apiPrefix}/admin/${target.permission.resource}/:uuid`;
    return recordId && readable.has(conventional)
      ? conventional.replace(':uuid', encodeURIComponent(recordId))
      : null;
  }

  async function before(request: FastifyRequest, target: AuditedRoute) {
    const recordId = recordIdOf(request, target);
    const snapshot = await read(request, detailUrl(request, target, recordId));
    pending.set(request, { recordId, before: snapshot, answer: undefined });
  }

  async function after(request: FastifyRequest, reply: FastifyReply, target: AuditedRoute) {
    const state = pending.get(request);
    const actor = request.user;
    if (!state || !actor || reply.statusCode < 200 || reply.statusCode >= 300) return;
    // A route that issues several records at once (tickets for an order) answers a list of them.
    const answer = isSnapshot(state.answer)
      ? state.answer
      : Array.isArray(state.answer)
        ? { items: state.answer }
        : null;
    const recordId = state.recordId ?? idOf(answer?.uuid) ?? relatedIdOf(request);
    const url = detailUrl(request, target, recordId);
    let beforeSnapshot = state.before;
    let afterSnapshot = await read(request, url);
    // Nothing to read the record through: what the route answered is the record (a deleted one
    // when it was a DELETE).
    if (!beforeSnapshot && !afterSnapshot) {
      if (target.method === 'DELETE') beforeSnapshot = answer;
      else afterSnapshot = answer;
    }
    try {
      await deps.service.record({
        actor: { uuid: actor.uuid, email: actor.email },
        resource: target.permission.resource,
        recordId,
        action: target.permission.action,
        route: target.name,
        before: beforeSnapshot,
        after: afterSnapshot,
      });
    } catch (error) {
      // The change itself is done and answered; a lost entry is an operator's matter.
      request.log.error({ err: error, route: target.name, recordId }, 'audit: the change was not recorded');
    }
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('GET')) readable.add(route.url);
    const method = methods.find((m) => changingMethods.has(m));
    if (!method) return;
    const permission = [route.onRequest ?? []]
      .flat()
      .map(permissionOfGuard)
      .find((p) => p !== undefined);
    if (!permission || !changingActions.has(permission.action)) return;
    const target: AuditedRoute = { permission, name: `${method} ${route.url}`, url: route.url, method };
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request: FastifyRequest) => before(request, target),
    ] as RouteOptions['preHandler'];
    route.preSerialization = [
      ...[route.preSerialization ?? []].flat(),
      async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const state = pending.get(request);
        if (state) state.answer = payload;
        return payload;
      },
    ] as RouteOptions['preSerialization'];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await after(request, reply, target);
        return payload;
      },
    ] as RouteOptions['onSend'];
  });
}
