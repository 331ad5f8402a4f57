import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appleWebServiceContracts, walletContracts } from '@tribuna/common/contracts/wallet';
import { PKPASS_CONTENT_TYPE } from '@tribuna/common/schemas/wallet';
import { route } from '../../contractRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { WalletService } from './wallet.service';

/** A file's bytes as the answer (the contract describes it as a binary string, hence the cast). */
const file = (bytes: Buffer) => bytes as unknown as string;

const passHeaders = (ticketUuid: string) => ({
  'content-type': PKPASS_CONTENT_TYPE,
  'content-disposition': `attachment; filename="ticket-${ticketUuid}.pkpass"`,
  'cache-control': 'private, no-store',
});

/** The holder's tickets as wallet passes (signed in: only the ticket's holder gets them). */
export const walletRoutes =
  (deps: { guards: AuthGuards; service: WalletService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, walletContracts.applePass, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        const pass = await deps.service.applePass(request.params.uuid, request.user!);
        return reply.headers(passHeaders(request.params.uuid)).send(file(pass));
      },
    });

    route(app, walletContracts.googleLink, {
      onRequest: deps.guards.authenticate,
      handler: async (request, reply) => {
        const url = await deps.service.googleLink(request.params.uuid, request.user!);
        return reply.header('cache-control', 'private, no-store').send({ url });
      },
    });
  };

/** Apple's PassKit web service (the devices' calls, authorised by each pass's token). */
export const appleWebServiceRoutes =
  (deps: { service: WalletService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, appleWebServiceContracts.register, {
      handler: async (request, reply) => {
        const created = await deps.service.register({
          deviceLibraryId: request.params.deviceLibraryIdentifier,
          passTypeId: request.params.passTypeIdentifier,
          serialNumber: request.params.serialNumber,
          authorization: request.headers.authorization,
          pushToken: request.body.pushToken,
        });
        return reply.status(created ? 201 : 200).send(null);
      },
    });

    route(app, appleWebServiceContracts.unregister, {
      handler: async (request, reply) => {
        await deps.service.unregister({
          deviceLibraryId: request.params.deviceLibraryIdentifier,
          passTypeId: request.params.passTypeIdentifier,
          serialNumber: request.params.serialNumber,
          authorization: request.headers.authorization,
        });
        return reply.status(200).send(null);
      },
    });

    route(app, appleWebServiceContracts.updated, {
      handler: async (request, reply) => {
        const updated = await deps.service.updated(
          request.params.deviceLibraryIdentifier,
          request.params.passTypeIdentifier,
          request.query.passesUpdatedSince,
        );
        return updated ? reply.status(200).send(updated) : reply.status(204).send(null);
      },
    });

    route(app, appleWebServiceContracts.latest, {
      handler: async (request, reply) => {
        const latest = await deps.service.latest({
          passTypeId: request.params.passTypeIdentifier,
          serialNumber: request.params.serialNumber,
          authorization: request.headers.authorization,
          ifModifiedSince: request.headers['if-modified-since'],
        });
        if (latest === 'notModified') return reply.status(304).send(null);
        return reply
          .headers({
            ...passHeaders(request.params.serialNumber),
            'last-modified': latest.lastModified.toUTCString(),
          })
          .send(file(latest.pass));
      },
    });

    route(app, appleWebServiceContracts.log, {
      handler: async (request, reply) => {
        deps.service.log(request.body.logs);
        return reply.status(200).send(null);
      },
    });
  };
