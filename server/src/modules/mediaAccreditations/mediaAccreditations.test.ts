import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditationAttachment } from '@tribuna/common/schemas/mediaAccreditations';
import type { CaptchaAction, CaptchaVerdict, CaptchaVerifier } from '../../integrations/captcha/captcha';
import { tokenCaller, type ApiMethod } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

const pressCard = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const fields = (over: Record<string, string | undefined> = {}) =>
  Object.fromEntries(
    Object.entries({
      name: 'Petra Svobodová',
      medium: 'Deník Sport',
      email: 'petra@sport.example.com',
      phone: '+420 777 123 456',
      event: 'Sezóna 2026/27',
      note: 'Fotografka, dva objektivy.',
      consent: 'true',
      language: 'cs',
      ...over,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The form as a browser sends it: the fields, then the file. */
async function form(
  values: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; field?: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  if (file) body.append(file.field ?? 'attachment', new Blob([file.bytes]), file.name);
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

async function apply(
  ctx: TestContext,
  values: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; field?: string },
  captchaToken?: string,
) {
  const { payload, contentType } = await form(values, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/media-accreditations',
    headers: {
      'content-type': contentType,
      ...(captchaToken && { 'google-recaptcha-token': captchaToken }),
    },
    payload,
  });
}

const call = (ctx: TestContext, method: ApiMethod, url: string, token?: string, payload?: unknown) =>
  tokenCaller(() => ctx.app)(method, url, token, payload);

/** Every file under the storage folder (the harness gives each context its own). */
const storedFiles = (ctx: TestContext) => {
  const storage = ctx.config.storage;
  if (storage.kind !== 'disk') throw new Error('disk storage expected');
  return readdirSync(storage.dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(storage.dir.length + 1)}/${entry.name}`);
};

describe('media accreditation', () => {
  let ctx: TestContext;
  let contentAdmin: string;
  let articleAdmin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    [contentAdmin, articleAdmin] = await Promise.all([
      ctx.tokenAs(['content_admin']),
      ctx.tokenAs(['article_admin']),
    ]);
  });
  afterAll(() => ctx.close());

  const count = async () =>
    (await call(ctx, 'GET', '/admin/media-accreditations', contentAdmin)).json().total;

  it('keeps an application with its press card for staff, who read the card and approve it with a note', async () => {
    const before = ctx.mails.length;
    const res = await apply(ctx, fields(), { bytes: pressCard, name: 'prukaz.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json();
    expect(ctx.mails[before]).toMatchObject({
      to: ctx.config.mail.contact,
      replyTo: { address: 'petra@sport.example.com' },
    });

    const shown = await call(ctx, 'GET', `/admin/media-accreditations/${uuid}`, contentAdmin);
    expect(shown.json()).toMatchObject({
      uuid,
      name: 'Petra Svobodová',
      medium: 'Deník Sport',
      phone: '+420777123456',
      event: 'Sezóna 2026/27',
      status: 'pending',
      reviewedAt: null,
      attachment: { mime: 'application/pdf', originalName: 'prukaz.pdf', size: pressCard.length },
    });

    const card = await call(ctx, 'GET', `/admin/media-accreditations/${uuid}/attachment`, contentAdmin);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['content-disposition']).toBe(`attachment; filename="accreditation-${uuid}.pdf"`);
    expect(card.rawPayload.equals(pressCard)).toBe(true);

    // The card is kept privately: not in the files library, and not at any public address.
    const library = await call(ctx, 'GET', '/admin/files', contentAdmin);
    expect(library.json().total).toBe(0);
    const [privateKey] = storedFiles(ctx).filter((key) => key.includes('/private.'));
    expect(privateKey).toMatch(/^[0-9a-f-]{36}\/private\.pdf$/);
    expect((await ctx.app.inject({ url: `/media/files/${privateKey}` })).statusCode).toBe(404);

    const approved = await call(ctx, 'PUT', `/admin/media-accreditations/${uuid}`, contentAdmin, {
      status: 'approved',
      reviewNote: 'Vstup B, tribuna pro média.',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewNote: 'Vstup B, tribuna pro média.' });
    expect(approved.json().reviewedAt).toEqual(expect.any(String));
  });

  it('lets staff filter by state and event, reject, and delete (the card goes too); others may not', async () => {
    const cup = (
      await apply(ctx, fields({ event: 'Pohár – finále', medium: 'Rádio Sever' }), {
        bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: 'blue' } })
          .png()
          .toBuffer(),
        name: 'karta.png',
      })
    ).json().uuid;
    const waiting = await call(
      ctx,
      'GET',
      '/admin/media-accreditations?status=pending&event=pohar',
      contentAdmin,
    );
    expect(waiting.json()).toMatchObject({
      total: 1,
      data: [{ uuid: cup, attachment: { mime: 'image/png' } }],
    });

    const rejected = await call(ctx, 'PUT', `/admin/media-accreditations/${cup}`, contentAdmin, {
      status: 'rejected',
      reviewNote: 'Kapacita je plná.',
    });
    expect(rejected.json().status).toBe('rejected');
    const byState = await call(ctx, 'GET', '/admin/media-accreditations?status=rejected', contentAdmin);
    expect(byState.json().data.map((a: { uuid: string }) => a.uuid)).toEqual([cup]);

    expect((await call(ctx, 'GET', '/admin/media-accreditations', articleAdmin)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/admin/media-accreditations/${cup}/attachment`)).statusCode).toBe(401);

    const filesBefore = storedFiles(ctx).length;
    expect((await call(ctx, 'DELETE', `/admin/media-accreditations/${cup}`, contentAdmin)).statusCode).toBe(
      200,
    );
    expect(storedFiles(ctx).length).toBe(filesBefore - 1);
    const gone = await call(ctx, 'GET', `/admin/media-accreditations/${cup}`, contentAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('mediaAccreditationNotFound');
  });

  it('keeps one pending application per e-mail, whatever its case, until staff decide it', async () => {
    const card = { bytes: pressCard, name: 'prukaz.pdf' };
    const email = 'Jan.Novak@Radio.example.com';
    const first = await apply(ctx, fields({ email, event: 'Derby' }), card);
    expect(first.statusCode, first.body).toBe(201);
    const stored = await count();
    const files = storedFiles(ctx).length;

    // The same address in other letters, for another event too: refused, and nothing is kept.
    const again = await apply(ctx, fields({ email: email.toLowerCase(), event: 'Pohár' }), card);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      name: 'mediaAccreditationAlreadyPending',
      details: { email: email.toLowerCase() },
    });
    expect(await count()).toBe(stored);
    expect(storedFiles(ctx).length).toBe(files);

    // Another address is not held back.
    const colleague = await apply(ctx, fields({ email: 'eva@radio.example.com' }), card);
    expect(colleague.statusCode).toBe(201);

    // Once staff have decided the first, the journalist may apply again.
    const decided = await call(ctx, 'PUT', `/admin/media-accreditations/${first.json().uuid}`, contentAdmin, {
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const next = await apply(ctx, fields({ email: email.toUpperCase(), event: 'Pohár' }), card);
    expect(next.statusCode, next.body).toBe(201);
  });

  it('takes images and PDFs only, by their content, and keeps nothing of a refused upload', async () => {
    const stored = await count();
    const files = storedFiles(ctx).length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    // A real audio file (an Ogg page) is a file Tribuna takes from staff, but not as a press card.
    const ogg = Buffer.concat([
      Buffer.from('OggS\0\x02', 'binary'),
      Buffer.alloc(22, 0),
      Buffer.from('\x01vorbis', 'binary'),
      Buffer.alloc(200, 0),
    ]);
    for (const [bytes, name] of [
      [elf, 'prukaz.pdf'],
      [html, 'prukaz.png'],
      [ogg, 'prukaz.pdf'],
    ] as const) {
      const res = await apply(ctx, fields(), { bytes, name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().name, name).toBe('fileDoesNotHaveAnAcceptableExtension');
    }
    const head = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const large = await apply(ctx, fields(), {
      bytes: Buffer.concat([head, Buffer.alloc(accreditationAttachment.maxBytes, 0)]),
      name: 'velky.png',
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().name).toBe('payloadTooLarge');
    expect(await count()).toBe(stored);
    expect(storedFiles(ctx).length).toBe(files);
  });

  it('names the bad fields and a missing card before storing any file', async () => {
    const stored = await count();
    const files = storedFiles(ctx).length;
    for (const [values, file, field] of [
      [fields({ consent: undefined }), true, 'body.consent'],
      [fields({ email: 'nikdo' }), true, 'body.email'],
      [fields({ phone: '12' }), true, 'body.phone'],
      [fields({ medium: '  ' }), true, 'body.medium'],
      [fields(), false, 'body.attachment'],
    ] as const) {
      const res = await apply(ctx, values, file ? { bytes: pressCard, name: 'a.pdf' } : undefined);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().name).toBe('badRequest');
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const wrongPart = await apply(ctx, fields(), { bytes: pressCard, name: 'a.pdf', field: 'file' });
    expect(wrongPart.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/media-accreditations',
      payload: fields(),
    });
    expect(json.statusCode).toBe(415);
    expect(await count()).toBe(stored);
    expect(storedFiles(ctx).length).toBe(files);
  });

  it('answers a card cut off before its closing boundary, or no multipart at all, with badRequest at once', async () => {
    const stored = await count();
    const files = storedFiles(ctx).length;
    const { payload, contentType } = await form(fields({ email: 'cut@sport.example.com' }), {
      bytes: Buffer.concat([pressCard, Buffer.alloc(20_000, 32)]),
      name: 'card.pdf',
    });
    const boundary = contentType.split('boundary=')[1]!;
    const cases: [string, string, Buffer][] = [
      ['cut off', contentType, payload.subarray(0, payload.indexOf(`\r\n--${boundary}--`))],
      ['cut off in the card', contentType, payload.subarray(0, payload.length - 10_000)],
      ['no boundary', 'multipart/form-data', payload],
      ['not multipart', contentType, Buffer.from('xx')],
    ];
    for (const [label, type, body] of cases) {
      const res = await Promise.race([
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/media-accreditations',
          headers: { 'content-type': type },
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
    }
    expect(await count()).toBe(stored);
    expect(storedFiles(ctx).length).toBe(files);
  });
});

/** Passes the token `good-<action>`, fails anything else. */
const fakeCaptcha: CaptchaVerifier = {
  async verify(token: string, action: CaptchaAction): Promise<CaptchaVerdict> {
    return token === `good-${action}` ? 'passed' : 'failed';
  },
};

describe('media accreditation against abuse', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key', RATE_LIMIT_PER_IP: '3' },
      { captcha: fakeCaptcha },
    );
  });
  afterAll(() => ctx.close());

  it('asks for the captcha of its own action, and limits the applications per address', async () => {
    const card = { bytes: pressCard, name: 'prukaz.pdf' };
    for (const token of [undefined, 'good-contact-form']) {
      const res = await apply(ctx, fields(), card, token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.json()).toMatchObject({ name: 'badRequest', details: { captcha: 'failed' } });
    }
    expect((await apply(ctx, fields(), card, 'good-media-accreditation')).statusCode).toBe(201);
    const flood = await apply(ctx, fields(), card, 'good-media-accreditation');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().name).toBe('tooManyRequests');
    expect(storedFiles(ctx)).toHaveLength(1);
  });
});
