import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput } from './guards';

const visitor = { status: 'anonymous', isAdmin: false } as const;
const member = { status: 'signedIn', isAdmin: false } as const;
const admin = { status: 'signedIn', isAdmin: true } as const;
const unknown = { status: 'loading', isAdmin: false } as const;
const withoutTerms = { status: 'termsPending', isAdmin: false } as const;
const live = { maintenanceMode: false, production: true };

function decide(input: Partial<GuardInput>) {
  return decideGuard({
    route: 'home',
    locale: 'cs',
    location: '/',
    config: live,
    maintenanceOverride: false,
    session: visitor,
    ...input,
  });
}

describe('route guards (spec section 2)', () => {
  it('1. maintenance sends every page, unknown paths too, to the maintenance page', () => {
    const config = { maintenanceMode: true, production: true };
    expect(decide({ config })).toEqual({ kind: 'redirect', to: '/udrzba-systemu' });
    expect(decide({ config, route: null })).toEqual({ kind: 'redirect', to: '/udrzba-systemu' });
    expect(decide({ config, route: 'app-accountPage', locale: 'sk' })).toEqual({
      kind: 'redirect',
      to: '/sk/udrzba-systemu',
    });
    expect(decide({ config, route: 'maintenance' })).toEqual({ kind: 'render' });
  });

  it('1. the local-storage flag overrides maintenance', () => {
    expect(
      decide({ config: { maintenanceMode: true, production: true }, maintenanceOverride: true }),
    ).toEqual({
      kind: 'render',
    });
  });

  it('1. waits for the configuration, and lets people in when it cannot be had', () => {
    expect(decide({ config: 'loading' })).toEqual({ kind: 'wait' });
    expect(decide({ config: 'unavailable' })).toEqual({ kind: 'render' });
  });

  it('1 before 3: maintenance wins over the login requirement', () => {
    expect(
      decide({
        config: { maintenanceMode: true, production: true },
        route: 'app-accountPage',
        session: unknown,
      }),
    ).toEqual({ kind: 'redirect', to: '/udrzba-systemu' });
  });

  it('2. an admin segment needs the admin role, otherwise home', () => {
    expect(decide({ route: 'admin-home', session: member })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ route: 'admin-articleCreate', locale: 'sk', session: visitor })).toEqual({
      kind: 'redirect',
      to: '/sk',
    });
    expect(decide({ route: 'admin-home', session: admin })).toEqual({ kind: 'render' });
    expect(decide({ route: 'admin-home', session: unknown })).toEqual({ kind: 'wait' });
  });

  it('3. an app segment needs a signed-in user, and the login page brings them back', () => {
    expect(decide({ route: 'app-accountPage', location: '/app/ucet?preRegisteredVoucherCode=A1' })).toEqual({
      kind: 'redirect',
      to: `/prihlaseni?redirect=${encodeURIComponent('/app/ucet?preRegisteredVoucherCode=A1')}`,
    });
    expect(
      decide({ route: 'subscription-order', locale: 'sk', location: '/sk/app/clenstvo/objednavka/x' }),
    ).toEqual({
      kind: 'redirect',
      to: `/sk/prihlasenie?redirect=${encodeURIComponent('/sk/app/clenstvo/objednavka/x')}`,
    });
    expect(decide({ route: 'app-accountPage', session: member })).toEqual({ kind: 'render' });
  });

  it('3. waits for the session rather than sending a returning member to the login page', () => {
    expect(decide({ route: 'app-accountPage', session: unknown })).toEqual({ kind: 'wait' });
  });

  it('4. auth pages send a signed-in user to the back office (admin) or home', () => {
    expect(decide({ route: 'auth-loginPage', session: admin })).toEqual({ kind: 'backOffice' });
    expect(decide({ route: 'auth-registrationPage', session: member })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decide({ route: 'auth-passwordRecoveryPage', locale: 'sk', session: member })).toEqual({
      kind: 'redirect',
      to: '/sk',
    });
    expect(decide({ route: 'auth-loginPage', session: visitor })).toEqual({ kind: 'render' });
    expect(decide({ route: 'auth-loginPage', session: unknown })).toEqual({ kind: 'wait' });
  });

  it('the terms screen is for an account without accepted terms only; app pages lead there', () => {
    const route = 'auth-acceptTermsPage';
    expect(decide({ route, session: withoutTerms })).toEqual({ kind: 'render' });
    expect(decide({ route, session: unknown })).toEqual({ kind: 'wait' });
    expect(decide({ route, session: visitor, locale: 'sk' })).toEqual({
      kind: 'redirect',
      to: '/sk/prihlasenie',
    });
    expect(decide({ route, session: member })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ route: 'app-accountPage', location: '/app/ucet', session: withoutTerms })).toEqual({
      kind: 'redirect',
      to: '/dokonceni-registrace?redirect=%2Fapp%2Fucet',
    });
    expect(decide({ route: 'auth-loginPage', session: withoutTerms })).toEqual({ kind: 'render' });
  });

  it('public pages never wait for the session', () => {
    expect(decide({ route: 'home', session: unknown })).toEqual({ kind: 'render' });
    expect(decide({ route: 'article', session: unknown })).toEqual({ kind: 'render' });
  });

  it('developer pages: everyone outside production, nobody in production', () => {
    const development = { maintenanceMode: false, production: false };
    expect(decide({ route: 'firebase', config: development })).toEqual({ kind: 'render' });
    expect(decide({ route: 'examples-formPage', config: development, session: unknown })).toEqual({
      kind: 'render',
    });
    expect(decide({ route: 'examples-formPage', session: visitor })).toEqual({ kind: 'notFound' });
    expect(decide({ route: 'examples-toastPage', session: member })).toEqual({ kind: 'notFound' });
    expect(decide({ route: 'examples-htmlEditor', session: admin })).toEqual({ kind: 'notFound' });
    expect(decide({ route: 'firebase', session: unknown })).toEqual({ kind: 'notFound' });
    expect(decide({ route: 'firebase', config: 'unavailable' })).toEqual({ kind: 'notFound' });
  });
});
