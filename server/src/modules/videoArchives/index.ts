import { contentKindDomain } from '../content/contentKindDomain';
import { createVideoArchivesRepository } from './videoArchives.repository';
import { adminVideoArchiveRoutes, publicVideoArchiveRoutes } from './videoArchives.routes';
import { createVideoArchivesService, type VideoArchivesService } from './videoArchives.service';

declare module '../../domain' {
  interface Domains {
    videoArchives: VideoArchivesService;
  }
}

/** Video archives. */
export const videoArchivesDomain = contentKindDomain({
  name: 'videoArchives',
  needs: ['files', 'features', 'paywall'],
  cache: 'video-archives',
  service: ({ db, transaction, files, features, paywall }, onChange) =>
    createVideoArchivesService({
      videoArchives: createVideoArchivesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange,
    }),
  publicRoutes: publicVideoArchiveRoutes,
  adminRoutes: adminVideoArchiveRoutes,
  notFound: 'videoArchiveNotFound',
  pages: ({ list, item }) => ({ videoArchives: list, videoArchive: item }),
  sitemap: 'videoArchive',
});
