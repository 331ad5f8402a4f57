import path from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accreditationAttachment } from '@tribuna/common/schemas/mediaAccreditations';
import { demoMediaDir } from '../app';
import type { Db } from '../db/client';
import { mediaAccreditations } from '../db/schema';
import { loadSharp, type FilesService } from '../modules/files/files.service';
import { createMediaAccreditationsRepository } from '../modules/mediaAccreditations/mediaAccreditations.repository';

/**
 * A demo application for media accreditation, awaiting a decision, with a press card (a demo
 * drawing) kept privately as a real one is: staff see what `/pro-media` sends them.
 */
export async function seedDemoAccreditation(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  files: Pick<FilesService, 'storePrivate'>,
) {
  if (((await db.select({ n: count() }).from(mediaAccreditations))[0]?.n ?? 0) > 0) return;
  const sharp = await loadSharp();
  const card = await sharp(path.join(demoMediaDir, 'article-2.svg'), { density: 72 }).png().toBuffer();
  const stored = await files.storePrivate(
    { file: Readable.from([card]), filename: 'prukaz.png' },
    { kinds: accreditationAttachment.kinds, maxBytes: accreditationAttachment.maxBytes },
  );
  await createMediaAccreditationsRepository(db).insert({
    name: 'Petra Svobodová',
    medium: 'Deník Sport',
    email: 'petra.svobodova@example.com',
    phone: '+420 777 123 456',
    event: 'Derby – 1. kolo',
    note: 'Fotografka, chtěla bych fotit od brány za domácími.',
    language: 'cs',
    attachmentKey: stored.key,
    attachmentMime: stored.mime,
    attachmentName: 'prukaz.png',
    attachmentSize: stored.size,
  });
  log.info('demo data: a media accreditation application added');
}
