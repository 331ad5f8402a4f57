import type { Readable } from 'node:stream';
import { ProductError } from '../errors';

/**
 * What busboy (the parser under @fastify/multipart) throws for a body that is not the multipart it
 * declares: no boundary in the content type, a body that never reaches its closing boundary (cut
 * off, or no multipart at all), a boundary it cannot search for. Busboy gives these plain errors
 * without a code, so they are told by their messages.
 */
const malformedMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle /,
];

const malformed = () =>
  new ProductError(
    'badRequest',
    { reason: 'malformedMultipart' },
    'The multipart body is not complete or not well formed.',
  );

/** The catalogue's 400 for a malformed multipart body, or null when `error` is something else. */
export function multipartProblem(error: unknown): ProductError | null {
  if (error instanceof ProductError) return null;
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_MP_PREMATURE_CLOSE' || malformedMultipart.some((re) => re.test(message))
    ? malformed()
    : null;
}

/**
 * Fails at once when an uploaded part's stream has already ended in an error or was torn down:
 * busboy may reach the end of a short body (and find it cut off) before the handler starts to read
 * the part, and a stream destroyed before anyone listened never says so again; whatever waited on
 * it would wait for good.
 */
export function assertReadable(file: Readable): void {
  if (file.destroyed || file.errored) throw malformed();
}
