import multipart from '@fastify/multipart';
import parseRange from 'range-parser';
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
  // Originals and image widths only: private keys (an accreditation's press card) are never served here.
  name: z.string().regex(/^(?:original|w\d+)\.[a-z0-9]+$/),
});

const cacheForever = 'public, max-age=31536000, immutable';

/**
 * Stored files, for everyone: a key never changes once written (a new upload is a new uuid), so
 * browsers and CDNs keep them for a year without asking again. Byte ranges are answered (206, or
 * 416 past the end) so that audio and video players can seek without loading the whole file;
 * the Range header is read by `range-parser`, the parser of `send` and Express.
 */
export const storedFileRoutes =
  (deps: { service: FilesService }): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: z.infer<typeof storedParams> }>(
      `${FILES_URL_PREFIX}:uuid/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = storedParams.safeParse(request.params);
        const key = params.success ? `${params.data.uuid}/${params.data.name}` : null;
        const header = request.headers.range;
        if (key && header) {
          const info = await deps.service.stat(key);
          if (!info) return reply.status(404).send({ name: 'fileNotFound', message: 'No such file.' });
          const ranges = parseRange(info.size, header, { combine: true });
          if (ranges === -1) {
            return reply
              .status(416)
              .header('Content-Range', `bytes */${info.size}`)
              .header('Accept-Ranges', 'bytes')
              .send({ name: 'badRequest', message: 'The range is not satisfiable.' });
          }
          // A malformed header, or several ranges, get the whole file (a multipart answer helps no player).
          const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : null;
          if (range) {
            const part = await deps.service.read(key, range);
            if (!part) return reply.status(404).send({ name: 'fileNotFound', message: 'No such file.' });
            return reply
              .status(206)
              .header('Content-Type', info.contentType)
              .header('Content-Length', range.end - range.start + 1)
              .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
              .header('Accept-Ranges', 'bytes')
              .header('Cache-Control', cacheForever)
              .send(part.body);
          }
        }
        const stored = key ? await deps.service.read(key) : null;
        if (!stored) {
          return reply.status(404).send({ name: 'fileNotFound', message: 'No such file.' });
        }
        return reply
          .header('Content-Type', stored.contentType)
          .header('Content-Length', stored.size)
          .header('Accept-Ranges', 'bytes')
          .header('Cache-Control', cacheForever)
          .send(stored.body);
      },
    );
  };
