import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { membershipServices } from '../../../test/services';

let ctx: TestContext;
let galleryAdmin: string;
let benefitAdmin: string;
let contentAdmin: string;
let files: string[];

const call = tokenCaller(() => ctx.app);

async function uploadPhoto(token: string, shade: number) {
  const bytes = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = await multipart(bytes, `photo-${shade}.jpg`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/files',
    headers: { 'id-token': token, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().uuid as string;
}

const gallery = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Derby z tribuny', sk: 'Derby z tribúny' },
  perex: { cs: 'Fotky z posledního zápasu' },
  images: files.map((file, i) => ({ file, caption: { cs: `Fotka ${i + 1}`, sk: `Fotka SK ${i + 1}` } })),
  publishedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [galleryAdmin, benefitAdmin, contentAdmin] = await Promise.all([
    ctx.tokenAs(['gallery_admin']),
    ctx.tokenAs(['benefit_admin']),
    ctx.tokenAs(['content_admin']),
  ]);
  files = await Promise.all([10, 120, 240].map((shade) => uploadPhoto(galleryAdmin, shade)));
});
afterAll(() => ctx.close());

describe('galleries', () => {
  it('are created with ordered, captioned images, reordered, searched and deleted by their editors', async () => {
    const created = await call('POST', '/admin/galleries', galleryAdmin, gallery());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.images.map((i: { file: string }) => i.file)).toEqual(files);
    expect(body.images[1].caption).toEqual({ cs: 'Fotka 2', sk: 'Fotka SK 2' });
    expect(body.imageCount).toBe(3);

    // Reordered (last first), one caption changed, the middle one removed: the kept images keep their uuids.
    const [first, , last] = body.images as { uuid: string; file: string }[];
    const reordered = await call('PUT', `/admin/galleries/${body.uuid}`, galleryAdmin, {
      ...gallery(),
      uuid: body.uuid,
      images: [
        { uuid: last!.uuid, file: last!.file, caption: { cs: 'Nový popisek' } },
        { uuid: first!.uuid, file: first!.file },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().images).toEqual([
      expect.objectContaining({ uuid: last!.uuid, caption: { cs: 'Nový popisek' } }),
      expect.objectContaining({ uuid: first!.uuid, caption: {} }),
    ]);

    await call(
      'POST',
      '/admin/galleries',
      contentAdmin,
      gallery({ title: { cs: 'Koncept' }, publishedAt: null }),
    );
    const found = await call('GET', '/admin/galleries?q=tribuny&published=true', galleryAdmin);
    expect(found.json().data.map((g: { uuid: string }) => g.uuid)).toEqual([body.uuid]);
    const drafts = await call('GET', '/admin/galleries?published=false&sort=title', galleryAdmin);
    expect(drafts.json().data.map((g: { title: { cs: string } }) => g.title.cs)).toContain('Koncept');

    expect((await call('POST', '/admin/galleries', benefitAdmin, gallery())).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/galleries/${body.uuid}`, galleryAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/galleries/${body.uuid}`, galleryAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('galleryNotFound');
  });

  it('refuses an image of another gallery, an unknown file, a file that is no image and a wrong uuid', async () => {
    const one = (await call('POST', '/admin/galleries', galleryAdmin, gallery())).json();
    const two = (await call('POST', '/admin/galleries', galleryAdmin, gallery())).json();
    const foreign = await call('PUT', `/admin/galleries/${two.uuid}`, galleryAdmin, {
      ...gallery(),
      images: [{ uuid: one.images[0].uuid, file: files[0] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().name).toBe('contentDoesNotBelongToGallery');
    // Nothing of the refused change was kept.
    expect((await call('GET', `/admin/galleries/${two.uuid}`, galleryAdmin)).json().imageCount).toBe(3);
    const onCreate = await call('POST', '/admin/galleries', galleryAdmin, {
      ...gallery(),
      images: [{ uuid: one.images[0].uuid, file: files[0] }],
    });
    expect(onCreate.json().name).toBe('contentDoesNotBelongToGallery');

    const unknown = await call(
      'POST',
      '/admin/galleries',
      galleryAdmin,
      gallery({ images: [{ file: randomUUID() }] }),
    );
    expect(unknown.json().name).toBe('fileNotFound');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { payload, contentType } = await multipart(pdf, 'rules.pdf');
    const pdfUuid = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/files',
        headers: { 'id-token': galleryAdmin, 'content-type': contentType },
        payload,
      })
    ).json().uuid;
    const notImage = await call(
      'POST',
      '/admin/galleries',
      galleryAdmin,
      gallery({ images: [{ file: pdfUuid }] }),
    );
    expect(notImage.json().name).toBe('fileNotFound');

    const wrong = await call(
      'PUT',
      `/admin/galleries/${one.uuid}`,
      galleryAdmin,
      gallery({ uuid: randomUUID() }),
    );
    expect(wrong.json().name).toBe('uuidInUrlAndUuidInBodyAreNotSame');
    const missing = await call('PUT', `/admin/galleries/${randomUUID()}`, galleryAdmin, gallery());
    expect(missing.json().name).toBe('galleryNotFound');
  });

  it('show the public their images in order, captions in their language, and a lock for members-only ones', async () => {
    const feature = (
      await membershipServices(ctx.database).features.create(
        featureInput.parse({ name: { cs: 'Galerie pro členy' }, type: 'display' }),
      )
    ).uuid;
    const open = (
      await call(
        'POST',
        '/admin/galleries',
        galleryAdmin,
        gallery({ title: { cs: 'Veřejná', sk: 'Verejná' } }),
      )
    ).json();
    const locked = (
      await call(
        'POST',
        '/admin/galleries',
        galleryAdmin,
        gallery({ title: { cs: 'Jen členové' }, requiredFeatureUuids: [feature] }),
      )
    ).json();

    const detail = await ctx.app.inject({
      url: `/api/v1/galleries/${open.uuid}`,
      headers: { 'x-app-lang': 'sk' },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().title).toBe('Verejná');
    expect(detail.json().images.map((i: { caption: string }) => i.caption)).toEqual([
      'Fotka SK 1',
      'Fotka SK 2',
      'Fotka SK 3',
    ]);
    expect(detail.json().images[0].image.srcset).toContain('320w');
    // Without a cover of its own, the first image is the cover.
    expect(detail.json().image.url).toBe(detail.json().images[0].image.url);

    const list = await call('GET', '/galleries');
    const listedLocked = list.json().data.find((g: { uuid: string }) => g.uuid === locked.uuid);
    expect(listedLocked).toMatchObject({
      title: 'Jen členové',
      imageCount: 3,
      requiredFeatureUuids: [feature],
    });
    expect(listedLocked.image).not.toBeNull();
    expect(listedLocked).not.toHaveProperty('images');

    const visitor = await call('GET', `/galleries/${locked.uuid}`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      name: 'userHasNotPermissionForContent',
      details: { requiredFeatureUuids: [feature] },
    });
    expect((await call('GET', `/galleries/${locked.uuid}`, galleryAdmin)).statusCode).toBe(200);
  });

  it('keeps scheduled galleries from the public and shows them to editors', async () => {
    const later = (
      await call('POST', '/admin/galleries', galleryAdmin, gallery({ publishedAt: '2999-01-01T00:00:00Z' }))
    ).json();
    expect((await call('GET', `/galleries/${later.uuid}`)).json().name).toBe('contentHasNotBeenPublishedYet');
    expect((await call('GET', `/galleries/${later.uuid}`, contentAdmin)).statusCode).toBe(200);
    expect((await call('GET', `/galleries/${randomUUID()}`)).json().name).toBe('galleryNotFound');
  });
});
