/** What the server needs from the identity provider (Firebase Auth or its emulator). */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the person last signed in with their password (the token's `auth_time`). */
  signedInAt: Date;
}

/** The two e-mail actions of the identity provider; also the `mode` of the link to /obnova-hesla. */
export type ActionCodeMode = 'resetPassword' | 'verifyEmail';

export type PasswordCheck = 'valid' | 'invalid' | 'tooManyAttempts';

export interface IdentityProvider {
  /**
   * Verifies an ID token, including whether its sessions were revoked (a password change or reset
   * ends them); answers null when it is not valid (expired, forged, revoked, disabled account) and
   * throws IdentityUnavailableError when the provider cannot tell.
   */
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
  /** Checks a password the way a browser signs in (`accounts:signInWithPassword`). */
  checkPassword(email: string, password: string): Promise<PasswordCheck>;
  /** Changes the password or the disabled flag of an account. */
  updateUser(uid: string, changes: { password?: string; disabled?: boolean }): Promise<void>;
  /** Ends every session of the account: its refresh tokens stop working. */
  revokeSessions(uid: string): Promise<void>;
  /**
   * Makes a one-time action code (the provider keeps it; the emulator lists it at
   * `/emulator/v1/projects/<projectId>/oobCodes`). Null when no account has this e-mail.
   */
  createActionCode(mode: ActionCodeMode, email: string): Promise<string | null>;
}

export class IdentityEmailExistsError extends Error {
  override name = 'IdentityEmailExistsError';
}

/** The identity provider could not be asked (network, outage): nothing is known about the token. */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}
