import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMediaAccreditationContracts,
  mediaAccreditationContracts,
} from '@tribuna/common/contracts/mediaAccreditations';
import {
  accreditationAttachment,
  mediaAccreditationFormFields,
  type MediaAccreditationInput,
} from '@tribuna/common/schemas/mediaAccreditations';
import { formError } from '@tribuna/common/validation';
import { route } from '../../contractRoute';
import { ProductError } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import type { CaptchaGuards } from '../../plugins/captcha';
import type { RateLimitGuards } from '../../plugins/rateLimit';
import { toAdminMediaAccreditation, type MediaAccreditationsService } from './mediaAccreditations.service';

const fieldNames = Object.keys(mediaAccreditationFormFields.shape);

/** The form's fields, checked as a JSON body would be (400 `badRequest` naming `body.<field>`). */
function parseFields(fields: Record<string, string>): MediaAccreditationInput {
  const parsed = mediaAccreditationFormFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new ProductError(
    'badRequest',
    {
      fields: parsed.error.issues.map((issue) => ({
        field: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    },
    'The request is not valid.',
  );
}

const attachmentRequired = () =>
  new ProductError(
    'badRequest',
    { fields: [{ field: 'body.attachment', message: formError.required }] },
    'The request is not valid.',
  );

export const mediaAccreditationRoutes =
  (deps: {
    captcha: CaptchaGuards;
    rateLimits: RateLimitGuards;
    service: MediaAccreditationsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // A visitor's upload: the form's few fields, then one file no larger than the card limit (the
    // stream is cut one byte past it, where the files domain answers `payloadTooLarge`).
    await app.register(multipart, {
      limits: {
        fileSize: accreditationAttachment.maxBytes + 1,
        files: 1,
        fields: fieldNames.length,
        fieldSize: 16 * 1024,
        parts: fieldNames.length + 1,
        headerPairs: 100,
      },
    });
    route(app, mediaAccreditationContracts.send, {
      // Limits count before the captcha is checked, so that a flood is refused without asking Google.
      onRequest: deps.rateLimits.perIp,
      preHandler: deps.captcha.require('media-accreditation'),
      handler: async (request, reply) => {
        if (!request.isMultipart()) {
          throw new ProductError('unsupportedMediaType', { expected: 'multipart/form-data' });
        }
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          // The fields come first, so they are checked before any byte of the file is stored.
          let input: MediaAccreditationInput;
          try {
            if (part.fieldname !== 'attachment') throw attachmentRequired();
            input = parseFields(fields);
          } catch (error) {
            part.file.resume();
            throw error;
          }
          const row = await deps.service.apply(
            input,
            { file: part.file, filename: part.filename },
            request.publicOrigin,
          );
          return reply.status(201).send({ uuid: row.uuid });
        }
        parseFields(fields);
        throw attachmentRequired();
      },
    });
  };

export const adminMediaAccreditationRoutes =
  (deps: { guards: AuthGuards; service: MediaAccreditationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requirePermission } = deps.guards;
    route(app, adminMediaAccreditationContracts.list, {
      onRequest: requirePermission('media-accreditations', 'list'),
      handler: async (request) => {
        const { rows, total } = await deps.service.list(request.query);
        return { data: rows.map(toAdminMediaAccreditation), total };
      },
    });
    route(app, adminMediaAccreditationContracts.get, {
      onRequest: requirePermission('media-accreditations', 'show'),
      handler: async (request) => toAdminMediaAccreditation(await deps.service.get(request.params.uuid)),
    });
    route(app, adminMediaAccreditationContracts.attachment, {
      onRequest: requirePermission('media-accreditations', 'show'),
      handler: async (request, reply) => {
        const file = await deps.service.attachment(request.params.uuid);
        const extension = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.split('/')[1];
        return reply
          .headers({
            'content-type': file.contentType,
            'content-length': file.size,
            // Always a download under a name of ours: the applicant's file name is never echoed in a header.
            'content-disposition': `attachment; filename="accreditation-${request.params.uuid}.${extension}"`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          })
          .send(file.body as unknown as string);
      },
    });
    route(app, adminMediaAccreditationContracts.update, {
      onRequest: requirePermission('media-accreditations', 'edit'),
      handler: async (request) =>
        toAdminMediaAccreditation(await deps.service.review(request.params.uuid, request.body)),
    });
    route(app, adminMediaAccreditationContracts.remove, {
      onRequest: requirePermission('media-accreditations', 'delete'),
      handler: async (request) => toAdminMediaAccreditation(await deps.service.remove(request.params.uuid)),
    });
  };
