import { defineDomain, type AppContext, type Domains } from '../../domain';
import { createContentRepository } from './content.repository';
import { adminContentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';

declare module '../../domain' {
  interface Domains {
    content: ContentService;
  }
}

/** The overview of every content kind (and which kind an item is, which files it shows). */
export const contentDomain = defineDomain({
  name: 'content',
  needs: ['auth', 'users'],
  create: ({ db, auth, users }: Pick<AppContext, 'db'> & Pick<Domains, 'auth' | 'users'>) => {
    const service = createContentService({ content: createContentRepository(db), users });
    return { provides: service, routes: { admin: [adminContentRoutes({ guards: auth.guards, service })] } };
  },
});
