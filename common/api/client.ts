import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { API_BASE, ApiError, captchaMiddleware, USER_ABORTED, type CaptchaAction } from './calls';
import { serializeQuery } from './query';
import type { paths } from './openapi';

export * from './calls';

export interface ApiClientOptions {
  baseUrl?: string;
  /** The identity token for the `id-token` header, when someone is signed in. */
  getIdToken?: () => Promise<string | null>;
  getLanguage?: () => string;
  /** An invisible captcha token for a named action (spec section 7), when captcha is on. */
  getCaptchaToken?: (action: CaptchaAction) => Promise<string | null>;
  /** Called with every failed request before it is thrown to the caller (toasts, sign-out on 401). */
  onError?: (error: ApiError) => void;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * The typed client of the API (openapi-fetch over the types generated from the server's routes):
 * `api.GET('/articles/{uuid}', { params: { path: { uuid } } })`. A failed call rejects with
 * `ApiError`, so `data()` turns a call into its answer.
 */
export interface ApiClient extends Client<paths> {
  /** Adds a captcha token for this action to one call: `{ middleware: [api.captcha('login')] }`. */
  captcha(action: CaptchaAction): Middleware;
  /**
   * The client's transport (headers, the API error object) for a caller that builds its URLs at
   * run time: react-admin's generic REST data provider.
   */
  send(
    url: string,
    init?: { method?: string; body?: string; signal?: AbortSignal | null },
  ): Promise<Response>;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text || !(contentType ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  // openapi-fetch builds a Request, which needs an absolute URL outside a browser page; the calls
  // themselves (and the API error's url) stay relative to this origin.
  const origin = (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost';
  const baseUrl = new URL(options.baseUrl ?? API_BASE, origin).href;

  async function send(
    url: string,
    init: { method?: string; body?: string; signal?: AbortSignal | null; headers?: Headers } = {},
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const relative = url.startsWith(origin) ? url.slice(origin.length) : url;
    const headers: Record<string, string> = { Accept: 'application/json' };
    init.headers?.forEach((value, name) => {
      if (name !== 'accept') headers[name] = value;
    });
    if (init.body !== undefined && !headers['content-type']) headers['Content-Type'] = 'application/json';
    const token = await options.getIdToken?.();
    if (token) headers['id-token'] = token;
    const language = headers['x-app-lang'] ?? options.getLanguage?.();
    delete headers['x-app-lang'];
    if (language) headers['X-App-Lang'] = language;

    let response: Response;
    try {
      response = await doFetch(relative, { method, headers, body: init.body, signal: init.signal });
    } catch (e) {
      if (init.signal?.aborted) throw new Error(USER_ABORTED, { cause: e });
      throw e;
    }
    if (response.ok) return response;
    const body = parseBody(await response.text(), response.headers.get('content-type'));
    const sent = init.body === undefined ? undefined : parseBody(init.body, 'json');
    const error = new ApiError(relative, response.status, response.statusText, body, { method, body: sent });
    options.onError?.(error);
    throw error;
  }

  const client = createClient<paths>({
    baseUrl,
    querySerializer: serializeQuery,
    fetch: async (request) =>
      send(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.text() : undefined,
        signal: request.signal,
      }),
  });

  return Object.assign(client, {
    send,
    captcha: (action: CaptchaAction): Middleware => captchaMiddleware(action, options.getCaptchaToken),
  });
}
