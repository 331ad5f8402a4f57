import nodemailer from 'nodemailer';
import type { Mailer } from './mail';

/** E-mail through an SMTP server (`SMTP_URL`; nodemailer options such as `?pool=true` ride in its query). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
