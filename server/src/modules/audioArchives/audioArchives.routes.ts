import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAudioArchiveContracts, audioArchiveContracts } from '@tribuna/common/contracts/audioArchives';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { adminArchiveRoutes, publicArchiveRoutes } from '../content/archive.routes';
import type { AudioArchivesService } from './audioArchives.service';

export const adminAudioArchiveRoutes = (deps: {
  guards: AuthGuards;
  service: AudioArchivesService;
}): FastifyPluginAsyncZod =>
  adminArchiveRoutes({ ...deps, resource: 'audio-archives', contracts: adminAudioArchiveContracts });

export const publicAudioArchiveRoutes = (deps: {
  guards: AuthGuards;
  service: AudioArchivesService;
  cache: PublicCacheNamespace;
}): FastifyPluginAsyncZod => publicArchiveRoutes({ ...deps, contracts: audioArchiveContracts });
