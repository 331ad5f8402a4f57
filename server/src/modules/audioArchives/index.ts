import { contentKindDomain } from '../content/contentKindDomain';
import { createAudioArchivesRepository } from './audioArchives.repository';
import { adminAudioArchiveRoutes, publicAudioArchiveRoutes } from './audioArchives.routes';
import { createAudioArchivesService, type AudioArchivesService } from './audioArchives.service';

declare module '../../domain' {
  interface Domains {
    audioArchives: AudioArchivesService;
  }
}

/** Audio archives. */
export const audioArchivesDomain = contentKindDomain({
  name: 'audioArchives',
  needs: ['files', 'features', 'paywall'],
  cache: 'audio-archives',
  service: ({ db, transaction, files, features, paywall }, onChange) =>
    createAudioArchivesService({
      audioArchives: createAudioArchivesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange,
    }),
  publicRoutes: publicAudioArchiveRoutes,
  adminRoutes: adminAudioArchiveRoutes,
  notFound: 'audioArchiveNotFound',
  pages: ({ list, item }) => ({ audioArchives: list, audioArchive: item }),
  sitemap: 'audioArchive',
});
