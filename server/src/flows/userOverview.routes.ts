import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userContracts } from '@tribuna/common/contracts/users';
import { route } from '../contractRoute';
import type { UserOverview } from './userOverview';
import type { AuthGuards } from '../plugins/auth';
import { requestLanguage } from '../requestLanguage';
import { toAdminUser, type UsersService } from '../modules/users/users.service';

export const userRoutes =
  (deps: {
    guards: AuthGuards;
    service: UsersService;
    overview: Pick<UserOverview, 'adminDetail'>;
  }): FastifyPluginAsyncZod =>
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
      handler: async (request) =>
        deps.overview.adminDetail(await deps.service.get(request.params.uuid), requestLanguage(request)),
    });

    route(app, userContracts.update, {
      onRequest: requirePermission('users', 'edit'),
      handler: async (request) =>
        deps.overview.adminDetail(
          await deps.service.update(request.user!, request.params.uuid, request.body),
          requestLanguage(request),
        ),
    });

    route(app, userContracts.setRoles, {
      onRequest: deps.guards.requireRoleManager,
      handler: async (request) => toAdminUser(await deps.service.setRoles(request.user!, request.body)),
    });
  };
