import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let contentAdmin: string;
let articleAdmin: string;

const call = tokenCaller(() => ctx.app);

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Jana Nováková',
  email: 'jana@example.com',
  subject: 'Vstup s kočárkem',
  message: 'Dobrý den, lze na stadion s kočárkem?\nDěkuji.',
  consent: true,
  language: 'cs',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  [contentAdmin, articleAdmin] = await Promise.all([
    ctx.tokenAs(['content_admin']),
    ctx.tokenAs(['article_admin']),
  ]);
});
afterAll(() => ctx.close());

describe('the contact page', () => {
  it('keeps a visitor’s message for the staff and mails it to them, with the visitor to reply to', async () => {
    const before = ctx.mails.length;
    const res = await call('POST', '/contact', undefined, message());
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json();

    const mail = ctx.mails[before];
    expect(mail).toMatchObject({
      to: ctx.config.mail.contact,
      replyTo: { name: 'Jana Nováková', address: 'jana@example.com' },
      subject: '[Kontakt] Vstup s kočárkem',
    });
    expect(mail?.text).toContain('lze na stadion s kočárkem?');
    expect(mail?.text).toContain(`/admin/contact-messages/${uuid}/show`);

    const shown = await call('GET', `/admin/contact-messages/${uuid}`, contentAdmin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      uuid,
      name: 'Jana Nováková',
      email: 'jana@example.com',
      language: 'cs',
      handledAt: null,
    });
  });

  it('lets staff find, answer and delete messages; others may not read them', async () => {
    const slovak = (
      await call('POST', '/contact', undefined, message({ subject: 'Parkovanie', language: 'sk' }))
    ).json().uuid;
    const waiting = await call('GET', '/admin/contact-messages?handled=false&q=parkovanie', contentAdmin);
    expect(waiting.json()).toMatchObject({ total: 1, data: [{ uuid: slovak, language: 'sk' }] });

    const handled = await call('PUT', `/admin/contact-messages/${slovak}`, contentAdmin, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toEqual(expect.any(String));
    const answered = await call('GET', '/admin/contact-messages?handled=true', contentAdmin);
    expect(answered.json().data.map((m: { uuid: string }) => m.uuid)).toEqual([slovak]);
    const again = await call('PUT', `/admin/contact-messages/${slovak}`, contentAdmin, { handled: false });
    expect(again.json().handledAt).toBeNull();

    expect((await call('GET', '/admin/contact-messages', articleAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/admin/contact-messages')).statusCode).toBe(401);

    expect((await call('DELETE', `/admin/contact-messages/${slovak}`, contentAdmin)).statusCode).toBe(200);
    const gone = await call('GET', `/admin/contact-messages/${slovak}`, contentAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().name).toBe('contactMessageNotFound');
  });

  it('refuses a message without consent or with bad fields, naming them, and keeps nothing', async () => {
    const count = async () => (await call('GET', '/admin/contact-messages', contentAdmin)).json().total;
    const mails = ctx.mails.length;
    const stored = await count();
    for (const [body, field] of [
      [message({ consent: false }), 'body.consent'],
      [message({ consent: undefined }), 'body.consent'],
      [message({ email: 'not-an-address' }), 'body.email'],
      [message({ name: '   ' }), 'body.name'],
      [message({ message: 'x'.repeat(5001) }), 'body.message'],
      [message({ subject: 'a\u0000b' }), null],
    ] as const) {
      const res = await call('POST', '/contact', undefined, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().name).toBe('badRequest');
      if (field) expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await count()).toBe(stored);
    expect(ctx.mails.length).toBe(mails);
  });
});
