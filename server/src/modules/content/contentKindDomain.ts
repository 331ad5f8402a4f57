import type { ErrorName } from '@tribuna/common/errors';
import type { Locale } from '@tribuna/common/routes';
import type { SitemapItem } from '@tribuna/common/seo';
import type { PageData } from '@tribuna/common/ssr';
import { defineDomain, type AppContext, type Domain, type Domains, type RouteSet } from '../../domain';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { publishedItems } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';

/** What the shared shape takes of a content kind's service (the archives' services have it all). */
interface PublishedContentService<Summary extends { uuid: string; publishedAt: string | null }, Item> {
  nextPublicationAt(): Promise<Date | null>;
  listPublic(
    query: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ data: Summary[]; total: number }>;
  read(uuid: string, reader: null, locale: Locale): Promise<Item>;
}

/**
 * The descriptor of a gated content kind published on the storefront (galleries, video and audio
 * archives, benefits): its service, made from its repository, drops its public cache namespace and
 * the rendered pages when staff change it; its public routes keep answers in that namespace until
 * the next item is published; the rendered pages get its list and one item as a visitor sees it;
 * the sitemap lists its published items.
 */
export function contentKindDomain<
  N extends keyof Domains,
  const Needs extends keyof Domains,
  Summary extends { uuid: string; publishedAt: string | null },
  Item,
>(kind: {
  name: N;
  /** The domains its service takes, besides auth (whose guards its routes use). */
  needs: readonly Needs[];
  /** Its public cache namespace. */
  cache: string;
  service(
    context: AppContext & Pick<Domains, Needs>,
    onChange: () => void,
  ): Domains[N] & PublishedContentService<Summary, Item>;
  publicRoutes(deps: { guards: AuthGuards; service: Domains[N]; cache: PublicCacheNamespace }): RouteSet;
  adminRoutes(deps: { guards: AuthGuards; service: Domains[N] }): RouteSet;
  /** The error its service answers for an item that does not exist. */
  notFound: ErrorName;
  /** Its entries of the pages' data, from the list and the item as a visitor sees them. */
  pages(views: {
    list: (
      query: { limit: number; offset: number },
      locale: Locale,
    ) => Promise<{ data: Summary[]; total: number }>;
    item: (uuid: string, locale: Locale) => Promise<Item | 'restricted' | null>;
  }): Partial<PageData>;
  /** The route of its item pages, for the sitemap. */
  sitemap: SitemapItem['route'];
}): Domain<N> {
  return defineDomain<N, Needs | 'auth'>({
    name: kind.name,
    needs: ['auth', ...kind.needs],
    create: (context) => {
      const { publicCache } = context;
      const service = kind.service(context, () => {
        publicCache.invalidate(kind.cache);
        publicCache.invalidate('pages');
      });
      const { guards } = context.auth;
      return {
        provides: service,
        routes: {
          public: [
            kind.publicRoutes({
              guards,
              service,
              cache: publicCache.namespace(kind.cache, { nextChangeAt: service.nextPublicationAt }),
            }),
          ],
          admin: [kind.adminRoutes({ guards, service })],
        },
        pages: {
          data: () =>
            kind.pages({
              list: (query, locale) => service.listPublic(query, locale),
              item: (uuid, locale) => visitorView(() => service.read(uuid, null, locale), kind.notFound),
            }),
          nextChangeAt: service.nextPublicationAt,
        },
        sitemap: () => publishedItems(kind.sitemap, (page) => service.listPublic(page, 'cs')),
        cache: [kind.cache],
      };
    },
  });
}
