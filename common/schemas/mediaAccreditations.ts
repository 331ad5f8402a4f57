import { apiComponents } from './registry';
import { z } from 'zod';
import { email, formError, phone, requiredString } from '../validation';
import { adminListQuery, languageSchema, uuidSchema } from './common';
import { fileKinds } from './files';

/**
 * The press card (or other proof) a journalist sends with the accreditation form: images or a PDF
 * only, judged by the file's content like every upload, and smaller than the staff's own uploads.
 */
export const accreditationAttachment = {
  kinds: ['image', 'pdf'] as const,
  maxBytes: 10 * 1024 * 1024,
  /** What the file picker offers; the server decides by content, whatever the browser sends. */
  accept: [...fileKinds.image.mimes, ...fileKinds.pdf.mimes].join(','),
};

/**
 * `POST /media-accreditations` (multipart): the text fields of the `/pro-media` form. They come
 * as form fields before the `attachment` file part, so the server checks them before it stores
 * any byte of the file.
 */
export const mediaAccreditationInput = z.object({
  name: requiredString(200),
  medium: requiredString(200),
  email: email().pipe(z.string().max(320, formError.lengthMax)),
  phone: phone(),
  /** The event or the season the accreditation is for. */
  event: requiredString(300),
  note: z.string().trim().max(3000, formError.lengthMax).default(''),
  /** Consent to keeping the data and the card for the review; the form cannot be sent without it. */
  consent: z.literal(true, { error: formError.required }),
  language: languageSchema.default('cs'),
});
export type MediaAccreditationInput = z.infer<typeof mediaAccreditationInput>;

/** The same fields as a multipart form carries them: strings only (`consent` is `"true"`). */
export const mediaAccreditationFormFields = mediaAccreditationInput.extend({
  consent: z.literal('true', { error: formError.required }).transform(() => true as const),
});

export const mediaAccreditationStatuses = ['pending', 'approved', 'rejected'] as const;
export const mediaAccreditationStatus = z.enum(mediaAccreditationStatuses);
export type MediaAccreditationStatus = z.infer<typeof mediaAccreditationStatus>;

export const adminMediaAccreditation = z
  .object({
    uuid: uuidSchema,
    name: z.string(),
    medium: z.string(),
    email: z.string(),
    phone: z.string(),
    event: z.string(),
    note: z.string(),
    language: languageSchema,
    status: mediaAccreditationStatus,
    /** What staff wrote when they decided (sent to nobody; for the staff's own record). */
    reviewNote: z.string(),
    reviewedAt: z.string().nullable(),
    attachment: z.object({ mime: z.string(), originalName: z.string(), size: z.number().int() }).nullable(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminMediaAccreditation' });
export type AdminMediaAccreditation = z.infer<typeof adminMediaAccreditation>;

/** `PUT /admin/media-accreditations/{uuid}`: staff approve or reject (or put back to waiting), with a note. */
export const mediaAccreditationReview = z.object({
  status: mediaAccreditationStatus,
  reviewNote: z.string().trim().max(3000, formError.lengthMax).default(''),
});
export type MediaAccreditationReview = z.infer<typeof mediaAccreditationReview>;

export const adminMediaAccreditationSortFields = ['createdAt', 'name', 'medium', 'status'] as const;
export type AdminMediaAccreditationSort = (typeof adminMediaAccreditationSortFields)[number];
export const adminMediaAccreditationListQuery = adminListQuery(adminMediaAccreditationSortFields).extend({
  status: mediaAccreditationStatus.optional(),
  /** Part of the event or season's name. */
  event: z.string().trim().max(300).optional(),
});
export type AdminMediaAccreditationListQuery = z.infer<typeof adminMediaAccreditationListQuery>;
