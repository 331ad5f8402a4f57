import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { IdentityProvider } from '../integrations/identity/identity';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { demoArticles } from './demoArticles';
import { seedDemoMemberships } from './demoMemberships';
import { seedDemoVoucher } from './demoVoucher';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin1234' } as const;

/** Demo articles, membership plans and a voucher for an empty database; safe at every start (added only when there are none). */
export async function seedDemoContent(db: Db, log: Pick<FastifyBaseLogger, 'info'>) {
  const articles = createArticlesRepository(db);
  if ((await articles.count()) === 0) {
    const now = Date.now();
    for (const a of demoArticles) {
      await articles.insert({
        title: a.title,
        perex: a.perex,
        body: a.body,
        image: a.image,
        publishedAt: new Date(now - a.daysAgo * 86_400_000),
      });
    }
    log.info(`demo data: ${demoArticles.length} articles added`);
  }
  await seedDemoMemberships(db, log);
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
