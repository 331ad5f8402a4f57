import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { IdentityProvider } from '../integrations/identity/identity';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { createFeaturesRepository } from '../modules/features/features.repository';
import type { FilesService } from '../modules/files/files.service';
import { createUsersRepository } from '../modules/users/users.repository';
import { demoArticles } from './demoArticles';
import { seedDemoAccreditation } from './demoAccreditation';
import { seedDemoBenefits } from './demoBenefits';
import { seedDemoEvents } from './demoEvents';
import { seedDemoMedia } from './demoMedia';
import { seedDemoMemberships } from './demoMemberships';
import { uploadDemoImage } from './demoImage';
import { seedDemoVoucher } from './demoVoucher';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin1234' } as const;

/**
 * Demo membership plans, articles (one for members only), a gallery, video and audio, events, benefits, countdowns, a media accreditation application and a voucher for an empty database;
 * safe at every start (each is added only when there is none of its kind).
 */
export async function seedDemoContent(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  files: Pick<FilesService, 'upload' | 'assertKind' | 'imagesOf' | 'storePrivate'>,
  /** The storefront's address: the demo countdowns link to its pages. */
  publicUrl = 'http://localhost:3000',
) {
  // The plans first: the members-only article and benefit require one of their features.
  await seedDemoMemberships(db, log);
  const membersOnly = await createFeaturesRepository(db).list({
    q: 'Obsah pro členy',
    limit: 1,
    offset: 0,
    order: 'asc',
  });
  const memberFeature = membersOnly.rows[0]?.uuid;
  const articles = createArticlesRepository(db);
  if ((await articles.count()) === 0) {
    const now = Date.now();
    for (const a of demoArticles) {
      const image = await uploadDemoImage(files, a.image);
      await articles.insert({
        title: a.title,
        perex: a.perex,
        body: a.body,
        imageUuid: image.uuid,
        requiredFeatureUuids: a.membersOnly && memberFeature ? [memberFeature] : [],
        publishedAt: new Date(now - a.daysAgo * 86_400_000),
      });
    }
    log.info(`demo data: ${demoArticles.length} articles added`);
  }
  await seedDemoMedia(db, log, files);
  await seedDemoEvents(db, log, files);
  await seedDemoBenefits(db, log, files, { publicUrl, memberFeatureUuid: memberFeature });
  await seedDemoAccreditation(db, log, files);
  const voucherCode = await seedDemoVoucher(db, log);
  return { voucherCode };
}

/** The demo super_admin, in the identity provider and in the database; found before it is created. */
export async function seedDemoAdmin(db: Db, identity: IdentityProvider) {
  const users = createUsersRepository(db);
  const existing = await identity.findUserByEmail(DEMO_ADMIN.email);
  const uid =
    existing?.uid ??
    (await identity.createUser({ ...DEMO_ADMIN, displayName: 'Demo Administrator', emailVerified: true }));
  const stored = await users.findByFirebaseUid(uid);
  if (!stored) {
    // The same e-mail may be stored under an older identity (an emulator that was reset): move it over.
    const byEmail = await users.findByEmail(DEMO_ADMIN.email);
    if (byEmail) await users.update(byEmail.uuid, { firebaseUid: uid, roles: ['super_admin'] });
    else
      await users.insert({
        firebaseUid: uid,
        email: DEMO_ADMIN.email,
        firstName: 'Demo',
        lastName: 'Administrator',
        roles: ['super_admin'],
        gdprAcceptedAt: new Date(),
      });
  }
}
