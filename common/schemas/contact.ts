import { apiComponents } from './registry';
import { z } from 'zod';
import { email, formError, requiredString } from '../validation';
import { adminListQuery, languageSchema, uuidSchema } from './common';

/** `POST /contact`: a visitor's message from the contact page (spec section 2, `/kontakt`). */
export const contactMessageInput = z.object({
  name: requiredString(200),
  email: email().pipe(z.string().max(320, formError.lengthMax)),
  subject: requiredString(200),
  message: requiredString(5000),
  /** Consent to keeping the message and the address to answer it; the form cannot be sent without it. */
  consent: z.literal(true, { error: formError.required }),
  language: languageSchema.default('cs'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const adminContactMessage = z
  .object({
    uuid: uuidSchema,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    language: languageSchema,
    /** When staff marked it answered; null while it waits. */
    handledAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminContactMessage' });
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

/** `PUT /admin/contact-messages/{uuid}`: staff mark a message answered, or waiting again. */
export const contactMessageUpdate = z.object({ handled: z.boolean() });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdate>;

export const adminContactMessageSortFields = ['createdAt', 'name', 'subject'] as const;
export type AdminContactMessageSort = (typeof adminContactMessageSortFields)[number];
export const adminContactMessageListQuery = adminListQuery(adminContactMessageSortFields).extend({
  /** `true`: only answered ones, `false`: only those waiting. */
  handled: z.enum(['true', 'false']).optional(),
});
export type AdminContactMessageListQuery = z.infer<typeof adminContactMessageListQuery>;
