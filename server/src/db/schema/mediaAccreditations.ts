import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@tribuna/common/schemas/common';
import type { MediaAccreditationStatus } from '@tribuna/common/schemas/mediaAccreditations';

/**
 * Journalists' applications for accreditation (`/pro-media`), reviewed by staff. The attached press
 * card lives in the file storage under a private key (the files domain keeps it; it is never served
 * publicly and is not in the files library).
 */
export const mediaAccreditations = pgTable(
  'media_accreditations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    medium: text('medium').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    event: text('event').notNull(),
    note: text('note').notNull().default(''),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<MediaAccreditationStatus>().notNull().default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    attachmentKey: text('attachment_key'),
    attachmentMime: text('attachment_mime'),
    attachmentName: text('attachment_name'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_accreditations_created_at_idx').on(t.createdAt.desc()),
    index('media_accreditations_status_idx').on(t.status),
    // One pending application per e-mail (`mediaAccreditationAlreadyPending`), whatever its case.
    uniqueIndex('media_accreditations_pending_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type MediaAccreditationRow = typeof mediaAccreditations.$inferSelect;
