import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVideoArchiveContracts, videoArchiveContracts } from '@tribuna/common/contracts/videoArchives';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { adminArchiveRoutes, publicArchiveRoutes } from '../content/archive.routes';
import type { VideoArchivesService } from './videoArchives.service';

export const adminVideoArchiveRoutes = (deps: {
  guards: AuthGuards;
  service: VideoArchivesService;
}): FastifyPluginAsyncZod =>
  adminArchiveRoutes({ ...deps, resource: 'video-archives', contracts: adminVideoArchiveContracts });

export const publicVideoArchiveRoutes = (deps: {
  guards: AuthGuards;
  service: VideoArchivesService;
  cache: PublicCacheNamespace;
}): FastifyPluginAsyncZod => publicArchiveRoutes({ ...deps, contracts: videoArchiveContracts });
