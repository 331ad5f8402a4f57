import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorNameForStatus, type ApiErrorBody } from '@tribuna/common/errors';
import { ProductError } from '../errors';
import { multipartProblem } from '../http/multipart';
import type { ErrorReporter } from '../integrations/errorReporting/errorReporting';

/**
 * One answer shape for every error: `{ name, message, details? }` with a catalogue name.
 * Validation failures list the failing fields; a 5xx never shows its stack or internal message, and
 * goes to the error reporter when one is configured (a 4xx is the caller's business, not a defect).
 */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter | null = null) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // Busboy's errors for a body that is not the multipart it declares are the caller's, not ours.
    const error = (multipartProblem(thrown) ?? thrown) as FastifyError;
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
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reporter?.report(error, request);
    } else request.log.info({ name: body.name, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or a path parameter past the router's
 * length limit is refused before any route runs, so the error handler above never sees it.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const body: ApiErrorBody = {
    name: errorNameForStatus(status),
    message: status === 414 ? 'The request address is too long.' : 'The request address is not valid.',
  };
  request.log.info({ name: body.name, status }, 'request rejected');
  return reply.status(status).send(body);
}

/**
 * Node's HTTP parser refuses oversized headers (431) and malformed requests before Fastify sees
 * them; the answer is still written in the catalogue's shape, straight onto the socket.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body: ApiErrorBody = {
    name: errorNameForStatus(status),
    message: status === 431 ? 'The request headers are too large.' : 'The request could not be read.',
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
};
