import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFileContracts } from '@tribuna/common/contracts/files';
import { maxUploadBytes } from '@tribuna/common/schemas/files';
import { route } from '../../contractRoute';
import { ProductError } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import { FILES_URL_PREFIX, toAdminFile, type FilesService } from './files.service';

export const adminFileRoutes =
  (deps: { guards: AuthGuards; service: FilesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    // One file per request; the per-kind limits follow once the content tells the kind.
    await app.register(multipart, {
      limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
    });

    route(app, adminFileContracts.list, {
      onRequest: requirePermission('files', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminFile), total };
      },
    });

    route(app, adminFileContracts.upload, {
      onRequest: requirePermission('files', 'create'),
      handler: async (request, reply) => {
        if (!request.isMultipart()) {
          throw new ProductError('unsupportedMediaType', { expected: 'multipart/form-data' });
        }
        const part = await request.file();
        if (!part || part.fieldname !== 'file') {
          throw new ProductError('badRequest', { fields: [{ field: 'body.file', message: 'required' }] });
        }
        const row = await deps.service.upload({ file: part.file, filename: part.filename });
        return reply.status(201).send(toAdminFile(row));
      },
    });

    route(app, adminFileContracts.get, {
      onRequest: requirePermission('files', 'show'),
      handler: async (request) => toAdminFile(await deps.service.get(request.params.uuid)),
    });

    route(app, adminFileContracts.remove, {
      onRequest: requirePermission('files', 'delete'),
      handler: async (request) => toAdminFile(await deps.service.remove(request.params.uuid)),
    });
  };

const storedParams = z.object({
  uuid: z.uuid(),
  name: z.string().regex(/^[a-z0-9]+\.[a-z0-9]+$/),
});

/**
 * Stored files, for everyone: a key never changes once written (a new upload is a new uuid), so
 * browsers and CDNs keep them for a year without asking again.
 */
export const storedFileRoutes =
  (deps: { service: FilesService }): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: z.infer<typeof storedParams> }>(
      `${FILES_URL_PREFIX}:uuid/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = storedParams.safeParse(request.params);
        const stored = params.success
          ? await deps.service.read(`${params.data.uuid}/${params.data.name}`)
          : null;
        if (!stored) {
          return reply.status(404).send({ name: 'fileNotFound', message: 'No such file.' });
        }
        return reply
          .header('Content-Type', stored.contentType)
          .header('Content-Length', stored.size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(stored.body);
      },
    );
  };
