import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@tribuna/common/routes';
import { jsonResponse, testUser } from '../test/helpers';
import { continuePreRegisteredSubscription, landingAfterLogin, safeReturnPath } from './loginHooks';
import { rememberSubscriptionChoice } from './subscriptionChoice';

describe('return paths', () => {
  it('follows only paths on this site', () => {
    expect(safeReturnPath('/app/ucet?x=1')).toBe('/app/ucet?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('one language model: the path speaks, the saved language decides where a login lands', () => {
  it('takes a Slovak user to the Slovak twin of the page they came for, a Czech user to the Czech one', () => {
    expect(landingAfterLogin('/', 'sk', 'cs')).toBe('/sk');
    expect(landingAfterLogin('/app/ucet?preRegisteredVoucherCode=X1', 'sk', 'cs')).toBe(
      '/sk/app/ucet?preRegisteredVoucherCode=X1',
    );
    expect(landingAfterLogin('/sk/clanky', 'cs', 'sk')).toBe('/clanky');
    expect(landingAfterLogin('/sk', 'sk', 'sk')).toBe('/sk');
  });

  it('keeps the language of the login page for English, which the storefront does not speak', () => {
    expect(landingAfterLogin('/sk/clanky', 'en', 'sk')).toBe('/sk/clanky');
    expect(landingAfterLogin('/', 'en', 'cs')).toBe('/');
  });

  it('leaves a path that is no route as it is', () => {
    expect(landingAfterLogin('/nic-takoveho', 'sk', 'cs')).toBe('/nic-takoveho');
  });
});

describe('login step 4: the plan picked before signing in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the remembered choice on the account and waits there while the order page is not open', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      jsonResponse(
        200,
        testUser({
          preRegisteredSubscriptionPriceUuid: JSON.parse(String(init?.body))
            .preRegisteredSubscriptionPriceUuid,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    rememberSubscriptionChoice('9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d');
    const next = await continuePreRegisteredSubscription({ user: testUser(), locale: 'cs' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/logged-user');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Petr',
      lastName: 'Fanoušek',
      preRegisteredSubscriptionPriceUuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    });
    expect(next).toBe(
      routes['subscription-order'].built
        ? '/app/clenstvi/objednavka/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d'
        : null,
    );
    // The choice is used once.
    await continuePreRegisteredSubscription({ user: testUser(), locale: 'cs' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
