import { defineDomain, type AppContext, type Domains } from '../../domain';
import { publishedItems } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';
import { createGalleriesRepository } from './galleries.repository';
import { adminGalleryRoutes, publicGalleryRoutes } from './galleries.routes';
import { createGalleriesService, type GalleriesService } from './galleries.service';

declare module '../../domain' {
  interface Domains {
    galleries: GalleriesService;
  }
}

/** Photo galleries. */
export const galleriesDomain = defineDomain({
  name: 'galleries',
  needs: ['auth', 'files', 'features', 'paywall'],
  create: ({
    db,
    transaction,
    publicCache,
    auth,
    files,
    features,
    paywall,
  }: Pick<AppContext, 'db' | 'transaction' | 'publicCache'> &
    Pick<Domains, 'auth' | 'files' | 'features' | 'paywall'>) => {
    const service = createGalleriesService({
      galleries: createGalleriesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange: () => {
        publicCache.invalidate('galleries');
        publicCache.invalidate('pages');
      },
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [
          publicGalleryRoutes({
            guards,
            service,
            cache: publicCache.namespace('galleries', { nextChangeAt: service.nextPublicationAt }),
          }),
        ],
        admin: [adminGalleryRoutes({ guards, service })],
      },
      pages: {
        data: () => ({
          galleries: (query, locale) => service.listPublic(query, locale),
          gallery: (uuid, locale) => visitorView(() => service.read(uuid, null, locale), 'galleryNotFound'),
        }),
        nextChangeAt: service.nextPublicationAt,
      },
      sitemap: () => publishedItems('gallery', (page) => service.listPublic(page, 'cs')),
      cache: ['galleries'],
    };
  },
});
