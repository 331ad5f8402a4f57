import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What staff changed, one row per change: who (kept as the user's uuid and e-mail at that moment,
 * so an entry outlives the account), when, which record of which admin resource, and the fields
 * that changed, before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    actorUuid: uuid('actor_uuid').notNull(),
    actorEmail: text('actor_email').notNull(),
    resource: text('resource').notNull(),
    /** The changed record's id; null when a route changes no single record. */
    recordId: text('record_id'),
    action: text('action').notNull(),
    /** The route, as `METHOD /api/v1/admin/...` with its parameters unfilled. */
    route: text('route').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorUuid, t.createdAt.desc()),
    index('audit_log_resource_idx').on(t.resource, t.createdAt.desc()),
    index('audit_log_record_idx').on(t.recordId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
