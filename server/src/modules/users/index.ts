import { defineDomain, type AppContext } from '../../domain';
import { createUsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

declare module '../../domain' {
  interface Domains {
    users: UsersService;
  }
}

/** Users (their routes are the account flow's: flows/userOverview.routes.ts). */
export const usersDomain = defineDomain({
  name: 'users',
  create: ({ db, identity, transaction }: Pick<AppContext, 'db' | 'identity' | 'transaction'>) => ({
    provides: createUsersService({ users: createUsersRepository(db), identity, transaction }),
  }),
});
