import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { audioArchives, galleries, videoArchives } from '../db/schema';
import { audioDurationSeconds } from '../modules/audioArchives/audioDuration';
import { createAudioArchivesRepository } from '../modules/audioArchives/audioArchives.repository';
import type { FilesService } from '../modules/files/files.service';
import { createGalleriesRepository } from '../modules/galleries/galleries.repository';
import { createVideoArchivesRepository } from '../modules/videoArchives/videoArchives.repository';
import { silentMp3 } from './demoAudio';
import { uploadDemoImage } from './demoImage';

const DAY = 86_400_000;

const isEmpty = async (db: Db, table: typeof galleries | typeof videoArchives | typeof audioArchives) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * A demo gallery, video archive and audio gallery in Czech and Slovak, for an empty database: the
 * demo drawings as photos, a video under a free licence (Blender Foundation, CC BY) behind the
 * privacy-enhanced player, and short recordings made here.
 */
export async function seedDemoMedia(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  files: Pick<FilesService, 'upload'>,
) {
  const now = Date.now();
  if (await isEmpty(db, galleries)) {
    const repo = createGalleriesRepository(db);
    const photos = [];
    for (const name of ['article-1.svg', 'article-2.svg', 'article-3.svg', 'article-4.svg']) {
      photos.push(await uploadDemoImage(files, name));
    }
    const gallery = await repo.insert({
      title: { cs: 'Derby z tribuny', sk: 'Derby z tribúny', en: 'The derby from the stands' },
      perex: {
        cs: 'Choreo, kotel a oslavy po posledním hvizdu.',
        sk: 'Choreo, kotol a oslavy po poslednom hvizde.',
      },
      publishedAt: new Date(now - 2 * DAY),
    });
    const captions = [
      { cs: 'Brány se otevírají', sk: 'Brány sa otvárajú' },
      { cs: 'Choreo před výkopem', sk: 'Choreo pred výkopom' },
      { cs: 'Kotel zpívá', sk: 'Kotol spieva' },
      { cs: 'Děkovačka s hráči', sk: 'Ďakovačka s hráčmi' },
    ];
    await repo.items.replace(
      gallery.uuid,
      photos.map((photo, i) => ({ fileUuid: photo.uuid, caption: captions[i] ?? {} })),
    );
    log.info('demo data: a gallery added');
  }
  if (await isEmpty(db, videoArchives)) {
    const repo = createVideoArchivesRepository(db);
    const thumbnail = await uploadDemoImage(files, 'article-5.svg');
    const archive = await repo.insert({
      title: { cs: 'Videa z klubu', sk: 'Videá z klubu', en: 'Club videos' },
      perex: {
        cs: 'Sestřihy a záznamy. Přehrávač se načte až po kliknutí.',
        sk: 'Zostrihy a záznamy. Prehrávač sa načíta až po kliknutí.',
      },
      imageUuid: thumbnail.uuid,
      publishedAt: new Date(now - 3 * DAY),
    });
    await repo.items.replace(archive.uuid, [
      {
        title: { cs: 'Ukázkové video (Big Buck Bunny, CC BY)', sk: 'Ukážkové video (Big Buck Bunny, CC BY)' },
        link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        thumbnailUuid: thumbnail.uuid,
      },
    ]);
    log.info('demo data: a video archive added');
  }
  if (await isEmpty(db, audioArchives)) {
    const repo = createAudioArchivesRepository(db);
    const cover = await uploadDemoImage(files, 'article-6.svg');
    const tracks = [
      { title: { cs: 'Znělka stadionu', sk: 'Znelka štadióna' }, seconds: 4, name: 'znelka.mp3' },
      { title: { cs: 'Minuta ticha', sk: 'Minúta ticha' }, seconds: 8, name: 'ticho.mp3' },
    ];
    const stored = [];
    for (const track of tracks) {
      const bytes = silentMp3(track.seconds);
      const file = await files.upload({ file: Readable.from([bytes]), filename: track.name });
      const durationSeconds = await audioDurationSeconds(bytes, {
        mimeType: 'audio/mpeg',
        size: bytes.length,
      });
      stored.push({ title: track.title, fileUuid: file.uuid, durationSeconds });
    }
    const archive = await repo.insert({
      title: { cs: 'Zvuky stadionu', sk: 'Zvuky štadióna', en: 'Sounds of the stadium' },
      perex: { cs: 'Krátké nahrávky k poslechu za sebou.', sk: 'Krátke nahrávky na počúvanie za sebou.' },
      imageUuid: cover.uuid,
      publishedAt: new Date(now - DAY),
    });
    await repo.items.replace(archive.uuid, stored);
    log.info('demo data: an audio gallery added');
  }
}
