import { defineDomain, type AppContext, type Domains } from '../../domain';
import { registerAuth, type AuthGuards } from '../../plugins/auth';
import { createAccountEmails } from './accountEmails';
import { createAuthService, type AuthService } from './auth.service';

declare module '../../domain' {
  interface Domains {
    auth: { guards: AuthGuards; service: AuthService };
  }
}

/**
 * Who asks: the guards every route set uses (identity token → user, roles, permissions), and the
 * account's sign-up and e-mails (their routes are the account flow's: flows/auth.routes.ts).
 */
export const authDomain = defineDomain({
  name: 'auth',
  needs: ['users'],
  create: ({
    app,
    config,
    identity,
    mailer,
    log,
    users,
  }: Pick<AppContext, 'app' | 'config' | 'identity' | 'mailer' | 'log'> & Pick<Domains, 'users'>) => {
    const guards = registerAuth(app, { identity, users, userFreshMs: config.buyerFreshMs });
    const service = createAuthService({
      identity,
      users,
      emails: createAccountEmails({ identity, mailer, publicUrl: config.publicUrl }),
      log,
    });
    return { provides: { guards, service } };
  },
});
