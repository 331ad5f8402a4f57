import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@tribuna/common/schemas/common';
import { loggedUser, signUpBody } from '@tribuna/common/schemas/auth';
import type { AuthGuards } from '../../plugins/auth';
import { toLoggedUser, type createAuthService } from './auth.service';

export const authRoutes =
  (deps: { guards: AuthGuards; service: ReturnType<typeof createAuthService> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/sign-up',
      {
        schema: {
          tags: ['auth'],
          body: signUpBody,
          response: { 201: loggedUser, 400: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request, reply) => {
        const user = await deps.service.signUp(request.body);
        return reply.status(201).send(toLoggedUser(user));
      },
    );

    app.get(
      '/auth/logged-user',
      {
        preHandler: deps.guards.authenticate,
        schema: { tags: ['auth'], response: { 200: loggedUser, 401: errorBodySchema } },
      },
      async (request) => toLoggedUser(request.user!),
    );

    app.post(
      '/auth/logout',
      {
        preHandler: deps.guards.authenticate,
        schema: { tags: ['auth'], response: { 204: z.null(), 401: errorBodySchema } },
      },
      async (_request, reply) => reply.status(204).send(null),
    );
  };
