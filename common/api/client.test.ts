import { describe, expect, it } from 'vitest';
import { ApiError, cancellable, createApiClient, data, REQUEST_ABORTED, USER_ABORTED } from './client';

/** A fetch double that records what the client sent: the client's own mapping is under test. */
function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls };
}

describe('api client', () => {
  it('sends the identity token, language and captcha headers and skips empty query values', async () => {
    const { fn, calls } = recordingFetch(200, { ok: true });
    const api = createApiClient({
      fetch: fn,
      getIdToken: async () => 'tok',
      getLanguage: () => 'sk',
      getCaptchaToken: async (action) => `captcha-${action}`,
    });
    await api.GET('/admin/articles', {
      params: { query: { limit: 5, q: '', offset: 0 } },
      middleware: [api.captcha('login')],
    });
    expect(calls[0]?.url).toBe('/api/v1/admin/articles?limit=5&offset=0');
    expect(calls[0]?.init.headers).toMatchObject({
      'id-token': 'tok',
      'X-App-Lang': 'sk',
      'google-recaptcha-token': 'captcha-login',
    });
  });

  it('throws the spec error object with the catalogue name', async () => {
    const { fn } = recordingFetch(404, { name: 'articleNotFound', message: 'articleNotFound' });
    const seen: ApiError[] = [];
    const api = createApiClient({ fetch: fn, onError: (e) => seen.push(e) });
    const body = { title: { cs: 'Derby' }, perex: { cs: 'Perex' }, body: { cs: 'Text' } };
    const error = await data(
      api.PUT('/admin/articles/{uuid}', { params: { path: { uuid: 'x' } }, body }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      url: '/api/v1/admin/articles/x',
      status: 404,
      body: { name: 'articleNotFound' },
      request: { method: 'PUT', body },
    });
    expect((error as ApiError).errorName).toBe('articleNotFound');
    expect(seen).toHaveLength(1);
  });

  it('reports a user abort with the spec message', async () => {
    const { fn } = recordingFetch(200, {});
    const controller = new AbortController();
    controller.abort();
    await expect(
      createApiClient({ fetch: fn }).GET('/health', { signal: controller.signal }),
    ).rejects.toThrow(USER_ABORTED);
  });

  it('answers the data of a successful call and a language given by the call', async () => {
    const { fn, calls } = recordingFetch(200, { status: 'ok', database: 'pglite', identity: 'ready' });
    const api = createApiClient({ fetch: fn, getLanguage: () => 'cs' });
    const health = await data(api.GET('/health', { headers: { 'X-App-Lang': 'sk' } }));
    expect(health.database).toBe('pglite');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-App-Lang': 'sk' });
  });

  it('cancels a pending request with Request aborted', async () => {
    const request = cancellable(
      (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('x')))),
    );
    expect(request.state).toBe('pending');
    request.cancel();
    await expect(request.promise).rejects.toThrow(REQUEST_ABORTED);
    expect(request.state).toBe('cancelled');
    const done = cancellable(async () => 42);
    await expect(done.promise).resolves.toBe(42);
    expect(done.state).toBe('resolved');
  });
});
