import { galleries, galleryImages } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { createArchiveItemsRepository, createArchiveRepository } from '../../db/archive';

export type NewGallery = typeof galleries.$inferInsert;
export type NewGalleryImage = Omit<typeof galleryImages.$inferInsert, 'galleryUuid' | 'position'>;

/** A gallery and its ordered images (`items`), whose first image is the cover of a gallery without one. */
export const createGalleriesRepository = (db: DbOrTx) => ({
  ...createArchiveRepository(db, galleries),
  items: createArchiveItemsRepository(db, galleryImages, {
    parent: 'galleryUuid',
    cover: galleryImages.fileUuid,
    values: (image: NewGalleryImage, position) => ({
      fileUuid: image.fileUuid,
      caption: image.caption ?? {},
      position,
    }),
  }),
});

export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
