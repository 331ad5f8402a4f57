import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKinds, maxImagePixels } from '@tribuna/common/schemas/files';
import { createTestContext, type TestContext } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

let ctx: TestContext;
let storageAdmin: string;
let editor: string;
let member: string;

const upload = async (app: TestContext['app'], token: string, bytes: Uint8Array, filename: string) => {
  const { payload, contentType } = await multipart(bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/files',
    headers: { 'id-token': token, 'content-type': contentType },
    payload,
  });
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A PNG whose header declares `width` × `height` (8-bit grey), with the pixels of its first rows only. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 16, 0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  [storageAdmin, editor, member] = await Promise.all([
    ctx.tokenAs(['file_storage_admin']),
    ctx.tokenAs(['article_admin']),
    ctx.tokenAs(['user']),
  ]);
});
afterAll(() => ctx.close());

describe('uploads are judged by their content', () => {
  it('accepts a real photo under a wrong name, measures it and serves responsive sizes for a year', async () => {
    const res = await upload(ctx.app, editor, await photo(800, 500), 'notes.txt');
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      width: 800,
      height: 500,
      originalName: 'notes.txt',
    });
    expect(file.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 800]);

    const original = await ctx.app.inject({ url: file.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const small = await ctx.app.inject({ url: file.variants[0].url });
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
  });

  it('cuts each size from the image as it is shown: turned by its EXIF orientation, with its transparency and its frames', async () => {
    const variantOf = async (bytes: Buffer, name: string, width: number) => {
      const res = await upload(ctx.app, editor, bytes, name);
      expect(res.statusCode, name).toBe(201);
      const file = res.json();
      const variant = file.variants.find((v: { width: number }) => v.width === width);
      const served = await ctx.app.inject({ url: variant.url });
      return { file, meta: await sharp(served.rawPayload, { animated: true }).metadata() };
    };
    // Stored 600 × 400, shown 400 × 600 (orientation 6: turned a quarter clockwise).
    const turned = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c81e28' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const portrait = await variantOf(turned, 'turned.jpg', 320);
    expect(portrait.file).toMatchObject({ width: 400, height: 600 });
    expect(portrait.file.variants.map((v: { width: number }) => v.width)).toEqual([320, 400]);
    expect(portrait.meta).toMatchObject({ width: 320, height: 480 });

    const transparent = await sharp({
      create: { width: 700, height: 350, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const clear = await variantOf(transparent, 'clear.png', 640);
    expect(clear.meta).toMatchObject({ width: 640, height: 320, hasAlpha: true });

    const frames = await Promise.all(
      ['#ff0000', '#0000ff'].map((background) =>
        sharp({ create: { width: 700, height: 100, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 700, height: 200, channels: 3, pageHeight: 100 },
    })
      .gif()
      .toBuffer();
    const animated = await variantOf(gif, 'animated.gif', 320);
    expect(animated.meta).toMatchObject({ width: 320, pages: 2 });
  });

  it('refuses a renamed executable and a text file, whatever their names', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
    const windows = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0)]);
    for (const [bytes, name] of [
      [elf, 'holiday.jpg'],
      [windows, 'invoice.pdf'],
      [Buffer.from('<script>alert(1)</script>'), 'song.mp3'],
    ] as const) {
      const res = await upload(ctx.app, editor, bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().name, name).toBe('fileDoesNotHaveAnAcceptableExtension');
    }
    const list = await ctx.app.inject({ url: '/api/v1/admin/files', headers: { 'id-token': storageAdmin } });
    expect(list.json().data.map((f: { originalName: string }) => f.originalName)).not.toContain(
      'holiday.jpg',
    );
  });

  it('takes a PDF as a PDF', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await upload(ctx.app, editor, pdf, 'rules');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'pdf', mime: 'application/pdf', width: null, variants: [] });
  });

  it('stops an image larger than the image limit while it streams', async () => {
    const head = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const huge = Buffer.concat([head, Buffer.alloc(fileKinds.image.maxBytes, 0)]);
    const res = await upload(ctx.app, editor, huge, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().name).toBe('payloadTooLarge');
  });

  it('refuses an image with more pixels than are taken, read from its header, and keeps nothing of it', async () => {
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/v1/admin/files', headers: { 'id-token': storageAdmin } })).json()
        .total as number;
    const before = await listed();
    // The decompression bomb of the probe: a PNG that declares 12,000 × 12,000 (144 MP) and brings
    // a few rows (a decoder would fill in the rest).
    const bomb = pngDeclaring(12_000, 12_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(ctx.app, editor, bomb, 'bomb.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'imageTooLarge',
      details: { width: 12_000, height: 12_000, maxPixels: maxImagePixels },
    });
    expect(await listed()).toBe(before);
  });

  it('cuts four images uploaded at once, one after another', async () => {
    const results = await Promise.all(
      [0, 1, 2, 3].map(async (i) => upload(ctx.app, editor, await photo(700 + i, 400), `together-${i}.jpg`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.json().width)).toEqual([700, 701, 702, 703]);
  });

  it('answers a body that is not multipart, or has no file part, with a catalogue error', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files',
      headers: { 'id-token': editor },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().name).toBe('unsupportedMediaType');
    const { payload, contentType } = await multipart(await photo(10, 10), 'a.jpg', 'other');
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files',
      headers: { 'id-token': editor, 'content-type': contentType },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().name).toBe('badRequest');
  });

  it('answers a body cut off before its closing boundary, or no multipart at all, with badRequest at once', async () => {
    const { payload, contentType } = await multipart(await photo(64, 64), 'cut.jpg');
    const boundary = contentType.split('boundary=')[1]!;
    const cases: [string, string, Buffer][] = [
      ['cut off', contentType, payload.subarray(0, payload.indexOf(`\r\n--${boundary}--`))],
      ['cut off in the headers of its part', contentType, payload.subarray(0, 40)],
      ['no boundary', 'multipart/form-data', payload],
      ['not multipart', contentType, Buffer.from('xx')],
    ];
    for (const [label, type, body] of cases) {
      const started = Date.now();
      const res = await Promise.race([
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/admin/files',
          headers: { 'id-token': editor, 'content-type': type },
          payload: body,
        }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${label}: no answer in 5 s`)), 5000),
        ),
      ]);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({
        name: 'badRequest',
        details: { reason: 'malformedMultipart' },
      });
      expect(Date.now() - started, label).toBeLessThan(5000);
    }
    const list = await ctx.app.inject({ url: '/api/v1/admin/files', headers: { 'id-token': storageAdmin } });
    expect(list.json().data.map((f: { originalName: string }) => f.originalName)).not.toContain('cut.jpg');
  });
});

describe('file administration', () => {
  it('lets editors upload and read, the file storage admin delete, and members nothing', async () => {
    const uuid = (await upload(ctx.app, editor, await photo(100, 60), 'crest.jpg')).json().uuid;
    const asMember = await upload(ctx.app, member, await photo(10, 10), 'x.jpg');
    expect(asMember.statusCode).toBe(403);

    const byEditor = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${uuid}`,
      headers: { 'id-token': editor },
    });
    expect(byEditor.statusCode).toBe(403);

    const shown = await ctx.app.inject({
      url: `/api/v1/admin/files/${uuid}`,
      headers: { 'id-token': editor },
    });
    expect(shown.json()).toMatchObject({ uuid, originalName: 'crest.jpg' });
    const filtered = await ctx.app.inject({
      url: '/api/v1/admin/files?kind=image&q=crest',
      headers: { 'id-token': storageAdmin },
    });
    expect(filtered.json().data.map((f: { uuid: string }) => f.uuid)).toEqual([uuid]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${uuid}`,
      headers: { 'id-token': storageAdmin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: shown.json().url })).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${uuid}`,
      headers: { 'id-token': storageAdmin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().name).toBe('fileNotFound');
  });
});

