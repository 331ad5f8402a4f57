import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@tribuna/common/routes';
import { jsonResponse, testUser } from '../test/helpers';
import {
  continuePreRegisteredSubscription,
  landingAfterLogin,
  safeReturnPath,
  startPreRegisteredSubscription,
} from './loginHooks';
import {
  rememberSubscriptionChoice,
  SUBSCRIPTION_CHOICE_TTL_MS,
  takeSubscriptionChoice,
} from './subscriptionChoice';

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

describe('login step 4: the membership picked before signing in', () => {
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
    const next = await continuePreRegisteredSubscription({
      user: testUser(),
      locale: 'cs',
      minimumHoldValidityMinutes: 1,
    });
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
    await continuePreRegisteredSubscription({
      user: testUser(),
      locale: 'cs',
      minimumHoldValidityMinutes: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('login step 4 after registering', () => {
  afterEach(() => vi.unstubAllGlobals());
  const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

  it('finds the membership picked before registering when the login is in the tab the verification link opened', async () => {
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
    rememberSubscriptionChoice(PRICE);
    // The verification e-mail's link opens a new tab: it has a session storage of its own.
    sessionStorage.clear();
    const next = await continuePreRegisteredSubscription({
      user: testUser(),
      locale: 'sk',
      minimumHoldValidityMinutes: 1,
    });
    expect(next).toBe(`/sk/app/clenstvo/objednavka/${PRICE}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a choice a day old', () => {
    rememberSubscriptionChoice(PRICE, Date.now() - SUBSCRIPTION_CHOICE_TTL_MS - 1);
    expect(takeSubscriptionChoice()).toBeNull();
    rememberSubscriptionChoice(PRICE);
    expect(takeSubscriptionChoice()).toBe(PRICE);
    expect(takeSubscriptionChoice()).toBeNull();
  });

  it("goes to the order of the account's pre-registered price, whichever device the membership was picked on", async () => {
    const next = await continuePreRegisteredSubscription({
      user: testUser({ preRegisteredSubscriptionPriceUuid: PRICE }),
      locale: 'cs',
      minimumHoldValidityMinutes: 1,
    });
    expect(next).toBe(`/app/clenstvi/objednavka/${PRICE}`);
  });
});

describe('application start step 5', () => {
  const PRICE = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
  afterEach(() => sessionStorage.clear());

  it('goes to the order of the pre-registered price once per tab, in the language of the page', () => {
    const user = testUser({ preRegisteredSubscriptionPriceUuid: PRICE });
    expect(startPreRegisteredSubscription(user, '/sk/clanky?x=1')).toBe(
      `/sk/app/clenstvo/objednavka/${PRICE}`,
    );
    expect(startPreRegisteredSubscription(user, '/')).toBeNull();
    sessionStorage.clear();
    expect(startPreRegisteredSubscription(user, '/')).toBe(`/app/clenstvi/objednavka/${PRICE}`);
  });

  it('never leads away from an order, a payment outcome or a sign-in page, and not without an interest', () => {
    const user = testUser({ preRegisteredSubscriptionPriceUuid: PRICE });
    expect(startPreRegisteredSubscription(user, '/objednavka/dokoncena?ORDERNUMBER=1')).toBeNull();
    expect(startPreRegisteredSubscription(user, '/clenstvi/objednavka/dokonceno')).toBeNull();
    expect(startPreRegisteredSubscription(user, '/app/objednavka')).toBeNull();
    expect(startPreRegisteredSubscription(user, '/prihlaseni')).toBeNull();
    expect(startPreRegisteredSubscription(testUser(), '/')).toBeNull();
  });
});
