import type { Readable } from 'node:stream';
import {
  accreditationAttachment,
  type AdminMediaAccreditation,
  type AdminMediaAccreditationListQuery,
  type MediaAccreditationInput,
  type MediaAccreditationReview,
} from '@tribuna/common/schemas/mediaAccreditations';
import type { MediaAccreditationRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ProductError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mail';
import type { FilesService } from '../files/files.service';
import type { MediaAccreditationsRepository } from './mediaAccreditations.repository';

export function toAdminMediaAccreditation(row: MediaAccreditationRow): AdminMediaAccreditation {
  return {
    uuid: row.uuid,
    name: row.name,
    medium: row.medium,
    email: row.email,
    phone: row.phone,
    event: row.event,
    note: row.note,
    language: row.language,
    status: row.status,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    attachment:
      row.attachmentKey && row.attachmentMime
        ? {
            mime: row.attachmentMime,
            originalName: row.attachmentName ?? '',
            size: row.attachmentSize ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Journalists apply for accreditation on `/pro-media` with a press card; staff approve or reject
 * each application in the back office. The card is kept privately by the files domain and is read
 * only by staff who may see the application.
 */
export function createMediaAccreditationsService(deps: {
  accreditations: MediaAccreditationsRepository;
  files: FilesService;
  mailer: Mailer;
  /** Where the staff are told of a new application (CONTACT_EMAIL). */
  staffAddress: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const found = (row: MediaAccreditationRow | null): MediaAccreditationRow => {
    if (!row) throw new ProductError('mediaAccreditationNotFound');
    return row;
  };
  return {
    /**
     * Stores the card first (judged by its content), then the application; a failure keeps neither.
     * One application per e-mail may await a decision (`mediaAccreditationAlreadyPending`): the
     * unique index decides between two sent at once.
     */
    async apply(
      input: MediaAccreditationInput,
      attachment: { file: Readable; filename: string } | null,
      /** Where staff's link in the notification leads: the origin of the request. */
      origin = deps.publicUrl,
    ): Promise<MediaAccreditationRow> {
      const alreadyPending = () =>
        new ProductError('mediaAccreditationAlreadyPending', { email: input.email });
      if (await deps.accreditations.hasPending(input.email)) throw alreadyPending();
      const stored = attachment
        ? await deps.files.storePrivate(attachment, {
            kinds: accreditationAttachment.kinds,
            maxBytes: accreditationAttachment.maxBytes,
          })
        : null;
      let row: MediaAccreditationRow;
      try {
        row = await deps.accreditations.insert({
          name: input.name,
          medium: input.medium,
          email: input.email,
          phone: input.phone,
          event: input.event,
          note: input.note,
          language: input.language,
          attachmentKey: stored?.key ?? null,
          attachmentMime: stored?.mime ?? null,
          attachmentName: stored?.originalName ?? null,
          attachmentSize: stored?.size ?? null,
        });
      } catch (error) {
        if (stored) await deps.files.deletePrivate([stored.key]);
        throw isUniqueViolation(error) ? alreadyPending() : error;
      }
      await deps.mailer.send({
        to: deps.staffAddress,
        replyTo: { name: input.name, address: input.email },
        subject: `[Akreditace] ${input.medium} – ${input.event}`.replace(/[\r\n]+/g, ' '),
        text:
          `${input.name} (${input.medium}) <${input.email}>, ${input.phone}\n${input.event}\n\n${input.note}\n\n` +
          `— ${origin}/admin/media-accreditations/${row.uuid}/show\n`,
      });
      return row;
    },
    list: (query: AdminMediaAccreditationListQuery) => deps.accreditations.list(query),
    get: async (uuid: string) => found(await deps.accreditations.findByUuid(uuid)),
    async review(uuid: string, review: MediaAccreditationReview) {
      return found(
        await deps.accreditations.update(uuid, {
          status: review.status,
          reviewNote: review.reviewNote,
          reviewedAt: review.status === 'pending' ? null : now(),
        }),
      );
    },
    /** The attached card's bytes, for staff. */
    async attachment(uuid: string) {
      const row = found(await deps.accreditations.findByUuid(uuid));
      const stored = row.attachmentKey ? await deps.files.readPrivate(row.attachmentKey) : null;
      if (!stored) throw new ProductError('fileNotFound', { uuid });
      return { ...stored, originalName: row.attachmentName ?? 'attachment' };
    },
    async remove(uuid: string) {
      const row = found(await deps.accreditations.delete(uuid));
      if (row.attachmentKey) await deps.files.deletePrivate([row.attachmentKey]);
      return row;
    },
  };
}

export type MediaAccreditationsService = ReturnType<typeof createMediaAccreditationsService>;
