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
  /** Where answers go (the visitor who wrote from the contact page), when not to the sender. */
  replyTo?: { name: string; address: string };
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

export function createMailer(config: Pick<Config['mail'], 'from' | 'transport'>): Mailer {
  return config.transport.kind === 'smtp'
    ? createSmtpMailer({ url: config.transport.url, from: config.from })
    : createOutboxMailer({ dir: config.transport.dir, from: config.from });
}
