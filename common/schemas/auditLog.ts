import { apiComponents } from './registry';
import { z } from 'zod';
import { adminResources } from '../permissions';
import { adminListQuery, uuidSchema } from './common';

/** A wire calendar day (`yyyy-MM-dd`), read as that day in Prague. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'formError.invalidDateError');

/**
 * One change staff made: who, when, which record of which admin resource, and the fields that
 * changed (`before` holds their old values, `after` their new ones; a created record has no
 * `before`, a deleted one no `after`). Secrets (passwords, tokens) are never kept, only that they changed.
 */
export const adminAuditEntry = z
  .object({
    uuid: uuidSchema,
    actorUuid: uuidSchema,
    actorEmail: z.string(),
    resource: z.string(),
    recordId: z.string().nullable(),
    action: z.string(),
    route: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const auditResourceSchema = z.enum(adminResources);

export const adminAuditSortFields = ['createdAt', 'actorEmail', 'resource'] as const;
export type AdminAuditSort = (typeof adminAuditSortFields)[number];
export const adminAuditListQuery = adminListQuery(adminAuditSortFields).extend({
  /** Who made the change: the staff member's uuid. */
  actorUuid: uuidSchema.optional(),
  /** Who made the change: part of their e-mail. */
  actorEmail: z.string().trim().max(320).optional(),
  resource: auditResourceSchema.optional(),
  recordId: z.string().trim().max(100).optional(),
  /** From this Prague calendar day on. */
  from: isoDay.optional(),
  /** Up to and including this Prague calendar day. */
  to: isoDay.optional(),
});
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuery>;
