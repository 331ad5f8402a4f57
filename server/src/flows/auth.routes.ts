import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContracts } from '@tribuna/common/contracts/auth';
import { route } from '../contractRoute';
import type { AuthGuards } from '../plugins/auth';
import type { CaptchaGuards } from '../plugins/captcha';
import type { RateLimitGuards } from '../plugins/rateLimit';
import { requestedLanguage } from '../requestLanguage';
import type { AccountStatistics } from './accountStatistics';
import type { LoginFlow } from './login';
import type { UserOverview } from './userOverview';
import type { AuthService } from '../modules/auth/auth.service';

export const authRoutes =
  (deps: {
    guards: AuthGuards;
    captcha: CaptchaGuards;
    rateLimits: RateLimitGuards;
    service: AuthService;
    overview: UserOverview;
    statistics: AccountStatistics;
    login: LoginFlow;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate, authenticateUnverified, identify } = deps.guards;
    const { perIp, perEmail, perIpAndEmail } = deps.rateLimits;
    // Limits count before the captcha is checked, so that a flood is refused without asking Google.
    const bodyEmail = (request: { body: unknown }) => (request.body as { email?: string }).email;
    const userEmail = (request: { user: { email: string } | null }) => request.user?.email;
    const identityEmail = (request: { identity: { email: string | null } | null }) => request.identity?.email;

    route(app, authContracts.signUp, {
      onRequest: perIp,
      preHandler: [perEmail(bodyEmail), deps.captcha.require('signup')],
      handler: async (request, reply) => {
        const user = await deps.service.signUp(request.body, request.publicOrigin);
        const chosen = request.body.preRegisteredSubscriptionPriceUuid;
        if (chosen) await deps.overview.preRegisterPrice(user, chosen);
        return reply.status(201).send(await deps.overview.of(user, requestedLanguage(request)));
      },
    });

    route(app, authContracts.acceptTerms, {
      onRequest: [perIp, identify],
      preHandler: [perEmail(identityEmail), deps.captcha.require('signup')],
      handler: async (request, reply) => {
        const user = await deps.service.acceptTerms(request.identity!, request.body);
        return reply.status(201).send(await deps.overview.of(user, requestedLanguage(request)));
      },
    });

    route(app, authContracts.login, {
      // Per IP and e-mail together, so that nobody locks a chosen person out from elsewhere.
      onRequest: perIp,
      preHandler: [perIpAndEmail(bodyEmail), deps.captcha.require('login')],
      handler: async (_request, reply) => reply.status(204).send(null),
    });

    route(app, authContracts.forgotPassword, {
      onRequest: perIp,
      preHandler: [perEmail(bodyEmail), deps.captcha.require('password_reset')],
      handler: async (request, reply) => {
        await deps.service.forgotPassword(
          request.body.email,
          requestedLanguage(request),
          request.publicOrigin,
        );
        return reply.status(204).send(null);
      },
    });

    route(app, authContracts.loggedUser, {
      onRequest: [deps.captcha.ifPresent('loged_user'), authenticateUnverified],
      handler: async (request) =>
        deps.login.loggedUser(request.user!, request.identity!, request.ip, requestedLanguage(request)),
    });

    route(app, authContracts.updateLoggedUser, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.overview.update(request.user!, request.body, requestedLanguage(request)),
    });

    route(app, authContracts.statistics, {
      onRequest: authenticate,
      handler: async (request) => deps.statistics.of(request.user!),
    });

    route(app, authContracts.language, {
      onRequest: authenticate,
      handler: async (request) =>
        deps.overview.setLanguage(request.user!, request.body.language, requestedLanguage(request)),
    });

    route(app, authContracts.changePassword, {
      onRequest: authenticate,
      preHandler: perEmail(userEmail),
      handler: async (request, reply) => {
        await deps.service.changePassword(request.user!, request.body);
        return reply.status(204).send(null);
      },
    });

    // `identify`, not `authenticateUnverified`: an account made at the provider must be able to
    // verify its e-mail before it accepts the terms.
    route(app, authContracts.verifyEmail, {
      onRequest: identify,
      preHandler: perEmail(identityEmail),
      handler: async (request, reply) => {
        await deps.service.sendVerification(
          request.identity!,
          request.user,
          requestedLanguage(request),
          request.publicOrigin,
        );
        return reply.status(204).send(null);
      },
    });

    route(app, authContracts.logout, {
      onRequest: authenticateUnverified,
      handler: async (_request, reply) => reply.status(204).send(null),
    });
  };
