import { isDeepStrictEqual } from 'node:util';
import { addPragueCalendar, pragueStartOfIsoDay } from '@tribuna/common/dates';
import type { AdminAuditEntry, AdminAuditListQuery } from '@tribuna/common/schemas/auditLog';
import type { AuditLogRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { AuditLogRepository } from './auditLog.repository';

type Snapshot = Record<string, unknown>;

/** Field names whose values are never kept: only that they changed. */
const secretField = /password|token|secret|digest|hash|signature|privatekey/i;
export const REDACTED = '[redacted]';
/** Changes on every write: the entry's own time says when. */
const ignoredFields = new Set(['updatedAt']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, secretField.test(key) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}

/**
 * The fields that differ between two snapshots of a record, each side holding only those fields.
 * A record that appears has no `before`, one that disappears no `after`; null when nothing changed.
 */
export function changedFields(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } | null {
  if (!before && !after) return null;
  const clean = (snapshot: Snapshot | null) =>
    snapshot &&
    (redact(
      Object.fromEntries(Object.entries(snapshot).filter(([key]) => !ignoredFields.has(key))),
    ) as Snapshot);
  if (!before || !after) return { before: clean(before), after: clean(after) };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !ignoredFields.has(key) && !isDeepStrictEqual(before[key], after[key]),
  );
  if (keys.length === 0) return null;
  const pick = (snapshot: Snapshot) =>
    redact(
      Object.fromEntries(keys.filter((key) => key in snapshot).map((key) => [key, snapshot[key]])),
    ) as Snapshot;
  return { before: pick(before), after: pick(after) };
}

export function toAdminAuditEntry(row: AuditLogRow): AdminAuditEntry {
  return {
    uuid: row.uuid,
    actorUuid: row.actorUuid,
    actorEmail: row.actorEmail,
    resource: row.resource,
    recordId: row.recordId,
    action: row.action,
    route: row.route,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AuditChange {
  actor: { uuid: string; email: string };
  resource: string;
  recordId: string | null;
  action: string;
  route: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** The audit log: written by the audit plugin after each successful staff change, read by admins. */
export function createAuditLogService(deps: { audit: AuditLogRepository }) {
  return {
    /** Keeps a change; answers null (and keeps nothing) when no field changed. */
    async record(change: AuditChange): Promise<AuditLogRow | null> {
      const fields = changedFields(change.before, change.after);
      if (!fields) return null;
      return deps.audit.insert({
        actorUuid: change.actor.uuid,
        actorEmail: change.actor.email,
        resource: change.resource,
        recordId: change.recordId,
        action: change.action,
        route: change.route,
        before: fields.before,
        after: fields.after,
      });
    },
    list(query: AdminAuditListQuery) {
      const { actorUuid, actorEmail, resource, recordId, from, to, ...page } = query;
      // Days are Prague's calendar days; `to` includes its whole day.
      const end = to ? pragueStartOfIsoDay(to) : null;
      return deps.audit.list(
        { ...page, order: query.sort ? page.order : 'desc' },
        {
          actorUuid,
          actorEmail,
          resource,
          recordId,
          from: (from ? pragueStartOfIsoDay(from) : null) ?? undefined,
          to: end ? addPragueCalendar(end, 1, 'day') : undefined,
        },
      );
    },
    async get(uuid: string): Promise<AuditLogRow> {
      const row = await deps.audit.findByUuid(uuid);
      if (!row) throw new ProductError('auditEntryNotFound');
      return row;
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
