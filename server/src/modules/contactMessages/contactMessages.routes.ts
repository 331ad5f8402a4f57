import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactContracts, contactContracts } from '@tribuna/common/contracts/contact';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { RateLimitGuards } from '../../plugins/rateLimit';
import { toAdminContactMessage, type ContactMessagesService } from './contactMessages.service';

export const contactRoutes =
  (deps: {
    captcha: CaptchaGuards;
    rateLimits: RateLimitGuards;
    service: ContactMessagesService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { perIp, perEmail } = deps.rateLimits;
    route(app, contactContracts.send, {
      // Limits count before the captcha is checked, so that a flood is refused without asking Google.
      onRequest: perIp,
      preHandler: [
        perEmail((request) => (request.body as { email?: string }).email),
        deps.captcha.require('contact-form'),
      ],
      handler: async (request, reply) => {
        const row = await deps.service.send(request.body, request.publicOrigin);
        return reply.status(201).send({ uuid: row.uuid });
      },
    });
  };

export const adminContactRoutes =
  (deps: { guards: AuthGuards; service: ContactMessagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminContactContracts.list, {
      onRequest: requirePermission('contact-messages', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminContactMessage), total };
      },
    });
    route(app, adminContactContracts.get, {
      onRequest: requirePermission('contact-messages', 'show'),
      handler: async (request) => toAdminContactMessage(await deps.service.get(request.params.uuid)),
    });
    route(app, adminContactContracts.update, {
      onRequest: requirePermission('contact-messages', 'edit'),
      handler: async (request) =>
        toAdminContactMessage(await deps.service.setHandled(request.params.uuid, request.body.handled)),
    });
    route(app, adminContactContracts.remove, {
      onRequest: requirePermission('contact-messages', 'delete'),
      handler: async (request) => toAdminContactMessage(await deps.service.remove(request.params.uuid)),
    });
  };
