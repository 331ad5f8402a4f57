import type { FastifyInstance } from 'fastify';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call of the API as a browser makes it: `/api/v1` before the path, the caller's ID token and
 * the page's language in their headers. The app is looked up at each call, so a test file can make
 * its caller before `beforeAll` has built the app.
 */
export function apiCaller(app: () => FastifyInstance) {
  return (
    method: ApiMethod,
    url: string,
    options: { token?: string; payload?: unknown; language?: string } = {},
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.token && { 'id-token': options.token }),
        ...(options.language && { 'x-app-lang': options.language }),
      },
      ...(options.payload !== undefined && { payload: options.payload as object }),
    });
}

/**
 * The same call with its token, body and language as arguments in that order:
 * `call('PUT', '/admin/articles/…', token, body)`.
 */
export function tokenCaller(app: () => FastifyInstance) {
  const api = apiCaller(app);
  return (method: ApiMethod, url: string, token?: string | null, payload?: unknown, language?: string) =>
    api(method, url, { token: token ?? undefined, payload, language });
}

export const hour = 3_600_000;

/**
 * The instant `offsetMs` after `from` (now by default), as the API takes times. Times that a rule
 * compares at equal offsets (a sale that ends as the event ends) share one `from`: each call's own
 * now is later than the one before, by more than a millisecond on a loaded machine.
 */
export const iso = (offsetMs: number, from = Date.now()) => new Date(from + offsetMs).toISOString();
