import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { Language } from '@tribuna/common/schemas/common';
import type { UserRow } from '../db/schema';
import type { VerifiedIdentity } from '../integrations/identity/identity';
import type { UserOverview } from './userOverview';

/**
 * The server's side of the spec's login (section 4): the gate (`POST /auth/login`) counts attempts
 * per client IP and e-mail; the browser then signs in with the identity provider and reads the
 * logged user (step 3), whose overview carries what steps 4 and 5 act on. That read with a token
 * from a fresh sign-in proves the password, so the gate's count for that IP and e-mail starts
 * again: a person who signs in often is never locked out by their own successes.
 */
export function createLoginFlow(deps: {
  overview: Pick<UserOverview, 'of'>;
  /** Forgets the gate's failed attempts of this client IP and e-mail. */
  forgetAttempts: (ip: string, email: string) => Promise<void>;
  /** How long after a sign-in its token still counts as fresh: the gate's counting window. */
  freshForMs: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    async loggedUser(
      user: UserRow,
      identity: VerifiedIdentity,
      ip: string | undefined,
      language: Language | null,
    ): Promise<LoggedUser> {
      // A request whose client has gone away has no address any more (its socket is closed):
      // there is no count of its own to forget, and its user is still answered.
      if (ip && identity.email && now() - identity.signedInAt.getTime() < deps.freshForMs) {
        await deps.forgetAttempts(ip, identity.email);
      }
      return deps.overview.of(user, language);
    },
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
