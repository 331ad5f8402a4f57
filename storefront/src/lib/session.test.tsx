import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testConfig, testUser } from '../test/helpers';
import { api, call } from './api';
import { publicConfigQuery } from './publicConfig';
import { SessionProvider, useSession } from './session';
import { USER_REFETCH_MS } from '@tribuna/common/auth/refetch';
import { createSessionStore } from './sessionStore';

const fetchMock = vi.fn<typeof fetch>();
let clock = 0;

function setup({ savedSession = true }: { savedSession?: boolean } = {}) {
  const identity = {
    ready: vi.fn(async () => ({ uid: 'u1' }) as never),
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    onChange: vi.fn(() => () => undefined),
  };
  const unbindOrder = vi.fn(async () => undefined);
  const store = createSessionStore({
    api,
    getIdentity: async () => identity,
    unbindOrder,
    hasSavedSession: () => savedSession,
    now: () => clock,
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, testConfig);
  // What the server rendered the page from, as a visitor sees it.
  queryClient.setQueryData(['articles', { locale: 'cs' }], { data: [] });

  function Probe() {
    const session = useSession();
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <p data-testid="status">{session.status}</p>
        <p data-testid="location">{location.pathname + location.search}</p>
        <button
          type="button"
          onClick={() => void call(api.GET('/auth/logged-user/statistics')).catch(() => undefined)}
        >
          load
        </button>
        <button type="button" onClick={() => void navigate('/clanky')}>
          go
        </button>
      </>
    );
  }

  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/ucet?tab=1']}>
        <SessionProvider store={store}>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { identity, unbindOrder, queryClient };
}

const userCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/logged-user')).length;

beforeEach(() => {
  clock = 1_000_000;
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/auth/logged-user') ? jsonResponse(200, testUser()) : jsonResponse(204),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('signs out and goes to the login page on a 401, to come back afterwards', async () => {
    const { identity, unbindOrder } = setup();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/logged-user/statistics')
        ? jsonResponse(401, { name: 'unauthorized', message: 'expired' })
        : jsonResponse(204),
    );
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    // The redirect follows the sign-out; on a busy machine it can land a render later.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/prihlaseni?redirect=${encodeURIComponent('/app/ucet?tab=1')}`,
      ),
    );
    expect(unbindOrder).toHaveBeenCalledWith({ permanent: false });
    expect(identity.signOut).toHaveBeenCalled();
  });

  it('re-fetches the user on focus and navigation, at most once a minute', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    expect(userCalls()).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await act(async () => undefined);
    expect(userCalls()).toBe(1);

    clock += USER_REFETCH_MS;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(userCalls()).toBe(2));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(async () => undefined);
    expect(userCalls()).toBe(2);
  });

  it("asks again for the page's data once a saved session is restored, a member may see more", async () => {
    const { queryClient } = setup();
    const articles = () => queryClient.getQueryState(['articles', { locale: 'cs' }]);
    expect(articles()?.isInvalidated).toBe(false);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    await waitFor(() => expect(articles()?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(publicConfigQuery.queryKey)?.isInvalidated).toBe(false);
  });

  it("keeps the page's data of a visitor without a saved session", async () => {
    const { queryClient } = setup({ savedSession: false });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    await act(async () => undefined);
    expect(queryClient.getQueryState(['articles', { locale: 'cs' }])?.isInvalidated).toBe(false);
  });

  it('applies the voucher code the account brought at start (application start step 4), once', async () => {
    const withCode = testUser({ preRegisteredSubscriptionVoucherCode: 'JARO24' });
    let applied = false;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/auth/logged-user')) return jsonResponse(200, applied ? testUser() : withCode);
      if (path.endsWith('/vouchers/apply-subscription-voucher')) {
        applied = true;
        return jsonResponse(200, {
          voucherUuid: '00000000-0000-4000-8000-000000000001',
          code: 'JARO24',
          subscriptionUuid: '00000000-0000-4000-8000-000000000002',
          subscriptionName: 'Věrný fanoušek',
          userSubscriptionUuid: '00000000-0000-4000-8000-000000000003',
          validFrom: '2026-11-23T10:00:00.000Z',
          validTo: null,
        });
      }
      return jsonResponse(204);
    });
    setup();
    const applies = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/vouchers/apply-subscription-voucher'));
    await waitFor(() => expect(applies()).toHaveLength(1));
    expect(JSON.parse(String(applies()[0]?.[1]?.body))).toEqual({ code: 'JARO24' });
    // The user is asked again at once: the new membership shows.
    await waitFor(() => expect(userCalls()).toBe(2));
    expect(applies()).toHaveLength(1);
  });

  it('takes a voucher that needs a delivery identity to the account page with its code', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/auth/logged-user'))
        return jsonResponse(200, testUser({ preRegisteredSubscriptionVoucherCode: 'JARO24' }));
      if (path.endsWith('/vouchers/apply-subscription-voucher'))
        return jsonResponse(412, { name: 'voucherDeliveryIdentityNotSet', message: 'x' });
      return jsonResponse(204);
    });
    setup();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/ucet?preRegisteredVoucherCode=JARO24'),
    );
  });
});
