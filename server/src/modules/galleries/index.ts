import { contentKindDomain } from '../content/contentKindDomain';
import { createGalleriesRepository } from './galleries.repository';
import { adminGalleryRoutes, publicGalleryRoutes } from './galleries.routes';
import { createGalleriesService, type GalleriesService } from './galleries.service';

declare module '../../domain' {
  interface Domains {
    galleries: GalleriesService;
  }
}

/** Photo galleries. */
export const galleriesDomain = contentKindDomain({
  name: 'galleries',
  needs: ['files', 'features', 'paywall'],
  cache: 'galleries',
  service: ({ db, transaction, files, features, paywall }, onChange) =>
    createGalleriesService({
      galleries: createGalleriesRepository(db),
      files,
      features,
      paywall,
      transaction,
      onChange,
    }),
  publicRoutes: publicGalleryRoutes,
  adminRoutes: adminGalleryRoutes,
  notFound: 'galleryNotFound',
  pages: ({ list, item }) => ({ galleries: list, gallery: item }),
  sitemap: 'gallery',
});
