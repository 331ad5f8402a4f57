import type {
  AdminContactMessage,
  AdminContactMessageListQuery,
  ContactMessageInput,
} from '@tribuna/common/schemas/contact';
import type { ContactMessageRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import type { ContactMessagesRepository } from './contactMessages.repository';

export function toAdminContactMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The contact page's messages: each is kept (staff answer it from the back office, where it waits
 * until marked answered) and sent to the staff's mailbox, with the visitor's address to reply to.
 */
export function createContactMessagesService(deps: {
  messages: ContactMessagesRepository;
  mailer: Mailer;
  /** Where the staff read the messages (CONTACT_EMAIL). */
  staffAddress: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const found = (row: ContactMessageRow | null): ContactMessageRow => {
    if (!row) throw new ProductError('contactMessageNotFound');
    return row;
  };
  return {
    /** Stores a message and tells staff, linking to it on `origin` (the sender's request's). */
    async send(input: ContactMessageInput, origin = deps.publicUrl): Promise<ContactMessageRow> {
      const row = await deps.messages.insert({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: input.language,
      });
      // Stored first: a mail server that does not answer loses nothing, staff see it in the back office.
      await deps.mailer.send({
        to: deps.staffAddress,
        replyTo: { name: input.name, address: input.email },
        subject: `[Kontakt] ${input.subject.replace(/[\r\n]+/g, ' ')}`,
        text:
          `${input.name} <${input.email}> (${input.language}):\n\n${input.message}\n\n` +
          `— ${origin}/admin/contact-messages/${row.uuid}/show\n`,
      });
      return row;
    },
    list: (query: AdminContactMessageListQuery) => deps.messages.list(query),
    get: async (uuid: string) => found(await deps.messages.findByUuid(uuid)),
    setHandled: async (uuid: string, handled: boolean) =>
      found(await deps.messages.setHandled(uuid, handled ? now() : null)),
    remove: async (uuid: string) => found(await deps.messages.delete(uuid)),
  };
}

export type ContactMessagesService = ReturnType<typeof createContactMessagesService>;
