import type { ApiClient } from '@tribuna/common/api/client';
import {
  ApiError,
  captchaMiddleware,
  data,
  isValues,
  REQUEST_ABORTED,
  USER_ABORTED,
  type CaptchaAction,
} from '@tribuna/common/api/calls';
import { isSilentError } from '@tribuna/common/errors';
import { captchaToken } from './captcha';
import { allTextsLoaded, i18n, loadAllTexts } from './i18n';
import { identityToken } from './identityToken';
import { showToast } from './toast';

export interface StorefrontRequestOptions {
  /** The caller shows this failure itself: no toast. */
  quiet?: boolean;
  /** A 401 here does not end the session (the session's own start-up and logout calls). */
  keepSessionOn401?: boolean;
}

let unauthorized: () => void = () => undefined;

/** Set by the session: what a 401 does (sign out, then the login page). */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorized = handler;
}

function isAborted(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message === USER_ABORTED || error.message === REQUEST_ABORTED || error.name === 'AbortError')
  );
}

/**
 * The toast text of a failed call (spec section 8): `apiError.{name}` for a response that carries a
 * name (`apiError.errorFallback` when there is no such text), nothing for the silent names; a 429
 * without a name is still "too many requests".
 */
export function apiErrorMessageKey(error: ApiError): string | null {
  const name = isValues(error.body) ? error.body.name : undefined;
  if (typeof name === 'string' && name !== '') {
    if (isSilentError(name)) return null;
    const key = `apiError.${name}`;
    return i18n.exists(key) ? key : 'apiError.errorFallback';
  }
  return error.status === 429 ? 'apiError.tooManyRequests' : null;
}

/**
 * An error toast, if the error calls for one. Its text is among the API errors' texts, which come
 * after the first ones: it shows at once when they are there, else once they have loaded (with a
 * generic text if they cannot load).
 */
function errorToast(keyOf: () => string | null) {
  if (keyOf() === null) return;
  const show = () => showToast({ type: 'error', content: i18n.t(keyOf() ?? 'apiError.errorFallback') });
  if (allTextsLoaded()) show();
  else loadAllTexts().then(show, () => showToast({ type: 'error', content: i18n.t('common.error') }));
}

/** The client's error hook: a 401 ends the session, a named error becomes a toast. */
export function onApiError(
  error: unknown,
  options: Pick<StorefrontRequestOptions, 'quiet' | 'keepSessionOn401'>,
) {
  // A cancelled request and a network failure reach the caller only.
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 && !options.keepSessionOn401) unauthorized();
  if (options.quiet) return;
  errorToast(() => apiErrorMessageKey(error));
}

/**
 * For callers that made a call `quiet` to handle some failures on the form: the toast for the
 * rest, with a generic text when the response named nothing.
 */
export function notifyApiError(error: unknown) {
  if (isAborted(error)) return;
  if (error instanceof ApiError && error.errorName && isSilentError(error.errorName)) return;
  errorToast(
    () => (error instanceof ApiError ? apiErrorMessageKey(error) : null) ?? 'apiError.errorFallback',
  );
}

/**
 * The typed client (openapi-fetch) loads with the first call rather than with the first page: a page
 * the server rendered came with its data.
 */
let client: Promise<ApiClient> | undefined;
function loadClient(): Promise<ApiClient> {
  client ??= import('@tribuna/common/api/client').then(({ createApiClient }) =>
    createApiClient({
      getIdToken: identityToken,
      getLanguage: () => i18n.language,
      getCaptchaToken: captchaToken,
    }),
  );
  return client;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
function method<M extends Method>(name: M): ApiClient[M] {
  const call = (...args: unknown[]) =>
    loadClient().then((loaded) => (loaded[name] as (...args: unknown[]) => Promise<unknown>)(...args));
  return call as ApiClient[M];
}

/** The storefront's one API client: identity token, language and captcha headers. */
export const api = {
  GET: method('GET'),
  POST: method('POST'),
  PUT: method('PUT'),
  DELETE: method('DELETE'),
  PATCH: method('PATCH'),
  /** Adds a captcha token for this action to one call: `{ middleware: [api.captcha('login')] }`. */
  captcha: (action: CaptchaAction) => captchaMiddleware(action, captchaToken),
  /** The client's transport (its headers, the API error object), for files: common/api/download.ts. */
  send: (...args: Parameters<ApiClient['send']>) => loadClient().then((loaded) => loaded.send(...args)),
};
export type StorefrontApi = typeof api;

/** A request that fails with the API error object (a file's download), with the storefront's error handling. */
export async function handled<T>(request: Promise<T>, options: StorefrontRequestOptions = {}): Promise<T> {
  try {
    return await request;
  } catch (error) {
    onApiError(error, options);
    throw error;
  }
}

/**
 * The answer of a call, with the storefront's error handling: a 401 ends the session, a named error
 * becomes a toast. `call(api.GET('/articles/{uuid}', { params: { path: { uuid } } }))`.
 */
export async function call<Result extends { data?: unknown; error?: unknown }>(
  request: Promise<Result>,
  options: StorefrontRequestOptions = {},
) {
  try {
    return await data(request);
  } catch (error) {
    onApiError(error, options);
    throw error;
  }
}
