import { cert, deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../../config';
import {
  IdentityEmailExistsError,
  IdentityUnavailableError,
  type IdentityProvider,
  type PasswordCheck,
} from './identity';

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
}

/** The provider's REST answers to a wrong password (newer projects say only INVALID_LOGIN_CREDENTIALS). */
const wrongCredentials = new Set([
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'USER_DISABLED',
]);

/** firebase-admin's verdicts about the token itself; any other failure means the provider was not reached. */
const badToken = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/tenant-id-mismatch',
]);

/**
 * Firebase Auth through firebase-admin. With an emulator host the same SDK talks to the
 * Firebase Auth emulator, which accepts unsigned tokens of its own making.
 */
export function createFirebaseIdentity(
  identity: Config['identity'],
  emulatorHost: string | null,
): IdentityProvider & {
  close(): Promise<void>;
} {
  if (emulatorHost) {
    // firebase-admin reads the emulator address only from the environment.
    // eslint-disable-next-line no-restricted-properties
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  }
  const name = `tribuna-${identity.projectId}-${getApps().length}-${Date.now()}`;
  const app: App = initializeApp(
    identity.serviceAccount
      ? { credential: cert(JSON.parse(identity.serviceAccount) as object), projectId: identity.projectId }
      : { projectId: identity.projectId },
    name,
  );
  const auth: Auth = getAuth(app);
  // firebase-admin has no password check: it is the browsers' REST sign-in, on the emulator when there is one.
  const restBase = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

  return {
    async verifyIdToken(token) {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          signedInAt: new Date(decoded.auth_time * 1000),
        };
      } catch (e) {
        if (badToken.has(errorCode(e) ?? '')) return null;
        throw new IdentityUnavailableError('The identity provider could not verify the token', { cause: e });
      }
    },
    async createUser(input) {
      try {
        const user = await auth.createUser(input);
        return user.uid;
      } catch (e) {
        if (errorCode(e) === 'auth/email-already-exists') throw new IdentityEmailExistsError(input.email);
        throw e;
      }
    },
    async findUserByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid };
      } catch (e) {
        if (errorCode(e) === 'auth/user-not-found') return null;
        throw e;
      }
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
    },
    async checkPassword(email, password): Promise<PasswordCheck> {
      const res = await fetch(
        `${restBase}/accounts:signInWithPassword?key=${encodeURIComponent(identity.apiKey)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: false }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (res.ok) return 'valid';
      const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
      // Messages may carry a detail after " : " (`TOO_MANY_ATTEMPTS_TRY_LATER : …`).
      const code = body.error?.message?.split(' : ')[0] ?? '';
      if (wrongCredentials.has(code)) return 'invalid';
      if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return 'tooManyAttempts';
      throw new Error(`The identity provider refused the password check: ${res.status} ${code}`);
    },
    async updateUser(uid, changes) {
      await auth.updateUser(uid, changes);
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async createActionCode(mode, email) {
      try {
        // The provider's link points at its own page; only the code is used, in a link to ours.
        const link =
          mode === 'resetPassword'
            ? await auth.generatePasswordResetLink(email)
            : await auth.generateEmailVerificationLink(email);
        const code = new URL(link).searchParams.get('oobCode');
        if (!code) throw new Error('The identity provider made a link without an oobCode');
        return code;
      } catch (e) {
        if (errorCode(e) === 'auth/email-not-found' || errorCode(e) === 'auth/user-not-found') return null;
        throw e;
      }
    },
    close: () => deleteApp(app),
  };
}
