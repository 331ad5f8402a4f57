import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LocaleMap } from '@tribuna/common/schemas/common';
import { files } from './files';

/** A translatable text where every language may be missing (a caption). */
export type OptionalLocaleMap = Partial<LocaleMap>;

const contentColumns = () => ({
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  title: jsonb('title').$type<LocaleMap>().notNull(),
  perex: jsonb('perex').$type<LocaleMap>().notNull(),
  /** The cover (galleries, audio) or the thumbnail (video archives). */
  imageUuid: uuid('image_uuid').references(() => files.uuid, { onDelete: 'restrict' }),
  requiredFeatureUuids: jsonb('required_feature_uuids').$type<string[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image galleries: ordered images with captions, and a paywall. */
export const galleries = pgTable('galleries', contentColumns(), (t) => [
  index('galleries_published_at_idx').on(t.publishedAt.desc()),
]);
export type GalleryRow = typeof galleries.$inferSelect;

export const galleryImages = pgTable(
  'gallery_images',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    galleryUuid: uuid('gallery_uuid')
      .notNull()
      .references(() => galleries.uuid, { onDelete: 'cascade' }),
    fileUuid: uuid('file_uuid')
      .notNull()
      .references(() => files.uuid, { onDelete: 'restrict' }),
    caption: jsonb('caption').$type<OptionalLocaleMap>().notNull().default({}),
    position: integer('position').notNull(),
  },
  (t) => [index('gallery_images_gallery_idx').on(t.galleryUuid, t.position)],
);
export type GalleryImageRow = typeof galleryImages.$inferSelect;

/** Video archives: ordered videos on a video site, each with a thumbnail, and a paywall. */
export const videoArchives = pgTable('video_archives', contentColumns(), (t) => [
  index('video_archives_published_at_idx').on(t.publishedAt.desc()),
]);
export type VideoArchiveRow = typeof videoArchives.$inferSelect;

export const videos = pgTable(
  'videos',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    archiveUuid: uuid('archive_uuid')
      .notNull()
      .references(() => videoArchives.uuid, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    /** The video's page on the video site (checked by the spec's rule: the site's www host). */
    link: text('link').notNull(),
    thumbnailUuid: uuid('thumbnail_uuid').references(() => files.uuid, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [index('videos_archive_idx').on(t.archiveUuid, t.position)],
);
export type VideoRow = typeof videos.$inferSelect;

/** Audio galleries: a cover and ordered tracks (uploaded audio), and a paywall. */
export const audioArchives = pgTable('audio_archives', contentColumns(), (t) => [
  index('audio_archives_published_at_idx').on(t.publishedAt.desc()),
]);
export type AudioArchiveRow = typeof audioArchives.$inferSelect;

export const audios = pgTable(
  'audios',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    archiveUuid: uuid('archive_uuid')
      .notNull()
      .references(() => audioArchives.uuid, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocaleMap>().notNull(),
    fileUuid: uuid('file_uuid')
      .notNull()
      .references(() => files.uuid, { onDelete: 'restrict' }),
    /** Read from the file when it is added, in whole seconds; null when the file does not tell. */
    durationSeconds: integer('duration_seconds'),
    position: integer('position').notNull(),
  },
  (t) => [index('audios_archive_idx').on(t.archiveUuid, t.position)],
);
export type AudioRow = typeof audios.$inferSelect;
