import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { AdminGalleryListQuery, AdminGallerySort } from '@tribuna/common/schemas/galleries';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, localeText, localeValues, textSearch } from '../../db/list';
import { galleries, galleryImages, type GalleryImageRow, type GalleryRow } from '../../db/schema';

export type NewGallery = typeof galleries.$inferInsert;
export type NewGalleryImage = Omit<typeof galleryImages.$inferInsert, 'galleryUuid' | 'position'>;

const sortBy = {
  createdAt: galleries.createdAt,
  updatedAt: galleries.updatedAt,
  publishedAt: galleries.publishedAt,
  title: czechOrder(localeText(galleries.title, 'cs')),
} satisfies Record<AdminGallerySort, unknown>;

const published = (now: Date) => and(isNotNull(galleries.publishedAt), lte(galleries.publishedAt, now));
const membersOnly = sql`jsonb_array_length(${galleries.requiredFeatureUuids}) > 0`;

export function createGalleriesRepository(db: DbOrTx) {
  return {
    list: (params: AdminGalleryListQuery, now: Date, tx: DbOrTx = db) =>
      listPage(tx, galleries, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [...localeValues(galleries.title), ...localeValues(galleries.perex)])
            : undefined,
          params.published === 'true' ? published(now) : undefined,
          params.published === 'false'
            ? or(isNull(galleries.publishedAt), gt(galleries.publishedAt, now))
            : undefined,
          params.membersOnly === 'true' ? membersOnly : undefined,
          params.membersOnly === 'false' ? sql`not (${membersOnly})` : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    listPublished: (params: { limit: number; offset: number; now: Date }, tx: DbOrTx = db) =>
      listPage(tx, galleries, {
        page: { ...params, order: 'desc' },
        where: published(params.now),
        sortBy: { publishedAt: galleries.publishedAt },
        defaultSort: 'publishedAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<GalleryRow | null> {
      const [row] = await tx.select().from(galleries).where(eq(galleries.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The images of the galleries, each gallery's in its order. */
    async imagesOf(galleryUuids: readonly string[], tx: DbOrTx = db): Promise<GalleryImageRow[]> {
      if (galleryUuids.length === 0) return [];
      return tx
        .select()
        .from(galleryImages)
        .where(inArray(galleryImages.galleryUuid, [...galleryUuids]))
        .orderBy(asc(galleryImages.galleryUuid), asc(galleryImages.position));
    },
    async countImages(galleryUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (galleryUuids.length === 0) return new Map();
      const rows = await tx
        .select({ gallery: galleryImages.galleryUuid, n: count() })
        .from(galleryImages)
        .where(inArray(galleryImages.galleryUuid, [...galleryUuids]))
        .groupBy(galleryImages.galleryUuid);
      return new Map(rows.map((r) => [r.gallery, r.n]));
    },
    /** The first image file of each gallery: the cover of those without one. */
    async firstImages(galleryUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (galleryUuids.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([galleryImages.galleryUuid], {
          gallery: galleryImages.galleryUuid,
          file: galleryImages.fileUuid,
        })
        .from(galleryImages)
        .where(inArray(galleryImages.galleryUuid, [...galleryUuids]))
        .orderBy(asc(galleryImages.galleryUuid), asc(galleryImages.position));
      return new Map(rows.map((r) => [r.gallery, r.file]));
    },
    /** Which of these image uuids exist, and in which gallery. */
    async ownersOfImages(imageUuids: readonly string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (imageUuids.length === 0) return new Map();
      const rows = await tx
        .select({ uuid: galleryImages.uuid, gallery: galleryImages.galleryUuid })
        .from(galleryImages)
        .where(inArray(galleryImages.uuid, [...imageUuids]));
      return new Map(rows.map((r) => [r.uuid, r.gallery]));
    },
    /**
     * Makes the gallery's images exactly these, in this order: listed ones (with a uuid) are kept
     * and changed, new ones added, the rest removed.
     */
    async replaceImages(galleryUuid: string, images: NewGalleryImage[], tx: DbOrTx = db) {
      const kept = images.flatMap((i) => (i.uuid ? [i.uuid] : []));
      await tx
        .delete(galleryImages)
        .where(
          and(
            eq(galleryImages.galleryUuid, galleryUuid),
            kept.length > 0 ? notInArray(galleryImages.uuid, kept) : undefined,
          ),
        );
      for (const [position, image] of images.entries()) {
        const values = { fileUuid: image.fileUuid, caption: image.caption ?? {}, position };
        if (image.uuid) {
          await tx.update(galleryImages).set(values).where(eq(galleryImages.uuid, image.uuid));
        } else {
          await tx.insert(galleryImages).values({ ...values, galleryUuid });
        }
      }
    },
    async nextPublicationAfter(now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: min(galleries.publishedAt) })
        .from(galleries)
        .where(gt(galleries.publishedAt, now));
      return row?.at ?? null;
    },
    async insert(values: NewGallery, tx: DbOrTx = db): Promise<GalleryRow> {
      const [row] = await tx.insert(galleries).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewGallery>, tx: DbOrTx = db): Promise<GalleryRow | null> {
      const [row] = await tx
        .update(galleries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(galleries.uuid, uuid))
        .returning();
      return row ?? null;
    },
    async delete(uuid: string, tx: DbOrTx = db): Promise<GalleryRow | null> {
      const [row] = await tx.delete(galleries).where(eq(galleries.uuid, uuid)).returning();
      return row ?? null;
    },
  };
}

export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
