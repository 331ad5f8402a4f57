import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { youtubeVideoId } from '@tribuna/common/schemas/videoArchives';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { membershipServices } from '../../../test/services';

let ctx: TestContext;
let videoAdmin: string;
let galleryAdmin: string;
let contentAdmin: string;
let thumbnail: string;

const call = tokenCaller(() => ctx.app);

const archive = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Sestřihy podzimu', sk: 'Zostrihy jesene' },
  perex: { cs: 'Všechny góly podzimní části' },
  videos: [
    {
      title: { cs: 'Derby', sk: 'Derby SK' },
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail,
    },
    { title: { cs: 'Pohár' }, link: 'https://www.youtube.com/shorts/abcDEF12345' },
  ],
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [videoAdmin, galleryAdmin, contentAdmin] = await Promise.all([
    ctx.tokenAs(['video_archive_admin']),
    ctx.tokenAs(['gallery_admin']),
    ctx.tokenAs(['content_admin']),
  ]);
  const bytes = await sharp({ create: { width: 640, height: 360, channels: 3, background: 'navy' } })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = await multipart(bytes, 'thumb.jpg');
  thumbnail = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files',
      headers: { 'id-token': videoAdmin, 'content-type': contentType },
      payload,
    })
  ).json().uuid;
});
afterAll(() => ctx.close());

describe('video links', () => {
  it('name a video on the www host of the video site', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/channel/')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});

describe('video archives', () => {
  it('are created with ordered videos, reordered, searched and deleted by their editors', async () => {
    const created = await call('POST', '/admin/video-archives', videoAdmin, archive());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.videos.map((v: { title: { cs: string } }) => v.title.cs)).toEqual(['Derby', 'Pohár']);
    expect(body.videos[0]).toMatchObject({
      thumbnail,
      thumbnailUrl: expect.stringContaining('/media/files/'),
    });

    const [derby, cup] = body.videos as { uuid: string; title: object; link: string }[];
    const reordered = await call('PUT', `/admin/video-archives/${body.uuid}`, videoAdmin, {
      ...archive(),
      uuid: body.uuid,
      videos: [
        { ...cup, uuid: cup!.uuid },
        { ...derby, uuid: derby!.uuid, title: { cs: 'Derby (celý zápas)' } },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().videos.map((v: { uuid: string }) => v.uuid)).toEqual([cup!.uuid, derby!.uuid]);
    expect(reordered.json().videos[1].title).toEqual({ cs: 'Derby (celý zápas)' });

    const found = await call('GET', '/admin/video-archives?q=podzim&published=true', videoAdmin);
    expect(found.json().data.map((a: { uuid: string }) => a.uuid)).toEqual([body.uuid]);
    expect((await call('GET', '/admin/video-archives', galleryAdmin)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/video-archives/${body.uuid}`, contentAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/video-archives/${body.uuid}`, videoAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('videoArchiveNotFound');
  });

  it('refuse a link off the video site, a video of another archive and an unknown video', async () => {
    const offSite = await call(
      'POST',
      '/admin/video-archives',
      videoAdmin,
      archive({ videos: [{ title: { cs: 'X' }, link: 'https://youtube.com/watch?v=dQw4w9WgXcQ' }] }),
    );
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json().details.fields).toEqual([
      { field: 'body.videos.0.link', message: 'formError.youtubeLinkError' },
    ]);
    const noVideo = await call(
      'POST',
      '/admin/video-archives',
      videoAdmin,
      archive({ videos: [{ title: { cs: 'X' }, link: 'https://www.youtube.com/feed/trending' }] }),
    );
    expect(noVideo.json().details.fields[0].message).toBe('formError.youtubeLinkError');

    const one = (await call('POST', '/admin/video-archives', videoAdmin, archive())).json();
    const two = (await call('POST', '/admin/video-archives', videoAdmin, archive())).json();
    const foreign = await call('PUT', `/admin/video-archives/${two.uuid}`, videoAdmin, {
      ...archive(),
      videos: [{ ...one.videos[0], uuid: one.videos[0].uuid }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().name).toBe('contentDoesNotBelongToVideoArchive');
    expect((await call('GET', `/admin/video-archives/${two.uuid}`, videoAdmin)).json().videoCount).toBe(2);
    const unknown = await call('PUT', `/admin/video-archives/${two.uuid}`, videoAdmin, {
      ...archive(),
      videos: [{ ...one.videos[0], uuid: randomUUID() }],
    });
    expect(unknown.json().name).toBe('contentDoesNotBelongToVideo');
    const badThumb = await call(
      'POST',
      '/admin/video-archives',
      videoAdmin,
      archive({ image: randomUUID() }),
    );
    expect(badThumb.json().name).toBe('fileNotFound');
  });

  it('give the public the privacy-enhanced player, and a lock for members-only ones', async () => {
    const feature = (
      await membershipServices(ctx.database).features.create(
        featureInput.parse({ name: { cs: 'Videa pro členy' }, type: 'display' }),
      )
    ).uuid;
    const open = (await call('POST', '/admin/video-archives', videoAdmin, archive())).json();
    const locked = (
      await call('POST', '/admin/video-archives', videoAdmin, archive({ requiredFeatureUuids: [feature] }))
    ).json();
    const detail = await ctx.app.inject({
      url: `/api/v1/video-archives/${open.uuid}`,
      headers: { 'x-app-lang': 'sk' },
    });
    expect(detail.json()).toMatchObject({ title: 'Zostrihy jesene', videoCount: 2 });
    expect(detail.json().videos[0]).toMatchObject({
      title: 'Derby SK',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
    // The archive has no thumbnail of its own: the first video's stands for it.
    expect(detail.json().image.url).toBe(detail.json().videos[0].thumbnail.url);
    expect(detail.json().videos[1]).toMatchObject({ title: 'Pohár', thumbnail: null });

    const list = (await call('GET', '/video-archives')).json();
    const listed = list.data.find((a: { uuid: string }) => a.uuid === locked.uuid);
    expect(listed).toMatchObject({ requiredFeatureUuids: [feature], videoCount: 2 });
    expect(listed).not.toHaveProperty('videos');
    const visitor = await call('GET', `/video-archives/${locked.uuid}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      name: 'userHasNotPermissionForContent',
      details: { requiredFeatureUuids: [feature] },
    });

    const later = (
      await call(
        'POST',
        '/admin/video-archives',
        videoAdmin,
        archive({ publishedAt: '2999-01-01T00:00:00Z' }),
      )
    ).json();
    expect((await call('GET', `/video-archives/${later.uuid}`)).json().name).toBe(
      'contentHasNotBeenPublishedYet',
    );
    expect((await call('GET', `/video-archives/${later.uuid}`, videoAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/video-archives/${randomUUID()}`)).json().name).toBe('videoArchiveNotFound');
  });
});
