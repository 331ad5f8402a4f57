import type { Config } from '../../config';
import { createOutboxMailer } from './outboxMailer';
import { createSmtpMailer } from './smtpMailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail: through SMTP in production, into the outbox folder by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config['mail']): Mailer {
  return config.transport.kind === 'smtp'
    ? createSmtpMailer({ url: config.transport.url, from: config.from })
    : createOutboxMailer({ dir: config.transport.dir, from: config.from });
}
