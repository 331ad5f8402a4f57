import { describe, expect, it } from 'vitest';
import { translations } from '../i18n/index';
import {
  IdentityError,
  identityMessageKeys,
  mapIdentityError,
  providerCodeMap,
  toClientCode,
} from './identityErrors';

describe('identity error mapping', () => {
  it('maps every provider code of the spec to its client code', () => {
    const spec: Record<string, string> = {
      EMAIL_EXISTS: 'auth/email-already-in-use',
      INVALID_PASSWORD: 'auth/wrong-password',
      EMAIL_NOT_FOUND: 'auth/user-not-found',
      TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
      USER_DISABLED: 'auth/user-disabled',
      EXPIRED_OOB_CODE: 'auth/expired-action-code',
      INVALID_OOB_CODE: 'auth/invalid-action-code',
      INVALID_ID_TOKEN: 'auth/invalid-user-token',
      TOKEN_EXPIRED: 'auth/user-token-expired',
      CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'auth/requires-recent-login',
      PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'auth/password-does-not-meet-requirements',
    };
    for (const [provider, client] of Object.entries(spec)) {
      expect(providerCodeMap[provider]).toBe(client);
      expect(toClientCode({ error: { message: `${provider} : details` } })).toBe(client);
    }
  });

  it('reads SDK errors, REST bodies, timeouts and unknowns', () => {
    expect(toClientCode({ code: 'auth/popup-blocked' })).toBe('auth/popup-blocked');
    expect(toClientCode('INVALID_OOB_CODE')).toBe('auth/invalid-action-code');
    expect(toClientCode(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(
      'auth/network-request-failed',
    );
    expect(toClientCode(new IdentityError('auth/user-not-verified'))).toBe('auth/user-not-verified');
    expect(toClientCode(42)).toBe('auth/internal-error');
  });

  it('shows the spec messages for login failures', () => {
    for (const code of ['auth/user-not-found', 'auth/invalid-email', 'auth/wrong-password']) {
      expect(mapIdentityError({ code }).messageKey).toBe('identityError.invalidCredentials');
    }
    expect(mapIdentityError({ code: 'auth/user-not-verified' }).messageKey).toBe('identityError.verifyEmail');
    expect(mapIdentityError({ code: 'auth/too-many-requests' }).messageKey).toBe('identityError.verifyEmail');
    expect(mapIdentityError({ code: 'auth/multi-factor-auth-required' }).messageKey).toBe(
      'identityError.multiFactorRequired',
    );
    for (const code of ['auth/popup-blocked', 'auth/popup-closed-by-user', 'auth/cancelled-popup-request']) {
      expect(mapIdentityError({ code }).messageKey).toMatch(/^identityError\.popup/);
    }
    expect(mapIdentityError({ code: 'auth/something-new' }).messageKey).toBe('identityError.unknown');
  });

  it('has a cs, sk and en text for every message', () => {
    for (const language of ['cs', 'sk', 'en'] as const) {
      for (const key of identityMessageKeys) expect(translations[language].identityError[key]).toMatch(/\S/);
    }
  });
});
