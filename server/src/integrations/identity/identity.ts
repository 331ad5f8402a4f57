/** What the server needs from the identity provider (Firebase Auth or its emulator). */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface IdentityProvider {
  /** Verifies an ID token; answers null when it is not valid (expired, forged, revoked user). */
  verifyIdToken(token: string): Promise<VerifiedIdentity | null>;
  /** Creates an account; throws IdentityEmailExistsError when the e-mail is taken. */
  createUser(input: {
    email: string;
    password: string;
    displayName?: string;
    emailVerified?: boolean;
  }): Promise<string>;
  findUserByEmail(email: string): Promise<{ uid: string } | null>;
  deleteUser(uid: string): Promise<void>;
}

export class IdentityEmailExistsError extends Error {
  override name = 'IdentityEmailExistsError';
}
