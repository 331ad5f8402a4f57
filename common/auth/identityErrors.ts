/**
 * Identity-provider errors (spec section 8): the provider's codes mapped to client codes, and each
 * client code to the i18n key of the message a user sees. Pure logic, no SDK: cheap to import.
 */

/** Provider (Identity Toolkit REST) code → client code. */
export const providerCodeMap: Record<string, string> = {
  EMAIL_EXISTS: 'auth/email-already-in-use',
  INVALID_PASSWORD: 'auth/wrong-password',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  INVALID_EMAIL: 'auth/invalid-email',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  USER_DISABLED: 'auth/user-disabled',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  INVALID_ID_TOKEN: 'auth/invalid-user-token',
  TOKEN_EXPIRED: 'auth/user-token-expired',
  USER_NOT_FOUND: 'auth/user-token-expired',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'auth/requires-recent-login',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'auth/password-does-not-meet-requirements',
  WEAK_PASSWORD: 'auth/weak-password',
  // captcha
  MISSING_RECAPTCHA_TOKEN: 'auth/missing-recaptcha-token',
  INVALID_RECAPTCHA_TOKEN: 'auth/invalid-recaptcha-token',
  INVALID_RECAPTCHA_ACTION: 'auth/invalid-recaptcha-action',
  MISSING_CLIENT_TYPE: 'auth/missing-client-type',
  MISSING_RECAPTCHA_VERSION: 'auth/missing-recaptcha-version',
  INVALID_RECAPTCHA_VERSION: 'auth/invalid-recaptcha-version',
  INVALID_REQ_TYPE: 'auth/invalid-req-type',
  RECAPTCHA_NOT_ENABLED: 'auth/recaptcha-not-enabled',
  // multi-factor
  MISSING_MFA_PENDING_CREDENTIAL: 'auth/missing-multi-factor-info',
  MISSING_MFA_ENROLLMENT_ID: 'auth/missing-multi-factor-info',
  INVALID_MFA_PENDING_CREDENTIAL: 'auth/invalid-multi-factor-session',
  MFA_ENROLLMENT_NOT_FOUND: 'auth/multi-factor-info-not-found',
  SECOND_FACTOR_EXISTS: 'auth/second-factor-already-in-use',
  UNSUPPORTED_FIRST_FACTOR: 'auth/unsupported-first-factor',
};

/** The texts a user can see, keys of `identityError.*` in the translations. */
export const identityMessageKeys = [
  'invalidCredentials',
  'verifyEmail',
  'emailInUse',
  'expiredActionCode',
  'invalidActionCode',
  'requiresRecentLogin',
  'passwordPolicy',
  'networkFailed',
  'userDisabled',
  'sessionExpired',
  'multiFactorRequired',
  'captchaFailed',
  'popupBlocked',
  'popupClosed',
  'unauthorizedDomain',
  'userMismatch',
  'wrongPassword',
  'unknown',
] as const;
export type IdentityMessageKey = (typeof identityMessageKeys)[number];

const messageByClientCode: Record<string, IdentityMessageKey> = {
  'auth/user-not-found': 'invalidCredentials',
  'auth/invalid-email': 'invalidCredentials',
  'auth/wrong-password': 'invalidCredentials',
  'auth/invalid-credential': 'invalidCredentials',
  'auth/invalid-login-credentials': 'invalidCredentials',
  // The spec shows the 'verify your e-mail' text for both.
  'auth/user-not-verified': 'verifyEmail',
  'auth/too-many-requests': 'verifyEmail',
  'auth/email-already-in-use': 'emailInUse',
  'auth/expired-action-code': 'expiredActionCode',
  'auth/invalid-action-code': 'invalidActionCode',
  'auth/requires-recent-login': 'requiresRecentLogin',
  'auth/password-does-not-meet-requirements': 'passwordPolicy',
  'auth/weak-password': 'passwordPolicy',
  'auth/network-request-failed': 'networkFailed',
  'auth/timeout': 'networkFailed',
  'auth/user-disabled': 'userDisabled',
  'auth/invalid-user-token': 'sessionExpired',
  'auth/user-token-expired': 'sessionExpired',
  'auth/multi-factor-auth-required': 'multiFactorRequired',
  'auth/missing-recaptcha-token': 'captchaFailed',
  'auth/invalid-recaptcha-token': 'captchaFailed',
  'auth/invalid-recaptcha-action': 'captchaFailed',
  'auth/missing-recaptcha-version': 'captchaFailed',
  'auth/invalid-recaptcha-version': 'captchaFailed',
  'auth/recaptcha-not-enabled': 'captchaFailed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/user-mismatch': 'userMismatch',
};

/** An identity error with the client code the rest of the product speaks. */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'IdentityError';
  }
}

/**
 * The client code of any identity failure: an SDK error (`auth/...`), a REST error body
 * (`{ error: { message: 'INVALID_PASSWORD : ...' } }`) or a provider code string.
 */
export function toClientCode(error: unknown): string {
  if (typeof error === 'string') {
    const providerCode = error.split(' ')[0] ?? '';
    return providerCodeMap[providerCode] ?? (error.startsWith('auth/') ? error : 'auth/internal-error');
  }
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
    const rest = (error as { error?: { message?: unknown } }).error?.message;
    if (typeof rest === 'string') return toClientCode(rest);
    if ((error as { name?: unknown }).name === 'TimeoutError') return 'auth/network-request-failed';
  }
  return 'auth/internal-error';
}

export function mapIdentityError(error: unknown): {
  code: string;
  messageKey: `identityError.${IdentityMessageKey}`;
} {
  const code = toClientCode(error);
  return { code, messageKey: `identityError.${messageByClientCode[code] ?? 'unknown'}` };
}

/** The i18n key of the message for an identity error. */
export function identityErrorKey(error: unknown): string {
  return mapIdentityError(error).messageKey;
}
