import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancellable, USER_ABORTED } from '@tribuna/common/api/calls';
import { jsonResponse } from '../test/helpers';
import { api, call, setUnauthorizedHandler } from './api';
import { dismissAllToasts, useToasts } from './toast';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
}

function toasts() {
  return renderHook(() => useToasts()).result.current.map((t) => ({ type: t.type, content: t.content }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => dismissAllToasts());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('API errors as toasts (spec section 8)', () => {
  it('shows apiError.{name} for a named error', async () => {
    answer(409, { name: 'seatsAlreadyOccupied', message: 'Seats taken' });
    await expect(call(api.POST('/auth/logout'))).rejects.toThrow('Seats taken');
    expect(toasts()).toEqual([
      { type: 'error', content: 'Vybraná místa už jsou obsazená. Vyberte prosím jiná.' },
    ]);
  });

  it('falls back to apiError.errorFallback for a name without a text', async () => {
    answer(418, { name: 'teapotOverflow', message: 'no' });
    await expect(call(api.GET('/health'))).rejects.toThrow();
    expect(toasts()).toEqual([{ type: 'error', content: 'Něco se pokazilo. Zkuste to prosím znovu.' }]);
  });

  it('keeps the silent names silent', async () => {
    for (const name of [
      'userHasNotPermissionForContent',
      'orderNotFound',
      'orderPaymentStatusConflict',
      'voucherDeliveryIdentityNotSet',
    ]) {
      answer(name === 'voucherDeliveryIdentityNotSet' ? 412 : 403, { name, message: name });
      await expect(call(api.GET('/health'))).rejects.toThrow(name);
    }
    expect(toasts()).toEqual([]);
  });

  it('stays quiet when the caller handles the error itself', async () => {
    answer(409, { name: 'emailAlreadyExists', message: 'taken' });
    await expect(call(api.POST('/auth/logout'), { quiet: true })).rejects.toThrow('taken');
    expect(toasts()).toEqual([]);
  });

  it('says "too many requests" for a 429, named or not', async () => {
    answer(429);
    await expect(call(api.POST('/auth/login', { body: { email: 'a@b.cz' } }))).rejects.toThrow();
    expect(toasts()).toEqual([{ type: 'error', content: 'Příliš mnoho pokusů. Zkuste to prosím později.' }]);
  });

  it('shows nothing for an unnamed failure, a network failure or a cancelled request', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(call(api.GET('/health'))).rejects.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call(api.GET('/health'))).rejects.toThrow('Failed to fetch');
    fetchMock.mockImplementationOnce((_url, init) => {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const request = cancellable((signal) => call(api.GET('/health', { signal })));
    request.cancel();
    await expect(request.promise).rejects.toThrow();
    const aborted = new AbortController();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    aborted.abort();
    await expect(call(api.GET('/health', { signal: aborted.signal }))).rejects.toThrow(USER_ABORTED);
    expect(toasts()).toEqual([]);
  });

  it('ends the session on a 401, unless the call keeps it', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answer(401, { name: 'unauthorized', message: 'no token' });
    await expect(call(api.GET('/auth/logged-user'))).rejects.toThrow();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    answer(401, { name: 'unauthorized', message: 'no token' });
    await expect(call(api.POST('/auth/logout'), { keepSessionOn401: true, quiet: true })).rejects.toThrow();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows the toast once the API error texts have loaded, on a page that had only the first texts', async () => {
    // Fresh modules, as on a visitor's first page (the test setup loads all texts into the shared ones).
    vi.resetModules();
    const fresh = {
      api: await import('./api'),
      toast: await import('./toast'),
      i18n: await import('./i18n'),
    };
    expect(fresh.i18n.allTextsLoaded()).toBe(false);
    answer(409, { name: 'seatsAlreadyOccupied', message: 'Seats taken' });
    await expect(fresh.api.call(fresh.api.api.POST('/auth/logout'))).rejects.toThrow('Seats taken');
    const shown = () => renderHook(() => fresh.toast.useToasts()).result.current.map((t) => t.content);
    await waitFor(() => expect(shown()).toEqual(['Vybraná místa už jsou obsazená. Vyberte prosím jiná.']));
    expect(fresh.i18n.allTextsLoaded()).toBe(true);
    act(() => fresh.toast.dismissAllToasts());
  });
});
