import {
  ApiError,
  createApiClient,
  REQUEST_ABORTED,
  USER_ABORTED,
  type RequestOptions,
} from '@tribuna/common/api/client';
import { isSilentError } from '@tribuna/common/errors';
import { captchaToken } from './captcha';
import { i18n } from './i18n';
import { identityToken } from './identityToken';
import { showToast } from './toast';

export interface StorefrontRequestOptions extends RequestOptions {
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
  const name = (error.body as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && name !== '') {
    if (isSilentError(name)) return null;
    const key = `apiError.${name}`;
    return i18n.exists(key) ? key : 'apiError.errorFallback';
  }
  return error.status === 429 ? 'apiError.tooManyRequests' : null;
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
  const key = apiErrorMessageKey(error);
  if (key) showToast({ type: 'error', content: i18n.t(key) });
}

/**
 * For callers that made a call `quiet` to handle some failures on the form: the toast for the
 * rest, with a generic text when the response named nothing.
 */
export function notifyApiError(error: unknown) {
  if (isAborted(error)) return;
  if (error instanceof ApiError && error.errorName && isSilentError(error.errorName)) return;
  const key = error instanceof ApiError ? apiErrorMessageKey(error) : null;
  showToast({ type: 'error', content: i18n.t(key ?? 'apiError.errorFallback') });
}

const client = createApiClient({
  getIdToken: identityToken,
  getLanguage: () => i18n.language,
  getCaptchaToken: captchaToken,
});

async function request<T>(method: string, path: string, options: StorefrontRequestOptions = {}): Promise<T> {
  const { quiet, keepSessionOn401, ...rest } = options;
  try {
    return await client.request<T>(method, path, rest);
  } catch (error) {
    onApiError(error, { quiet, keepSessionOn401 });
    throw error;
  }
}

/** The storefront's one API client: identity token, language and captcha headers, error handling. */
export const api = {
  request,
  get: <T>(path: string, options?: StorefrontRequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: StorefrontRequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: StorefrontRequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: StorefrontRequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
export type StorefrontApi = typeof api;
