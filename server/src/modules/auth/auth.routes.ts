import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContracts } from '@tribuna/common/contracts/auth';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { RateLimitGuards } from '../../plugins/rateLimit';
import { requestedLanguage } from '../../requestLanguage';
import { toLoggedUser, type AuthService } from './auth.service';

export const authRoutes =
  (deps: {
    guards: AuthGuards;
    captcha: CaptchaGuards;
    rateLimits: RateLimitGuards;
    service: AuthService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps.guards;
    const { perIp, perEmail } = deps.rateLimits;
    // Limits count before the captcha is checked, so that a flood is refused without asking Google.
    const bodyEmail = (request: { body: unknown }) => (request.body as { email?: string }).email;
    const userEmail = (request: { user: { email: string } | null }) => request.user?.email;

    route(app, authContracts.signUp, {
      onRequest: perIp,
      preHandler: [perEmail(bodyEmail), deps.captcha.require('signup')],
      handler: async (request, reply) => {
        const user = await deps.service.signUp(request.body);
        return reply.status(201).send(toLoggedUser(user));
      },
    });

    route(app, authContracts.login, {
      onRequest: perIp,
      preHandler: [perEmail(bodyEmail), deps.captcha.require('login')],
      handler: async (_request, reply) => reply.status(204).send(null),
    });

    route(app, authContracts.forgotPassword, {
      onRequest: perIp,
      preHandler: [perEmail(bodyEmail), deps.captcha.require('password_reset')],
      handler: async (request, reply) => {
        await deps.service.forgotPassword(request.body.email, requestedLanguage(request));
        return reply.status(204).send(null);
      },
    });

    route(app, authContracts.loggedUser, {
      onRequest: [deps.captcha.ifPresent('loged_user'), authenticate],
      handler: async (request) => toLoggedUser(request.user!),
    });

    route(app, authContracts.updateLoggedUser, {
      onRequest: authenticate,
      handler: async (request) => toLoggedUser(await deps.service.updateProfile(request.user!, request.body)),
    });

    route(app, authContracts.statistics, {
      onRequest: authenticate,
      handler: async (request) => deps.service.statistics(request.user!),
    });

    route(app, authContracts.language, {
      onRequest: authenticate,
      handler: async (request) =>
        toLoggedUser(await deps.service.setLanguage(request.user!, request.body.language)),
    });

    route(app, authContracts.changePassword, {
      onRequest: authenticate,
      preHandler: perEmail(userEmail),
      handler: async (request, reply) => {
        await deps.service.changePassword(request.user!, request.body);
        return reply.status(204).send(null);
      },
    });

    route(app, authContracts.verifyEmail, {
      onRequest: authenticate,
      preHandler: perEmail(userEmail),
      handler: async (request, reply) => {
        await deps.service.sendVerification(
          request.user!,
          requestedLanguage(request),
          request.identity?.emailVerified === true,
        );
        return reply.status(204).send(null);
      },
    });

    route(app, authContracts.logout, {
      onRequest: authenticate,
      handler: async (_request, reply) => reply.status(204).send(null),
    });
  };
