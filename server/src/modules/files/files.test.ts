import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileKinds } from '@tribuna/common/schemas/files';
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

beforeAll(async () => {
  ctx = await createTestContext();
  [storageAdmin, editor, member] = await Promise.all([
    ctx.signInAs(['file_storage_admin']).then((u) => u.token),
    ctx.signInAs(['article_admin']).then((u) => u.token),
    ctx.signInAs(['user']).then((u) => u.token),
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

    await s3ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${file.uuid}`,
      headers: { 'id-token': token },
    });
    expect((await s3ctx.app.inject({ url: file.url })).statusCode).toBe(404);
  });
});
