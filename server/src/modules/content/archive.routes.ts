import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract } from '@tribuna/common/contracts/contract';
import type { AdminResource } from '@tribuna/common/permissions';
import type { Language } from '@tribuna/common/schemas/common';
import { route } from '../../contractRoute';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { cacheForVisitors, optionalUser } from '../../plugins/optionalUser';
import { requestLanguage } from '../../requestLanguage';
import type { Reader } from '../paywall/paywall';

/*
 * The routes every archive (galleries, video and audio archives, benefits) answers: the admin
 * list, create, detail, update and delete, each behind its right on the server, and the public list
 * and paywalled detail, cached for visitors.
 */

/** A contract with a uuid in its path and, when given, a query or a body. */
type WithUuid = Contract & { params: z.ZodType<{ uuid: string }> };
type Query<C extends Contract> = C['query'] extends z.ZodType ? z.output<C['query']> : never;
type Body<C extends Contract> = C['body'] extends z.ZodType ? z.output<C['body']> : never;
type Answer<C extends Contract, Status extends number> = z.input<C['responses'][Status]>;

export interface AdminArchiveContracts {
  list: Contract & { query: z.ZodType };
  create: Contract & { body: z.ZodType };
  get: WithUuid;
  update: WithUuid & { body: z.ZodType };
  remove: WithUuid;
}

/** What the admin routes need of an archive's service, typed by its contracts. */
export interface AdminArchiveService<C extends AdminArchiveContracts, Row> {
  list(query: Query<C['list']>): Promise<{ rows: Row[]; total: number }>;
  toAdmin(rows: Row[]): Promise<Answer<C['get'], 200>[]>;
  create(input: Body<C['create']>): Promise<Row>;
  get(uuid: string): Promise<Row>;
  update(uuid: string, input: Body<C['update']>): Promise<Row>;
  remove(uuid: string): Promise<Row>;
}

export const adminArchiveRoutes =
  <C extends AdminArchiveContracts, Row>(deps: {
    guards: AuthGuards;
    resource: AdminResource;
    contracts: C;
    service: AdminArchiveService<C, Row>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { guards, resource, contracts, service } = deps;
    const allowed = (action: 'list' | 'create' | 'show' | 'edit' | 'delete') =>
      guards.requirePermission(resource, action);
    const one = async (row: Row) => (await service.toAdmin([row]))[0]!;
    // Fastify types a handler's request and answer by the route's schemas, which a generic contract
    // leaves open; the service's interface above ties them to the contracts for every caller.
    const req = (request: unknown) => request as { query: never; body: never; params: { uuid: string } };

    route(app, contracts.list, {
      onRequest: allowed('list'),
      handler: async (request) => {
        const { rows, total } = await service.list(req(request).query);
        return { data: await service.toAdmin(rows), total } as never;
      },
    });
    route(app, contracts.create, {
      onRequest: allowed('create'),
      handler: async (request, reply) =>
        reply.status(201).send((await one(await service.create(req(request).body))) as never),
    });
    route(app, contracts.get, {
      onRequest: allowed('show'),
      handler: async (request) => (await one(await service.get(req(request).params.uuid))) as never,
    });
    route(app, contracts.update, {
      onRequest: allowed('edit'),
      handler: async (request) =>
        (await one(await service.update(req(request).params.uuid, req(request).body))) as never,
    });
    route(app, contracts.remove, {
      onRequest: allowed('delete'),
      handler: async (request) => (await one(await service.remove(req(request).params.uuid))) as never,
    });
  };

export interface PublicArchiveContracts {
  list: Contract & { query: z.ZodType<{ limit: number; offset: number }> };
  get: WithUuid;
}

/** What the public routes need of an archive's service, typed by its contracts. */
export interface PublicArchiveService<C extends PublicArchiveContracts> {
  listPublic(params: { limit: number; offset: number }, language: Language): Promise<Answer<C['list'], 200>>;
  read(uuid: string, reader: Reader, language: Language): Promise<Answer<C['get'], 200>>;
}

export const publicArchiveRoutes =
  <C extends PublicArchiveContracts>(deps: {
    guards: AuthGuards;
    contracts: C;
    service: PublicArchiveService<C>;
    cache: PublicCacheNamespace;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { guards, contracts, service, cache } = deps;
    route(app, contracts.list, {
      ...cache.routeOptions,
      handler: async (request) => {
        const query = request.query as { limit: number; offset: number };
        return (await service.listPublic(query, requestLanguage(request))) as never;
      },
    });
    route(app, contracts.get, {
      onRequest: [cacheForVisitors(cache), optionalUser(guards)],
      onSend: cache.routeOptions.onSend,
      handler: async (request) =>
        (await service.read(
          (request.params as { uuid: string }).uuid,
          request.user ? { uuid: request.user.uuid, roles: request.user.roles } : null,
          requestLanguage(request),
        )) as never,
    });
  };
