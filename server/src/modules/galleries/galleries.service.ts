import type { Language } from '@tribuna/common/schemas/common';
import type {
  AdminGallery,
  GalleryInput,
  PublicGallery,
  PublicGallerySummary,
} from '@tribuna/common/schemas/galleries';
import type { GalleryRow, OptionalLocaleMap } from '../../db/schema';
import { ProductError } from '../../errors';
import {
  adminArchiveFields,
  archiveValues,
  checkImages,
  createArchiveService,
  publicChildren,
  type ArchiveServiceDeps,
} from '../content/archive.service';
import type { GalleriesRepository } from './galleries.repository';

/** A caption in the asked language, else in Czech, else none. */
const captionIn = (caption: OptionalLocaleMap, language: Language) => caption[language] || caption.cs || '';

export function createGalleriesService(deps: ArchiveServiceDeps & { galleries: GalleriesRepository }) {
  const { items } = deps.galleries;

  async function publicOf(
    rows: GalleryRow[],
    asked: Language,
    withImages: boolean,
  ): Promise<PublicGallery[]> {
    const {
      children: imageRows,
      images,
      fieldsOf,
    } = await publicChildren({ items, files: deps.files }, rows, withImages, (i) => i.fileUuid);
    return rows.map((row) => {
      const { count, ...fields } = fieldsOf(row, asked);
      return {
        ...fields,
        imageCount: count,
        images: imageRows.flatMap((i) => {
          const image = i.galleryUuid === row.uuid ? images.get(i.fileUuid) : undefined;
          return image ? [{ uuid: i.uuid, image, caption: captionIn(i.caption, fields.language) }] : [];
        }),
      };
    });
  }

  return {
    ...createArchiveService({
      ...deps,
      store: deps.galleries,
      resource: 'galleries',
      notFound: 'galleryNotFound',
      values: archiveValues,
      // Every named file is a stored image.
      checkFiles: (input) => checkImages(deps.files, [input.image, ...input.images.map((i) => i.file)]),
      children: {
        prepare: (input: GalleryInput) =>
          input.images.map((image) => ({
            ...(image.uuid && { uuid: image.uuid }),
            fileUuid: image.file,
            caption: image.caption,
          })),
        named: (input) => input.images.flatMap((i) => (i.uuid ? [i.uuid] : [])),
        // Unlike the other archives, a gallery answers one error for an image of another gallery
        // and an unknown one.
        foreign: ({ archiveUuid, uuid }) =>
          new ProductError('contentDoesNotBelongToGallery', { galleryUuid: archiveUuid, imageUuid: uuid }),
      },
      publicOf,
      summary: ({ images: _images, ...summary }: PublicGallery): PublicGallerySummary => summary,
    }),
    async toAdmin(rows: GalleryRow[]): Promise<AdminGallery[]> {
      const imageRows = await items.of(rows.map((r) => r.uuid));
      const images = await deps.files.imagesOf([
        ...rows.map((r) => r.imageUuid),
        ...imageRows.map((i) => i.fileUuid),
      ]);
      return rows.map((row) => {
        const own = imageRows.filter((i) => i.galleryUuid === row.uuid);
        return {
          ...adminArchiveFields(row, (row.imageUuid && images.get(row.imageUuid)?.url) || null),
          images: own.map((i) => ({
            uuid: i.uuid,
            file: i.fileUuid,
            url: images.get(i.fileUuid)?.url ?? null,
            caption: i.caption,
          })),
          imageCount: own.length,
        };
      });
    },
  };
}

export type GalleriesService = ReturnType<typeof createGalleriesService>;
