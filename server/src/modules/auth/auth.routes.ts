import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@tribuna/common/schemas/common';
import {
  acceptTermsBody,
  changePasswordBody,
  forgotPasswordBody,
  languageBody,
  loggedUser,
  loginGateBody,
  signUpBody,
  updateLoggedUserBody,
  userStatistics,
} from '@tribuna/common/schemas/auth';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { RateLimitGuards } from '../../plugins/rateLimit';
import { requestedLanguage } from '../../requestLanguage';
import type { LoginFlow } from '../../flows/login';
import type { UserOverview } from '../../flows/userOverview';
import type { AuthService } from './auth.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};
const noContent = z.null();

export const authRoutes =
  (deps: {
    guards: AuthGuards;
    captcha: CaptchaGuards;
    rateLimits: RateLimitGuards;
    service: AuthService;
    overview: UserOverview;
    login: LoginFlow;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate, authenticateUnverified, identify } = deps.guards;
    const { perIp, perEmail, perIpAndEmail } = deps.rateLimits;
    const tags = ['auth'];
    // Limits count before the captcha is checked, so that a flood is refused without asking Google.
    const bodyEmail = (request: { body: unknown }) => (request.body as { email?: string }).email;
    const userEmail = (request: { user: { email: string } | null }) => request.user?.email;
    const identityEmail = (request: { identity: { email: string | null } | null }) => request.identity?.email;

    app.post(
      '/auth/sign-up',
      {
        onRequest: perIp,
        preHandler: [perEmail(bodyEmail), deps.captcha.require('signup')],
        schema: { tags, body: signUpBody, response: { 201: loggedUser, 409: errorBodySchema, ...errors } },
      },
      async (request, reply) => {
        const user = await deps.service.signUp(request.body);
        return reply.status(201).send(await deps.overview.of(user));
      },
    );

    app.post(
      '/auth/accept-terms',
      {
        onRequest: [perIp, identify],
        preHandler: [perEmail(identityEmail), deps.captcha.require('signup')],
        schema: {
          tags,
          summary: 'Gives an identity account made without sign-up its Tribuna user, with the consent',
          body: acceptTermsBody,
          response: { 201: loggedUser, 409: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await deps.service.acceptTerms(request.identity!, request.body);
        return reply.status(201).send(await deps.overview.of(user));
      },
    );

    app.post(
      '/auth/login',
      {
        // Per IP and e-mail together, so that nobody locks a chosen person out from elsewhere.
        onRequest: perIp,
        preHandler: [perIpAndEmail(bodyEmail), deps.captcha.require('login')],
        schema: {
          tags,
          summary: 'The gate before the browser signs in with the identity provider',
          body: loginGateBody,
          response: { 204: noContent, ...errors },
        },
      },
      async (_request, reply) => reply.status(204).send(null),
    );

    app.post(
      '/auth/forgot-password',
      {
        onRequest: perIp,
        preHandler: [perEmail(bodyEmail), deps.captcha.require('password_reset')],
        schema: {
          tags,
          summary: 'Sends a password reset e-mail; answers 204 whether or not the account exists',
          body: forgotPasswordBody,
          response: { 204: noContent, ...errors },
        },
      },
      async (request, reply) => {
        await deps.service.forgotPassword(request.body.email, requestedLanguage(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/auth/logged-user',
      {
        onRequest: [deps.captcha.ifPresent('loged_user'), authenticateUnverified],
        schema: { tags, response: { 200: loggedUser, ...errors } },
      },
      async (request) => deps.login.loggedUser(request.user!, request.identity!, request.ip),
    );

    app.put(
      '/auth/logged-user',
      {
        onRequest: authenticate,
        schema: { tags, body: updateLoggedUserBody, response: { 200: loggedUser, ...errors } },
      },
      async (request) => deps.overview.update(request.user!, request.body),
    );

    app.get(
      '/auth/logged-user/statistics',
      { onRequest: authenticate, schema: { tags, response: { 200: userStatistics, ...errors } } },
      async (request) => deps.service.statistics(request.user!),
    );

    app.put(
      '/auth/language',
      {
        onRequest: authenticate,
        schema: { tags, body: languageBody, response: { 200: loggedUser, ...errors } },
      },
      async (request) => deps.overview.setLanguage(request.user!, request.body.language),
    );

    app.post(
      '/auth/change-password',
      {
        onRequest: authenticate,
        preHandler: perEmail(userEmail),
        schema: { tags, body: changePasswordBody, response: { 204: noContent, ...errors } },
      },
      async (request, reply) => {
        await deps.service.changePassword(request.user!, request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/verify-email',
      {
        onRequest: authenticateUnverified,
        preHandler: perEmail(userEmail),
        schema: {
          tags,
          summary: 'Sends a new verification e-mail (in the X-App-Lang language)',
          response: { 204: noContent, ...errors },
        },
      },
      async (request, reply) => {
        await deps.service.sendVerification(
          request.user!,
          requestedLanguage(request),
          request.identity?.emailVerified === true,
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/logout',
      {
        onRequest: authenticateUnverified,
        schema: { tags, response: { 204: noContent, ...errors } },
      },
      async (_request, reply) => reply.status(204).send(null),
    );
  };
