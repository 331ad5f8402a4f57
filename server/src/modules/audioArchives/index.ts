import { defineDomain, type AppContext, type Domains } from '../../domain';
import { publishedItems } from '../../plugins/seo';
import { visitorView } from '../paywall/visitorView';
import { createAudioArchivesRepository } from './audioArchives.repository';
import { adminAudioArchiveRoutes, publicAudioArchiveRoutes } from './audioArchives.routes';
import { createAudioArchivesService, type AudioArchivesService } from './audioArchives.service';

declare module '../../domain' {
  interface Domains {
    audioArchives: AudioArchivesService;
  }
}

/** Audio archives. */
export const audioArchivesDomain = defineDomain({
  name: 'audioArchives',
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
    const service = createAudioArchivesService({
      audioArchives: createAudioArchivesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange: () => {
        publicCache.invalidate('audio-archives');
        publicCache.invalidate('pages');
      },
    });
    const { guards } = auth;
    return {
      provides: service,
      routes: {
        public: [
          publicAudioArchiveRoutes({
            guards,
            service,
            cache: publicCache.namespace('audio-archives', { nextChangeAt: service.nextPublicationAt }),
          }),
        ],
        admin: [adminAudioArchiveRoutes({ guards, service })],
      },
      pages: {
        data: () => ({
          audioArchives: (query, locale) => service.listPublic(query, locale),
          audioArchive: (uuid, locale) =>
            visitorView(() => service.read(uuid, null, locale), 'audioArchiveNotFound'),
        }),
        nextChangeAt: service.nextPublicationAt,
      },
      sitemap: () => publishedItems('audioArchive', (page) => service.listPublic(page, 'cs')),
      cache: ['audio-archives'],
    };
  },
});
