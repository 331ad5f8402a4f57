import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userContracts } from '@tribuna/common/contracts/users';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { toAdminUser, toAdminUserDetail, type UsersService } from './users.service';

export const userRoutes =
  (deps: { guards: AuthGuards; service: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;

    route(app, userContracts.list, {
      onRequest: requirePermission('users', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminUser), total };
      },
    });

    route(app, userContracts.get, {
      onRequest: requirePermission('users', 'show'),
      handler: async (request) => toAdminUserDetail(await deps.service.get(request.params.uuid)),
    });

    route(app, userContracts.update, {
      onRequest: requirePermission('users', 'edit'),
      handler: async (request) =>
        toAdminUserDetail(await deps.service.update(request.user!, request.params.uuid, request.body)),
    });

    route(app, userContracts.setRoles, {
      onRequest: deps.guards.requireRoleManager,
      handler: async (request) => toAdminUser(await deps.service.setRoles(request.user!, request.body)),
    });
  };
