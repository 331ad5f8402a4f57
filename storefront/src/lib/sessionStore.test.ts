import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tribuna/common/api/calls';
import { testUser } from '../test/helpers';
import { USER_REFETCH_MS } from '@tribuna/common/auth/refetch';
import { createSessionStore, type SessionStoreDeps } from './sessionStore';

/**
 * `signedIn`: the provider restores a user; `saved`: the browser holds a saved session (by
 * default whenever the provider has a user).
 */
function setup(options: { signedIn?: boolean; saved?: boolean } = {}) {
  const calls: string[] = [];
  let clock = 1_000_000;
  const user = testUser();
  const response = new Response();
  const api = {
    GET: vi.fn(async (path: string) => {
      calls.push(`GET ${path}`);
      return { data: user, response };
    }),
    POST: vi.fn(async (path: string) => {
      calls.push(`POST ${path}`);
      return { data: undefined, response };
    }),
    captcha: vi.fn((action: string) => ({ onRequest: () => undefined, action })),
  };
  const identity = {
    ready: vi.fn(async () => (options.signedIn ? ({ uid: 'u1' } as never) : null)),
    signIn: vi.fn(
      async (
        _email: string,
        _password: string,
        _options?: { requestVerification?: (u: never) => Promise<void> },
      ) => {
        calls.push('identity.signIn');
        return { uid: 'u1' } as never;
      },
    ),
    signOut: vi.fn(async () => {
      calls.push('identity.signOut');
    }),
    onChange: vi.fn((_listener: (user: unknown) => void) => () => undefined),
  };
  const getIdentity = vi.fn(async () => identity);
  const deps: SessionStoreDeps = {
    api: api as unknown as SessionStoreDeps['api'],
    getIdentity,
    hasSavedSession: () => options.saved ?? Boolean(options.signedIn),
    unbindOrder: vi.fn(async ({ permanent }: { permanent: boolean }) => {
      calls.push(`unbindOrder permanent=${permanent}`);
    }),
    now: () => clock,
  };
  const store = createSessionStore(deps);
  return {
    store,
    api,
    identity,
    getIdentity,
    calls,
    user,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

function termsNotAccepted() {
  return new ApiError('/auth/logged-user', 403, 'Forbidden', { name: 'termsNotAccepted' }, { method: 'GET' });
}

describe('session store', () => {
  it('restores a saved session at start', async () => {
    const { store, user } = setup({ signedIn: true });
    expect(store.getState().status).toBe('loading');
    await store.start();
    expect(store.getState()).toEqual({ status: 'signedIn', user });
  });

  it('is anonymous when nobody is signed in, without loading the identity SDK', async () => {
    const { store, api, getIdentity } = setup();
    await store.start();
    expect(store.getState().status).toBe('anonymous');
    expect(api.GET).not.toHaveBeenCalled();
    expect(getIdentity).not.toHaveBeenCalled();
  });

  it('is anonymous when the saved session is no longer valid for the provider', async () => {
    const { store, api, getIdentity } = setup({ saved: true, signedIn: false });
    await store.start();
    expect(getIdentity).toHaveBeenCalled();
    expect(store.getState().status).toBe('anonymous');
    expect(api.GET).not.toHaveBeenCalled();
  });

  it('hears the provider end a session that began after the start', async () => {
    const { store, identity } = setup();
    await store.start();
    await store.signIn('fan@example.com', 'Heslo123');
    expect(store.getState().status).toBe('signedIn');
    expect(identity.onChange).toHaveBeenCalledTimes(1);
    identity.onChange.mock.calls[0]?.[0](null);
    expect(store.getState().status).toBe('anonymous');
    await store.signIn('fan@example.com', 'Heslo123');
    expect(identity.onChange).toHaveBeenCalledTimes(1);
  });

  it('ends a saved session the API refuses', async () => {
    const { store, api, identity } = setup({ signedIn: true });
    api.GET.mockRejectedValueOnce(
      new ApiError('/auth/logged-user', 401, 'Unauthorized', null, { method: 'GET' }),
    );
    await store.start();
    expect(store.getState().status).toBe('anonymous');
    expect(identity.signOut).toHaveBeenCalled();
  });

  it('keeps the provider session of an account that has not accepted the terms yet', async () => {
    const { store, api, identity } = setup({ signedIn: true });
    api.GET.mockRejectedValueOnce(termsNotAccepted());
    await store.start();
    expect(store.getState()).toEqual({ status: 'termsPending', user: null });
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it('signs in an account made at the provider only once it accepts the terms', async () => {
    const { store, api, identity, calls, user } = setup();
    await store.start();
    api.GET.mockRejectedValueOnce(termsNotAccepted());
    await expect(store.signIn('fan@example.com', 'Heslo123')).rejects.toMatchObject({
      errorName: 'termsNotAccepted',
    });
    expect(store.getState().status).toBe('termsPending');
    expect(identity.signOut).not.toHaveBeenCalled();

    api.POST.mockImplementationOnce(async (path: string) => {
      calls.push(`POST ${path}`);
      return { data: user as never, response: new Response() };
    });
    const body = { firstName: 'Petr', lastName: 'Fanoušek', language: 'cs' as const, gdprAccepted: true };
    await expect(store.acceptTerms(body)).resolves.toEqual(user);
    expect(api.POST).toHaveBeenLastCalledWith('/auth/accept-terms', {
      body,
      middleware: [expect.objectContaining({ action: 'signup' })],
    });
    expect(store.getState()).toEqual({ status: 'signedIn', user });
  });

  it('cancels the terms by signing out of the provider only', async () => {
    const { store, api, calls } = setup({ signedIn: true });
    api.GET.mockRejectedValueOnce(termsNotAccepted());
    await store.start();
    calls.length = 0;
    await store.signOut();
    expect(calls).toEqual(['unbindOrder permanent=false', 'identity.signOut']);
    expect(store.getState().status).toBe('anonymous');
  });

  it('ends the provider session when the API refuses an unverified e-mail at login', async () => {
    const { store, api, identity } = setup();
    await store.start();
    api.GET.mockRejectedValueOnce(
      new ApiError('/auth/logged-user', 403, 'Forbidden', { name: 'emailNotVerified' }, { method: 'GET' }),
    );
    await expect(store.signIn('fan@example.com', 'Heslo123')).rejects.toMatchObject({
      errorName: 'emailNotVerified',
    });
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState().status).toBe('anonymous');
  });

  it('logs in through the server gate first, then the provider, then asks who it is', async () => {
    const { store, calls, identity, user, api } = setup();
    await store.start();
    await expect(store.signIn('fan@example.com', 'Heslo123')).resolves.toEqual(user);
    expect(calls).toEqual(['POST /auth/login', 'identity.signIn', 'GET /auth/logged-user']);
    expect(api.captcha.mock.calls).toEqual([['login'], ['loged_user']]);
    expect(identity.signIn).toHaveBeenCalledWith(
      'fan@example.com',
      'Heslo123',
      expect.objectContaining({ requireVerifiedEmail: true, remember: false }),
    );
    expect(store.getState().status).toBe('signedIn');
    await store.signIn('fan@example.com', 'Heslo123', true);
    expect(identity.signIn).toHaveBeenLastCalledWith(
      'fan@example.com',
      'Heslo123',
      expect.objectContaining({ remember: true }),
    );
  });

  it('requests the verification e-mail from the server for an unverified login', async () => {
    const { store, identity, api } = setup();
    identity.signIn.mockImplementationOnce(async (_e, _p, opts) => {
      await opts?.requestVerification?.({} as never);
      throw Object.assign(new Error('unverified'), { code: 'auth/user-not-verified' });
    });
    await expect(store.signIn('fan@example.com', 'Heslo123')).rejects.toMatchObject({
      code: 'auth/user-not-verified',
    });
    expect(api.POST).toHaveBeenCalledWith('/auth/verify-email');
    expect(store.getState().status).not.toBe('signedIn');
  });

  it('does not reach the provider when the gate refuses (too many attempts)', async () => {
    const { store, api, identity } = setup();
    api.POST.mockRejectedValueOnce(
      new ApiError('/auth/login', 429, 'Too Many Requests', null, { method: 'POST' }),
    );
    await expect(store.signIn('fan@example.com', 'x')).rejects.toBeInstanceOf(ApiError);
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('logs out in the spec order: backend, order, provider, user', async () => {
    const { store, calls } = setup({ signedIn: true });
    await store.start();
    calls.length = 0;
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${calls.length} ${store.getState().status}`));
    await store.signOut();
    expect(calls).toEqual(['POST /auth/logout', 'unbindOrder permanent=false', 'identity.signOut']);
    expect(seen).toEqual(['3 anonymous']);
    expect(store.getState().user).toBeNull();
  });

  it('re-fetches the user at most once every 60 s', async () => {
    const { store, api, tick } = setup({ signedIn: true });
    await store.start();
    expect(api.GET).toHaveBeenCalledTimes(1);

    await store.refreshUser();
    tick(USER_REFETCH_MS - 1);
    await store.refreshUser();
    expect(api.GET).toHaveBeenCalledTimes(1);

    tick(1);
    await store.refreshUser();
    expect(api.GET).toHaveBeenCalledTimes(2);
    await store.refreshUser();
    expect(api.GET).toHaveBeenCalledTimes(2);

    // A failing API is not asked again on every focus either.
    tick(USER_REFETCH_MS);
    api.GET.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.refreshUser();
    tick(1000);
    await store.refreshUser();
    expect(api.GET).toHaveBeenCalledTimes(3);
    expect(store.getState().status).toBe('signedIn');
  });

  it('does not re-fetch for a visitor', async () => {
    const { store, api, tick } = setup();
    await store.start();
    tick(USER_REFETCH_MS * 2);
    await store.refreshUser();
    expect(api.GET).not.toHaveBeenCalled();
  });
});
