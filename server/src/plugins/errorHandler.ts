import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorNameForStatus, type ApiErrorBody } from '@tribuna/common/errors';
import { ProductError } from '../errors';

/**
 * One answer shape for every error: `{ name, message, details? }` with a catalogue name.
 * Validation failures list the failing fields; a 5xx never shows its stack or internal message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof ProductError) {
      status = error.status;
      body = {
        name: error.errorName,
        message: error.message,
        ...(error.details && { details: error.details }),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields = error.validation.map((v) => ({
        field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      body = { name: 'badRequest', message: 'The request is not valid.', details: { fields } };
    } else if (error.validation) {
      status = 400;
      body = {
        name: 'badRequest',
        message: 'The request is not valid.',
        details: { fields: error.validation.map((v) => ({ field: v.instancePath, message: v.message })) },
      };
    } else if (isResponseSerializationError(error)) {
      status = 500;
      body = { name: 'internalServerError', message: 'Internal server error.' };
    } else {
      status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      body =
        status >= 500
          ? { name: errorNameForStatus(status), message: 'Internal server error.' }
          : { name: errorNameForStatus(status), message: error.message };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ name: body.name, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}
