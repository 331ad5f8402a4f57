import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { membershipServices } from '../../../test/services';
import { silentMp3 } from '../../demo/demoAudio';

let ctx: TestContext;
let audioAdmin: string;
let videoAdmin: string;
let shortTrack: string;
let longTrack: string;
let cover: string;

const call = tokenCaller(() => ctx.app);

async function upload(bytes: Uint8Array, name: string) {
  const { payload, contentType } = await multipart(bytes, name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/files',
    headers: { 'id-token': audioAdmin, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().uuid as string;
}

const archive = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Rozhovory po zápase', sk: 'Rozhovory po zápase SK' },
  perex: { cs: 'Trenér a kapitán' },
  image: cover,
  audios: [
    { title: { cs: 'Trenér', sk: 'Tréner' }, file: shortTrack },
    { title: { cs: 'Kapitán' }, file: longTrack },
  ],
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [audioAdmin, videoAdmin] = await Promise.all([
    ctx.tokenAs(['audio_archive_admin']),
    ctx.tokenAs(['video_archive_admin']),
  ]);
  [shortTrack, longTrack, cover] = await Promise.all([
    upload(silentMp3(3), 'trener.mp3'),
    upload(silentMp3(12), 'kapitan.mp3'),
    sharp({ create: { width: 500, height: 500, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer()
      .then((bytes) => upload(bytes, 'obal.jpg')),
  ]);
});
afterAll(() => ctx.close());

describe('audio archives', () => {
  it('are created with ordered tracks whose durations are read from the files', async () => {
    const created = await call('POST', '/admin/audio-archives', audioAdmin, archive());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.audios.map((a: { durationSeconds: number }) => a.durationSeconds)).toEqual([3, 12]);
    expect(body.audios[0]).toMatchObject({ file: shortTrack, originalName: 'trener.mp3' });

    const [coach, captain] = body.audios as { uuid: string; title: object; file: string }[];
    const reordered = await call('PUT', `/admin/audio-archives/${body.uuid}`, audioAdmin, {
      ...archive(),
      uuid: body.uuid,
      // The captain first; the coach's track now plays the longer file.
      audios: [captain, { ...coach, file: longTrack }],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().audios).toEqual([
      expect.objectContaining({ uuid: captain!.uuid, durationSeconds: 12 }),
      expect.objectContaining({ uuid: coach!.uuid, durationSeconds: 12 }),
    ]);

    expect((await call('GET', '/admin/audio-archives?q=derby', audioAdmin)).json().total).toBe(0);
    expect((await call('GET', '/admin/audio-archives?q=rozhovory', audioAdmin)).json().total).toBe(1);
    expect((await call('POST', '/admin/audio-archives', videoAdmin, archive())).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/audio-archives/${body.uuid}`, audioAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/admin/audio-archives/${body.uuid}`, audioAdmin)).json().name).toBe(
      'audioArchiveNotFound',
    );
  });

  it('refuse a file that is no audio, a track of another archive and an unknown track', async () => {
    const notAudio = await call(
      'POST',
      '/admin/audio-archives',
      audioAdmin,
      archive({ audios: [{ title: { cs: 'X' }, file: cover }] }),
    );
    expect(notAudio.json().name).toBe('fileNotFound');
    const one = (await call('POST', '/admin/audio-archives', audioAdmin, archive())).json();
    const two = (await call('POST', '/admin/audio-archives', audioAdmin, archive())).json();
    const foreign = await call('PUT', `/admin/audio-archives/${two.uuid}`, audioAdmin, {
      ...archive(),
      audios: [one.audios[0]],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().name).toBe('contentDoesNotBelongToAudioArchive');
    const unknown = await call('PUT', `/admin/audio-archives/${two.uuid}`, audioAdmin, {
      ...archive(),
      audios: [{ ...one.audios[0], uuid: randomUUID() }],
    });
    expect(unknown.json().name).toBe('contentDoesNotBelongToAudio');
    expect((await call('GET', `/admin/audio-archives/${two.uuid}`, audioAdmin)).json().audioCount).toBe(2);
  });

  it('play to the public in order, with a lock for members-only ones and a wait for scheduled ones', async () => {
    const feature = (
      await membershipServices(ctx.database).features.create(
        featureInput.parse({ name: { cs: 'Audio pro členy' }, type: 'display' }),
      )
    ).uuid;
    const open = (await call('POST', '/admin/audio-archives', audioAdmin, archive())).json();
    const locked = (
      await call('POST', '/admin/audio-archives', audioAdmin, archive({ requiredFeatureUuids: [feature] }))
    ).json();
    const detail = await ctx.app.inject({
      url: `/api/v1/audio-archives/${open.uuid}`,
      headers: { 'x-app-lang': 'sk' },
    });
    expect(detail.json()).toMatchObject({
      title: 'Rozhovory po zápase SK',
      audioCount: 2,
      durationSeconds: 15,
    });
    expect(detail.json().audios[0]).toMatchObject({
      title: 'Tréner',
      mime: 'audio/mpeg',
      url: expect.stringMatching(/^\/media\/files\/.+\.mp3$/),
    });
    const track = await ctx.app.inject({ url: detail.json().audios[0].url });
    expect(track.statusCode).toBe(200);

    const listed = (await call('GET', '/audio-archives'))
      .json()
      .data.find((a: { uuid: string }) => a.uuid === locked.uuid);
    expect(listed).toMatchObject({ requiredFeatureUuids: [feature], audioCount: 2 });
    expect(listed.image).not.toBeNull();
    expect(listed).not.toHaveProperty('audios');
    const visitor = await call('GET', `/audio-archives/${locked.uuid}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      name: 'userHasNotPermissionForContent',
      details: { requiredFeatureUuids: [feature] },
    });
    const later = (
      await call(
        'POST',
        '/admin/audio-archives',
        audioAdmin,
        archive({ publishedAt: '2999-01-01T00:00:00Z' }),
      )
    ).json();
    expect((await call('GET', `/audio-archives/${later.uuid}`)).json().name).toBe(
      'contentHasNotBeenPublishedYet',
    );
    expect((await call('GET', `/audio-archives/${later.uuid}`, audioAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/audio-archives/${randomUUID()}`)).json().name).toBe('audioArchiveNotFound');
  });
});
