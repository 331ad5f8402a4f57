import type { Middleware } from 'openapi-fetch';
import type { ApiErrorBody } from '../errors';
import { isErrorName } from '../errors';

/*
 * What a caller needs of a call without the client itself (openapi-fetch): the error object, the
 * answer of a call, cancelling, the captcha middleware. A front end can load the client when its
 * first call goes out, and still handle errors from its first render.
 */

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
    const name = isValues(this.body) ? this.body.name : undefined;
    return isErrorName(name) ? name : undefined;
  }

  /** The answer's `details` (the catalogue's error body: `fields`, `objects`, `usedBy`…), if any. */
  get details(): Readonly<Record<string, unknown>> | undefined {
    const details = isValues(this.body) ? this.body.details : undefined;
    return isValues(details) ? details : undefined;
  }

  private static messageOf(body: unknown): string | undefined {
    return isValues(body) && typeof body.message === 'string' ? body.message : undefined;
  }
}

/** A JSON object's values, as an answer's body is read before its shape is known. */
export function isValues(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The spec's captcha actions, and Tribuna's own `media-accreditation` for the `/pro-media` form. */
export type CaptchaAction =
  'login' | 'signup' | 'password_reset' | 'loged_user' | 'contact-form' | 'media-accreditation';

/** Adds an invisible captcha token for `action` to one call (spec section 7), when captcha is on. */
export function captchaMiddleware(
  action: CaptchaAction,
  getCaptchaToken: ((action: CaptchaAction) => Promise<string | null>) | undefined,
): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getCaptchaToken?.(action);
      if (token) request.headers.set('google-recaptcha-token', token);
      return request;
    },
  };
}

/** The answer of a call; a failed call never gets here, it rejects with `ApiError`. */
export async function data<Result extends { data?: unknown; error?: unknown }>(
  call: Promise<Result>,
): Promise<Exclude<Result['data'], undefined>> {
  const result = await call;
  if (result.error !== undefined) throw result.error;
  // openapi-fetch answers `{ data }` without `error` on success; TypeScript cannot narrow the generic.
  return result.data as Exclude<Result['data'], undefined>;
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
