import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'tribuna-outbox-')), 'outbox');
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

/** Decodes a quoted-printable part as nodemailer writes it (soft line breaks and =XX bytes). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('the outbox mailer', () => {
  it('writes each e-mail as an RFC 822 .eml file, in the order sent', async () => {
    const mailer = createMailer({
      from: 'Tribuna <no-reply@tribuna.local>',
      transport: { kind: 'outbox', dir },
    });
    await mailer.send({ to: 'jana@example.com', subject: 'First', text: 'Hello' });
    await mailer.send({
      to: 'petr@example.com',
      subject: 'Obnovení hesla',
      text: 'Dobrý den, nové heslo si nastavíte zde: https://example.com/obnova-hesla?oobCode=abc',
      html: '<p>Dobrý den</p>',
    });
    await mailer.close();

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);

    const first = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(first).toMatch(/^From: Tribuna <no-reply@tribuna\.local>$/m);
    expect(first).toMatch(/^To: jana@example\.com$/m);
    expect(first).toMatch(/^Subject: First$/m);
    expect(first).toMatch(/^Message-ID: <.+>$/m);
    expect(first).toContain('Hello');

    const second = await readFile(path.join(dir, files[1]!), 'utf8');
    expect(second).toMatch(/^To: petr@example\.com$/m);
    expect(second).toMatch(/^Subject: =\?UTF-8\?Q\?Obnoven=C3=AD_hesla\?=$/m);
    expect(second).toContain('multipart/alternative');
    expect(quotedPrintable(second)).toContain(
      'Dobrý den, nové heslo si nastavíte zde: https://example.com/obnova-hesla?oobCode=abc',
    );
  });
});
