import { z } from 'zod';
import { errorBodySchema } from '../schemas/common';

/**
 * One endpoint of the API, below `/api/v1`: the server registers its route from it and the OpenAPI
 * document (and so the browsers' typed client) is generated from those routes.
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path syntax: `/admin/articles/{uuid}`. */
  path: `/${string}`;
  tags: readonly string[];
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the endpoint reads (a loose object: the other headers pass untouched). */
  headers?: z.ZodType;
  body?: z.ZodType;
  responses: { [status: number]: z.ZodType };
}

export const contract = <const C extends Contract>(definition: C): C => definition;

type ErrorResponses<Status extends number> = { [S in Status]: typeof errorBodySchema };

/** Error answers in the catalogue's shape (`{name, message, details}`) for these statuses. */
export function errorResponses<const Status extends number>(...statuses: Status[]): ErrorResponses<Status> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as ErrorResponses<Status>;
}

/**
 * Every admin endpoint: bad input, not signed in, a role without the right (or an unverified
 * e-mail), no such record, the identity provider out of reach.
 */
export const adminErrors = errorResponses(400, 401, 403, 404, 503);

/**
 * Every account endpoint: bad input, not signed in, an unverified e-mail or terms not accepted,
 * too many attempts, the identity provider failed or is out of reach.
 */
export const accountErrors = errorResponses(400, 401, 403, 429, 502, 503);

/** The body of a 204 answer. */
export const noContent = z.null();
