import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mail';

/**
 * The local stand-in for SMTP: every e-mail becomes an RFC 822 `.eml` file in `dir` (any mail
 * client opens it), named so that the files sort by time of sending.
 */
export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message);
    },
    async close() {
      transport.close();
    },
  };
}
