/** One changed field of an audit entry: its value before and after (undefined: it had none). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Snapshot = Record<string, unknown> | null | undefined;

/**
 * The rows of an entry's diff: every field either side names, in the order the record lists them
 * (a created record has only `after`, a deleted one only `before`).
 */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A value as staff read it: text as it is, anything else as compact JSON; `empty` for none. */
export function showValue(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
