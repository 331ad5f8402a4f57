import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGalleryContracts, galleryContracts } from '@tribuna/common/contracts/galleries';
import type { PublicCacheNamespace } from '../../http/publicCache';
import type { AuthGuards } from '../../plugins/auth';
import { adminArchiveRoutes, publicArchiveRoutes } from '../content/archive.routes';
import type { GalleriesService } from './galleries.service';

export const adminGalleryRoutes = (deps: {
  guards: AuthGuards;
  service: GalleriesService;
}): FastifyPluginAsyncZod =>
  adminArchiveRoutes({ ...deps, resource: 'galleries', contracts: adminGalleryContracts });

export const publicGalleryRoutes = (deps: {
  guards: AuthGuards;
  service: GalleriesService;
  cache: PublicCacheNamespace;
}): FastifyPluginAsyncZod => publicArchiveRoutes({ ...deps, contracts: galleryContracts });
