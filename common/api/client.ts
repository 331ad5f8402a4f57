import type { ApiErrorBody } from '../errors';
import { isErrorName } from '../errors';

export const API_BASE = '/api/v1';
export const REQUEST_ABORTED = 'Request aborted';
export const USER_ABORTED = 'The user aborted a request.';

/** The API error object of the spec: url, status, statusText, body, request. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    readonly request: { method: string; body?: unknown },
  ) {
    super(ApiError.messageOf(body) ?? `${status} ${statusText}`);
    this.name = 'ApiError';
  }

  /** The catalogue name the API answered with, if any. */
  get errorName(): ApiErrorBody['name'] | undefined {
    const b = this.body as Partial<ApiErrorBody> | null;
    return b && isErrorName(b.name) ? b.name : undefined;
  }

  private static messageOf(body: unknown): string | undefined {
    return typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined;
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** The identity token for the `id-token` header, when someone is signed in. */
  getIdToken?: () => Promise<string | null>;
  getLanguage?: () => string;
  /** An invisible captcha token for a named action (spec section 7), when captcha is on. */
  getCaptchaToken?: (action: CaptchaAction) => Promise<string | null>;
  /** Called with every failed request before it is thrown to the caller (toasts, sign-out on 401). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export type CaptchaAction = 'login' | 'signup' | 'password_reset' | 'loged_user' | 'contact-form';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  captchaAction?: CaptchaAction;
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    }
    const qs = params.toString();
    const url = `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await options.getIdToken?.();
    if (token) headers['id-token'] = token;
    const language = options.getLanguage?.();
    if (language && !headers['X-App-Lang']) headers['X-App-Lang'] = language;
    if (opts.captchaAction && options.getCaptchaToken) {
      const captcha = await options.getCaptchaToken(opts.captchaAction);
      if (captcha) headers['google-recaptcha-token'] = captcha;
    }

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (e) {
      if (opts.signal?.aborted) throw new Error(USER_ABORTED, { cause: e });
      throw e;
    }
    const text = await response.text();
    let body: unknown = text;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) {
      const error = new ApiError(url, response.status, response.statusText, body, {
        method,
        body: opts.body,
      });
      options.onError?.(error);
      throw error;
    }
    return (text === '' ? undefined : body) as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('DELETE', path, { ...opts, body }),
  };
}

export type CancellableState = 'pending' | 'resolved' | 'rejected' | 'cancelled';

/**
 * A request that can be cancelled (spec section 4): cancelling aborts the fetch and ends
 * the promise with the error 'Request aborted'.
 */
export function cancellable<T>(run: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  let state: CancellableState = 'pending';
  let rejectCancel: (e: Error) => void = () => {};
  const cancelled = new Promise<never>((_, reject) => {
    rejectCancel = reject;
  });
  const promise = Promise.race([run(controller.signal), cancelled]).then(
    (value) => {
      state = 'resolved';
      return value;
    },
    (error: unknown) => {
      if (state !== 'cancelled') state = 'rejected';
      throw error;
    },
  );
  return {
    promise,
    get state() {
      return state;
    },
    cancel() {
      if (state !== 'pending') return;
      state = 'cancelled';
      rejectCancel(new Error(REQUEST_ABORTED));
      controller.abort();
    },
  };
}
