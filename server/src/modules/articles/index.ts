import { defineDomain, type AppContext, type Domains } from '../../domain';
import { publishedItems } from '../../plugins/seo';
import { createArticlesRepository } from './articles.repository';
import { adminArticleRoutes, publicArticleRoutes } from './articles.routes';
import { createArticlesService, type ArticlesService } from './articles.service';

declare module '../../domain' {
  interface Domains {
    articles: ArticlesService;
  }
}

/** Articles; publishing one may announce it by push notification. */
export const articlesDomain = defineDomain({
  name: 'articles',
  needs: ['auth', 'content', 'files', 'users', 'features', 'subscriptions', 'pushNotifications'],
  create: ({
    db,
    transaction,
    publicCache,
    auth,
    content,
    files,
    users,
    features,
    subscriptions,
    pushNotifications,
  }: Pick<AppContext, 'db' | 'transaction' | 'publicCache'> &
    Pick<
      Domains,
      'auth' | 'content' | 'files' | 'users' | 'features' | 'subscriptions' | 'pushNotifications'
    >) => {
    const service = createArticlesService({
      articles: createArticlesRepository(db),
      contentTypeOf: content.typeOf,
      files,
      users,
      features,
      subscriptions,
      notifications: pushNotifications,
      transaction,
      onChange: () => {
        publicCache.invalidate('articles');
        publicCache.invalidate('pages');
      },
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [
          publicArticleRoutes({
            guards,
            service,
            cache: publicCache.namespace('articles', { nextChangeAt: service.nextPublicationAt }),
          }),
        ],
        admin: [adminArticleRoutes({ guards, service })],
      },
      pages: {
        data: () => ({
          articles: (query, locale) => service.listPublic(query, locale),
          article: (uuid, locale) => service.findPublic(uuid, locale),
        }),
        nextChangeAt: service.nextPublicationAt,
      },
      sitemap: () => publishedItems('article', (page) => service.listPublic(page, 'cs')),
      cache: ['articles'],
    };
  },
});
