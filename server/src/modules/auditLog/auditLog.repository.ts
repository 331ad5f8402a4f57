import { and, eq, gte, lt } from 'drizzle-orm';
import type { AdminAuditSort } from '@tribuna/common/schemas/auditLog';
import type { DbOrTx } from '../../db/client';
import { listPage, textSearch, type ListPage } from '../../db/list';
import { auditLog, type AuditLogRow } from '../../db/schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorUuid?: string;
  actorEmail?: string;
  resource?: string;
  recordId?: string;
  /** At or after. */
  from?: Date;
  /** Before. */
  to?: Date;
}

const sortBy = {
  createdAt: auditLog.createdAt,
  actorEmail: auditLog.actorEmail,
  resource: auditLog.resource,
} satisfies Record<AdminAuditSort, unknown>;

export function createAuditLogRepository(db: DbOrTx) {
  return {
    async insert(values: NewAuditEntry, tx: DbOrTx = db): Promise<AuditLogRow> {
      const [row] = await tx.insert(auditLog).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    list: (page: ListPage<AdminAuditSort>, filter: AuditFilter, tx: DbOrTx = db) =>
      listPage(tx, auditLog, {
        page,
        where: and(
          filter.actorUuid ? eq(auditLog.actorUuid, filter.actorUuid) : undefined,
          filter.actorEmail ? textSearch(filter.actorEmail, [auditLog.actorEmail]) : undefined,
          filter.resource ? eq(auditLog.resource, filter.resource) : undefined,
          filter.recordId ? eq(auditLog.recordId, filter.recordId) : undefined,
          filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
          filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<AuditLogRow | null> {
      const [row] = await tx.select().from(auditLog).where(eq(auditLog.uuid, uuid)).limit(1);
      return row ?? null;
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
