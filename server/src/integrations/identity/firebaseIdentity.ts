import { cert, deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../../config';
import { IdentityEmailExistsError, type IdentityProvider } from './identity';

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
}

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

  return {
    async verifyIdToken(token) {
      try {
        const decoded = await auth.verifyIdToken(token);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
        };
      } catch {
        return null;
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
    close: () => deleteApp(app),
  };
}
