import { defineDomain, type AppContext, type Domains } from '../../domain';
import { publishedItems } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';
import { createVideoArchivesRepository } from './videoArchives.repository';
import { adminVideoArchiveRoutes, publicVideoArchiveRoutes } from './videoArchives.routes';
import { createVideoArchivesService, type VideoArchivesService } from './videoArchives.service';

declare module '../../domain' {
  interface Domains {
    videoArchives: VideoArchivesService;
  }
}

/** Video archives. */
export const videoArchivesDomain = defineDomain({
  name: 'videoArchives',
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
    const service = createVideoArchivesService({
      videoArchives: createVideoArchivesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange: () => {
        publicCache.invalidate('video-archives');
        publicCache.invalidate('pages');
      },
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [
          publicVideoArchiveRoutes({
            guards,
            service,
            cache: publicCache.namespace('video-archives', { nextChangeAt: service.nextPublicationAt }),
          }),
        ],
        admin: [adminVideoArchiveRoutes({ guards, service })],
      },
      pages: {
        data: () => ({
          videoArchives: (query, locale) => service.listPublic(query, locale),
          videoArchive: (uuid, locale) =>
            visitorView(() => service.read(uuid, null, locale), 'videoArchiveNotFound'),
        }),
        nextChangeAt: service.nextPublicationAt,
      },
      sitemap: () => publishedItems('videoArchive', (page) => service.listPublic(page, 'cs')),
      cache: ['video-archives'],
    };
  },
});
