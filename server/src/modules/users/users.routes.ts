import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRolesBody } from '@tribuna/common/schemas/auth';
import { errorBodySchema, listResponse, uuidParams } from '@tribuna/common/schemas/common';
import {
  adminUser,
  adminUserDetail,
  adminUserListQuery,
  adminUserUpdate,
} from '@tribuna/common/schemas/users';
import type { AuthGuards } from '../../plugins/auth';
import { toAdminUser, toAdminUserDetail, type UsersService } from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const userRoutes =
  (deps: { guards: AuthGuards; service: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const tags = ['admin: users'];

    app.get(
      '/admin/users',
      {
        onRequest: requirePermission('users', 'list'),
        schema: {
          tags,
          querystring: adminUserListQuery,
          response: { 200: listResponse(adminUser), ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminUser), total };
      },
    );

    app.get(
      '/admin/users/:uuid',
      {
        onRequest: requirePermission('users', 'show'),
        schema: { tags, params: uuidParams, response: { 200: adminUserDetail, ...errors } },
      },
      async (request) => toAdminUserDetail(await deps.service.get(request.params.uuid)),
    );

    app.put(
      '/admin/users/:uuid',
      {
        onRequest: requirePermission('users', 'edit'),
        schema: {
          tags,
          params: uuidParams,
          body: adminUserUpdate,
          response: { 200: adminUserDetail, ...errors },
        },
      },
      async (request) =>
        toAdminUserDetail(await deps.service.update(request.user!, request.params.uuid, request.body)),
    );

    // The spec puts role changes under /auth; the rules are the users domain's, so the route is here.
    app.post(
      '/auth/set-roles',
      {
        onRequest: deps.guards.requireRoleManager,
        schema: { tags: ['auth', ...tags], body: setRolesBody, response: { 200: adminUser, ...errors } },
      },
      async (request) => toAdminUser(await deps.service.setRoles(request.user!, request.body)),
    );
  };
