import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { benefits, countdowns, events } from '../db/schema';
import { createBenefitsRepository } from '../modules/benefits/benefits.repository';
import { createCountdownsRepository } from '../modules/countdowns/countdowns.repository';
import type { FilesService } from '../modules/files/files.service';
import { uploadDemoImage } from './demoImage';

const DAY = 86_400_000;

const isEmpty = async (db: Db, table: typeof benefits | typeof countdowns) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Demo partner benefits (one public, one for members through the demo membership's members-only
 * feature) and countdowns (to the next demo event, and to the season's start) in Czech and Slovak,
 * for a database without any. The events come first: a countdown leads to the next one.
 */
export async function seedDemoBenefits(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  files: Pick<FilesService, 'upload'>,
  options: { publicUrl: string; memberFeatureUuid: string | undefined },
) {
  const now = Date.now();
  if (await isEmpty(db, benefits)) {
    const repo = createBenefitsRepository(db);
    const publicImage = await uploadDemoImage(files, 'article-6.svg');
    const membersImage = await uploadDemoImage(files, 'article-3.svg');
    await repo.insert({
      title: {
        cs: 'Sleva 10 % ve fanshopu',
        sk: 'Zľava 10 % vo fanshope',
        en: '10% off in the fan shop',
      },
      perex: {
        cs: 'Dresy, šály a čepice za lepší cenu pro každého fanouška.',
        sk: 'Dresy, šály a čiapky za lepšiu cenu pre každého fanúšika.',
        en: 'Jerseys, scarves and caps at a better price for every fan.',
      },
      body: {
        cs: '<p>Při nákupu ve fanshopu u stadionu řekněte heslo <strong>TRIBUNA</strong> a dostanete slevu 10 %.</p>',
        sk: '<p>Pri nákupe vo fanshope pri štadióne povedzte heslo <strong>TRIBUNA</strong> a dostanete zľavu 10 %.</p>',
        en: '<p>Say the password <strong>TRIBUNA</strong> in the fan shop by the stadium for 10% off.</p>',
      },
      imageUuid: publicImage.uuid,
      link: 'https://example.com/fanshop',
      requiredFeatureUuids: [],
      publishedAt: new Date(now - 5 * DAY),
    });
    await repo.insert({
      title: {
        cs: 'Pivo zdarma v klubové hospodě',
        sk: 'Pivo zadarmo v klubovej krčme',
        en: 'A free beer in the club pub',
      },
      perex: {
        cs: 'Členové mají po každém domácím zápase jedno pivo na účet klubu.',
        sk: 'Členovia majú po každom domácom zápase jedno pivo na účet klubu.',
        en: 'Members get a beer on the club after every home match.',
      },
      body: {
        cs: '<p>Ukažte u baru svou členskou kartu v aplikaci. Platí jednou po každém domácím zápase.</p>',
        sk: '<p>Ukážte pri bare svoju členskú kartu v aplikácii. Platí raz po každom domácom zápase.</p>',
        en: '<p>Show your membership card in the app at the bar. Once after every home match.</p>',
      },
      imageUuid: membersImage.uuid,
      link: null,
      requiredFeatureUuids: options.memberFeatureUuid ? [options.memberFeatureUuid] : [],
      publishedAt: new Date(now - 1 * DAY),
    });
    log.info('demo data: 2 benefits added');
  }
  if (await isEmpty(db, countdowns)) {
    const repo = createCountdownsRepository(db);
    const [next] = await db
      .select({ uuid: events.uuid, name: events.name, startsAt: events.startsAt })
      .from(events)
      .where(and(eq(events.published, true), gt(events.startsAt, new Date(now))))
      .orderBy(asc(events.startsAt))
      .limit(1);
    let added = 0;
    if (next) {
      const image = await uploadDemoImage(files, 'article-1.svg');
      await repo.insert({
        title: {
          cs: `Do akce ${next.name.cs ?? ''} zbývá`.trim(),
          sk: `Do podujatia ${next.name.sk ?? next.name.cs ?? ''} zostáva`.trim(),
          en: `Until ${next.name.en ?? next.name.cs ?? ''}`.trim(),
        },
        targetAt: next.startsAt,
        imageUuid: image.uuid,
        // A countdown has one link for every language: the event's Czech page.
        link: new URL(`/akce-a-vstupenky/${next.uuid}`, options.publicUrl).href,
      });
      added++;
    }
    const seasonStart = new Date(now + 60 * DAY);
    seasonStart.setUTCHours(16, 0, 0, 0);
    await repo.insert({
      title: { cs: 'Začátek nové sezóny', sk: 'Začiatok novej sezóny', en: 'The new season starts' },
      targetAt: seasonStart,
      imageUuid: (await uploadDemoImage(files, 'article-2.svg')).uuid,
      link: new URL('/clenstvi', options.publicUrl).href,
    });
    added++;
    log.info(`demo data: ${added} countdowns added`);
  }
}
