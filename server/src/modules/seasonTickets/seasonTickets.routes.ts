import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyOf } from '@tribuna/common/i18n/locales';
import {
  accountSeasonSeatContracts,
  adminSeasonTicketContracts,
  seasonTicketContracts,
} from '@tribuna/common/contracts/seasonTickets';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import { requestLanguage } from '../../requestLanguage';
import type { SeasonTicketsService } from './seasonTickets.service';

export const adminSeasonTicketRoutes =
  (deps: { guards: AuthGuards; service: SeasonTicketsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    const contracts = adminSeasonTicketContracts;
    route(app, contracts.list, {
      onRequest: requirePermission('season-tickets', 'list'),
      handler: async (request) => deps.service.list(request.query),
    });
    route(app, contracts.create, {
      onRequest: requirePermission('season-tickets', 'create'),
      handler: async (request, reply) => reply.status(201).send(await deps.service.create(request.body)),
    });
    route(app, contracts.get, {
      onRequest: requirePermission('season-tickets', 'show'),
      handler: async (request) => deps.service.get(request.params.uuid),
    });
    route(app, contracts.update, {
      onRequest: requirePermission('season-tickets', 'edit'),
      handler: async (request) => deps.service.update(request.params.uuid, request.body),
    });
    route(app, contracts.remove, {
      onRequest: requirePermission('season-tickets', 'delete'),
      handler: async (request) => deps.service.remove(request.params.uuid),
    });
    route(app, contracts.seats, {
      onRequest: requirePermission('season-tickets', 'show'),
      handler: async (request) => deps.service.seats(request.params.uuid),
    });
  };

export const seasonTicketRoutes =
  (deps: { guards: AuthGuards; service: SeasonTicketsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const contracts = seasonTicketContracts;
    route(app, contracts.list, {
      handler: async (request) => {
        const language = requestLanguage(request);
        return { data: await deps.service.listPublic(language, currencyOf(language)) };
      },
    });
    route(app, contracts.get, {
      handler: async (request) => {
        const language = requestLanguage(request);
        return deps.service.getPublic(request.params.uuid, language, currencyOf(language));
      },
    });
    route(app, contracts.seats, {
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(
            await deps.service.chart(request.params.uuid, requestLanguage(request), request.query.holdToken),
          ),
    });
    route(app, contracts.hold, {
      onRequest: deps.guards.authenticateBuyer,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await deps.service.hold(request.params.uuid, request.user!.uuid, request.body.seatId)),
    });
    route(app, contracts.release, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        await deps.service.releaseHold(request.params.uuid, request.user!.uuid, request.params.token);
        return reply.status(204).send(null);
      },
    });
  };

export const accountSeasonSeatRoutes =
  (deps: { guards: AuthGuards; service: SeasonTicketsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const contracts = accountSeasonSeatContracts;
    route(app, contracts.list, {
      onRequest: deps.guards.authenticate,
      handler: async (request) => {
        const language = requestLanguage(request);
        return deps.service.mine(request.user!.uuid, language, currencyOf(language));
      },
    });
    route(app, contracts.releaseEvent, {
      onRequest: deps.guards.authenticate,
      handler: async (request) =>
        deps.service.releaseEvent(
          request.user!.uuid,
          request.params.uuid,
          request.params.eventUuid,
          requestLanguage(request),
        ),
    });
  };
