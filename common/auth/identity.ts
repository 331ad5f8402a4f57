import { _getProvider, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  browserSessionPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  initializeAuth,
  initializeRecaptchaConfig,
  onIdTokenChanged,
  sendEmailVerification,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { PublicConfig } from '../schemas/publicConfig';
import { IdentityError, toClientCode } from './identityErrors';

export { IdentityError, identityErrorKey, mapIdentityError } from './identityErrors';

/** The identity provider's default minimum password length when its policy names none (spec 5). */
export const PROVIDER_DEFAULT_MIN_PASSWORD_LENGTH = 6;

export interface PasswordPolicyResult {
  valid: boolean;
  minLength: number;
  maxLength?: number;
  /** Which of the provider's requirements the password misses. */
  missing: ('minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric')[];
}

export interface SignInOptions {
  /**
   * Login step 2 of the spec: an unverified e-mail fails with `auth/user-not-verified` after a new
   * verification e-mail is requested (through the server by default, so it goes out in the
   * user's language; the SDK's own e-mail otherwise).
   */
  requireVerifiedEmail?: boolean;
  requestVerification?: (user: User) => Promise<void>;
  /**
   * The login form's "remember me" (spec section 3, default false): false keeps the session for
   * this browser tab only, true across restarts. Left out, the current persistence stays.
   */
  remember?: boolean;
}

/**
 * The identity client over the Firebase JS SDK, shared by the storefront and the back office.
 * It talks to the Firebase Auth emulator when the public configuration names one.
 */
export interface IdentityClient {
  readonly auth: Auth;
  readonly emulated: boolean;
  signIn(email: string, password: string, options?: SignInOptions): Promise<User>;
  signOut(): Promise<void>;
  getIdToken(): Promise<string | null>;
  /** Expiry of the current token in ms since the epoch, or null when nobody is signed in. */
  tokenExpirationTime(): Promise<number | null>;
  currentUser(): User | null;
  /** Resolves once the SDK has restored (or not) the persisted session. */
  ready(): Promise<User | null>;
  onChange(listener: (user: User | null) => void): () => void;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  applyActionCode(code: string): Promise<void>;
  /** The e-mail and operation an action code is for; rejects for expired or invalid codes. */
  checkActionCode(code: string): Promise<{ email: string | null; operation: string }>;
  /** Checks a password against the provider's own policy (minimum 6 when it gives none). */
  validatePassword(password: string): Promise<PasswordPolicyResult>;
}

const clients = new Map<string, IdentityClient>();

/** Throws with the client code of the spec (`auth/...`), whatever the SDK or REST layer threw. */
async function withClientCodes<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    throw new IdentityError(toClientCode(error), error instanceof Error ? error.message : undefined);
  }
}

/**
 * Token timing of spec sections 4 and 9. The SDK's own proactive refresh follows it exactly:
 * a new token 5 minutes before expiry, after a network failure retries from 30 s doubling up to
 * 16 minutes, and signing out a user whose account is disabled or whose token has expired. The
 * SDK runs that timer only while a token listener is registered on its internal interface (as
 * the other Firebase services do), so one listener turns it on; no second timer is needed.
 */
declare module 'firebase/app' {
  // Exported at run time for the other Firebase services, left out of the public typings.
  export function _getProvider(
    app: FirebaseApp,
    name: 'auth-internal',
  ): { getImmediate(): { addAuthTokenListener(listener: (token: string | null) => void): void } };
}

function keepTokensFresh(app: FirebaseApp) {
  _getProvider(app, 'auth-internal')
    .getImmediate()
    .addAuthTokenListener(() => undefined);
}

function fallbackPolicy(password: string): PasswordPolicyResult {
  const ok = password.length >= PROVIDER_DEFAULT_MIN_PASSWORD_LENGTH;
  return { valid: ok, minLength: PROVIDER_DEFAULT_MIN_PASSWORD_LENGTH, missing: ok ? [] : ['minLength'] };
}

export function getIdentityClient(config: PublicConfig['identity']): IdentityClient {
  const key = `${config.projectId}|${config.emulatorUrl ?? ''}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const app: FirebaseApp = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `tribuna-${clients.size}`,
  );
  // Both places a session may be kept ("remember me" or this tab only): the SDK restores from
  // whichever holds one.
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence, browserSessionPersistence] });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  async function signInOnce(email: string, password: string): Promise<UserCredential> {
    try {
      return await signInWithEmailAndPassword(auth, email.trim(), password);
    } catch (error) {
      // Spec section 8: when the provider asks for a captcha token, fetch its captcha set-up and retry.
      if (toClientCode(error) !== 'auth/missing-recaptcha-token') throw error;
      await initializeRecaptchaConfig(auth);
      return signInWithEmailAndPassword(auth, email.trim(), password);
    }
  }

  keepTokensFresh(app);

  const client: IdentityClient = {
    auth,
    emulated: Boolean(config.emulatorUrl),
    signIn: (email, password, options = {}) =>
      withClientCodes(async () => {
        if (options.remember !== undefined) {
          await setPersistence(auth, options.remember ? browserLocalPersistence : browserSessionPersistence);
        }
        const { user } = await signInOnce(email, password);
        if (options.requireVerifiedEmail && !user.emailVerified) {
          await (options.requestVerification ?? sendEmailVerification)(user).catch(() => undefined);
          await signOut(auth);
          throw new IdentityError('auth/user-not-verified');
        }
        return user;
      }),
    signOut: () => signOut(auth),
    async getIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async tokenExpirationTime() {
      await auth.authStateReady();
      if (!auth.currentUser) return null;
      return Date.parse((await auth.currentUser.getIdTokenResult()).expirationTime);
    },
    currentUser: () => auth.currentUser,
    async ready() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    onChange: (listener) => onIdTokenChanged(auth, listener),
    confirmPasswordReset: (code, newPassword) =>
      withClientCodes(() => confirmPasswordReset(auth, code, newPassword)),
    applyActionCode: (code) => withClientCodes(() => applyActionCode(auth, code)),
    checkActionCode: (code) =>
      withClientCodes(async () => {
        const info = await checkActionCode(auth, code);
        return { email: info.data.email ?? null, operation: info.operation };
      }),
    async validatePassword(password) {
      try {
        const status = await validatePassword(auth, password);
        const missing: PasswordPolicyResult['missing'] = [];
        if (status.meetsMinPasswordLength === false) missing.push('minLength');
        if (status.meetsMaxPasswordLength === false) missing.push('maxLength');
        if (status.containsLowercaseLetter === false) missing.push('lowercase');
        if (status.containsUppercaseLetter === false) missing.push('uppercase');
        if (status.containsNumericCharacter === false) missing.push('numeric');
        if (status.containsNonAlphanumericCharacter === false) missing.push('nonAlphanumeric');
        const policy = status.passwordPolicy.customStrengthOptions;
        return {
          valid: status.isValid,
          minLength: policy.minPasswordLength ?? PROVIDER_DEFAULT_MIN_PASSWORD_LENGTH,
          ...(policy.maxPasswordLength !== undefined && { maxLength: policy.maxPasswordLength }),
          missing,
        };
      } catch {
        // No policy from the provider (the emulator has none): its documented default applies.
        return fallbackPolicy(password);
      }
    },
  };
  clients.set(key, client);
  return client;
}
