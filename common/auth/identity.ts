import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { PublicConfig } from '../schemas/publicConfig';

/**
 * The identity client over the Firebase JS SDK, shared by the storefront and the back office.
 * It talks to the Firebase Auth emulator when the public configuration names one.
 */
export interface IdentityClient {
  readonly auth: Auth;
  signIn(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
  getIdToken(): Promise<string | null>;
  currentUser(): User | null;
  /** Resolves once the SDK has restored (or not) the persisted session. */
  ready(): Promise<User | null>;
  onChange(listener: (user: User | null) => void): () => void;
}

const clients = new Map<string, IdentityClient>();

export function getIdentityClient(config: PublicConfig['identity']): IdentityClient {
  const key = `${config.projectId}|${config.emulatorUrl ?? ''}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const app: FirebaseApp = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `tribuna-${clients.size}`,
  );
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const client: IdentityClient = {
    auth,
    async signIn(email, password) {
      const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
      return credential.user;
    },
    signOut: () => signOut(auth),
    async getIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    currentUser: () => auth.currentUser,
    async ready() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    onChange: (listener) => onIdTokenChanged(auth, listener),
  };
  clients.set(key, client);
  return client;
}

/** Identity-provider error codes that mean "e-mail or password is invalid" on login (spec section 8). */
const invalidCredentialCodes = new Set([
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** The i18n key (namespace `auth`) of the message for an identity error. */
export function identityErrorKey(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
  if (invalidCredentialCodes.has(code)) return 'auth.invalidCredentials';
  if (code === 'auth/user-not-verified' || code === 'auth/too-many-requests') return 'auth.verifyEmail';
  if (code === 'auth/network-request-failed') return 'auth.networkFailed';
  if (code === 'auth/user-disabled') return 'auth.userDisabled';
  return 'auth.unknownError';
}