describe('files that content uses', () => {
  it('refuses to delete a file still shown by content, naming the content, and deletes nothing', async () => {
    const content = (await ctx.signInAs(['content_admin'])).token;
    const cover = (await upload(ctx.app, editor, await photo(300, 200), 'cover.jpg')).json();
    const inText = (await upload(ctx.app, editor, await photo(200, 100), 'inline.jpg')).json();
    const article = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/articles',
      headers: { 'id-token': content },
      payload: {
        title: { cs: 'Nový dres' },
        perex: { cs: 'Představení' },
        body: { cs: `<p>Dres</p><img src="${inText.url}" alt="dres">` },
        image: cover.uuid,
        publishedAt: null,
      },
    });
    expect(article.statusCode, article.body).toBe(201);
    const gallery = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/galleries',
      headers: { 'id-token': content },
      payload: { title: { cs: 'Focení' }, perex: { cs: 'Ze zákulisí' }, images: [{ file: cover.uuid }] },
    });
    expect(gallery.statusCode, gallery.body).toBe(201);

    const remove = (uuid: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/files/${uuid}`,
        headers: { 'id-token': storageAdmin },
      });
    const refused = await remove(cover.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ name: 'fileInUse', details: { uuid: cover.uuid } });
    expect(refused.json().details.usedBy).toEqual(
      expect.arrayContaining([
        { type: 'ARTICLE', uuid: article.json().uuid, title: 'Nový dres' },
        { type: 'GALLERY', uuid: gallery.json().uuid, title: 'Focení' },
      ]),
    );
    const inBody = await remove(inText.uuid);
    expect(inBody.statusCode).toBe(409);
    expect(inBody.json().details.usedBy).toEqual([
      { type: 'ARTICLE', uuid: article.json().uuid, title: 'Nový dres' },
    ]);
    // Nothing went: the file, its bytes and the content that shows it are all still there.
    expect((await ctx.app.inject({ url: cover.url })).statusCode).toBe(200);
    const still = await ctx.app.inject({
      url: `/api/v1/admin/galleries/${gallery.json().uuid}`,
      headers: { 'id-token': content },
    });
    expect(still.json().images.map((i: { file: string }) => i.file)).toEqual([cover.uuid]);

    // Once the content lets go of it, it can be deleted.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/galleries/${gallery.json().uuid}`,
      headers: { 'id-token': content },
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/articles/${article.json().uuid}`,
      headers: { 'id-token': content },
    });
    expect((await remove(cover.uuid)).statusCode).toBe(200);
    expect((await remove(inText.uuid)).statusCode).toBe(200);
  });
});

describe('byte ranges, for players that seek', () => {
  it('answers a range with 206 and its part, a range past the end with 416, and no range with all', async () => {
    const file = (await upload(ctx.app, editor, await photo(640, 480), 'stadion.jpg')).json();
    const whole = await ctx.app.inject({ url: file.url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const bytes = whole.rawPayload;
    const size = bytes.length;

    const first = await ctx.app.inject({ url: file.url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const open = await ctx.app.inject({ url: file.url, headers: { range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);
    const suffix = await ctx.app.inject({ url: file.url, headers: { range: 'bytes=-5' } });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 5))).toBe(true);

    const past = await ctx.app.inject({ url: file.url, headers: { range: `bytes=${size}-${size + 10}` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    // A header that is no byte range gets the whole file, as HTTP says.
    const odd = await ctx.app.inject({ url: file.url, headers: { range: 'items=0-1' } });
    expect(odd.statusCode).toBe(200);
    expect(odd.rawPayload.length).toBe(size);
    const missing = await ctx.app.inject({
      url: file.url.replace(/original\.jpg$/, 'w9999.webp'),
      headers: { range: 'bytes=0-1' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('S3-compatible storage', () => {
  let s3: S3rver;
  let dir: string;
  let s3ctx: TestContext;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'tribuna', configs: [] }],
    });
    const { port } = await s3.run();
    s3ctx = await createTestContext({
      S3_BUCKET: 'tribuna',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await s3ctx.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, serves and deletes through the object storage', async () => {
    const token = (await s3ctx.signInAs(['file_storage_admin'])).token;
    const res = await upload(s3ctx.app, token, await photo(400, 300), 'stand.jpg');
    expect(res.statusCode).toBe(201);
    const file = res.json();
    const served = await s3ctx.app.inject({ url: file.variants.at(-1).url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    const all = await s3ctx.app.inject({ url: file.url });
    // The original went up as a stream: it comes back as the same bytes, not in a transfer encoding's framing.
    expect(all.rawPayload.length).toBe(file.size);
    expect((await sharp(all.rawPayload).metadata()).format).toBe('jpeg');
    const part = await s3ctx.app.inject({ url: file.url, headers: { range: 'bytes=2-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-11/${file.size}`);
    expect(part.rawPayload.equals(all.rawPayload.subarray(2, 12))).toBe(true);

    await s3ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${file.uuid}`,
      headers: { 'id-token': token },
    });
    expect((await s3ctx.app.inject({ url: file.url })).statusCode).toBe(404);
  });
});
