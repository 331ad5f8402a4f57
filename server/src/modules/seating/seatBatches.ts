import type { HoldBatchRow } from './seating.repository';

export interface SeatRequest {
  ids: readonly string[];
  token: string;
  userUuid: string;
}

/** What became of one hold of a batch. */
export type HoldOutcome =
  | { kind: 'held'; seats: { id: string; until: Date }[] }
  | { kind: 'token-unknown' | 'token-expired' }
  | { kind: 'unknown' | 'taken'; objects: string[] };

/** The rows of `seat_hold_batch` for `count` holds, as one outcome per hold (migration 0016). */
export function holdOutcomes(rows: readonly HoldBatchRow[], count: number): HoldOutcome[] {
  const byHold = new Map<number, HoldBatchRow[]>();
  for (const row of rows) {
    const list = byHold.get(row.hold_no);
    if (list) list.push(row);
    else byHold.set(row.hold_no, [row]);
  }
  return Array.from({ length: count }, (_, index): HoldOutcome => {
    const answer = byHold.get(index + 1) ?? [];
    const outcome = answer[0]?.outcome;
    if (outcome === 'held')
      return {
        kind: 'held',
        seats: answer.map((row) => ({ id: row.seat_id!, until: new Date(row.until!) })),
      };
    if (outcome === 'token-unknown' || outcome === 'token-expired') return { kind: outcome };
    if (outcome === 'unknown' || outcome === 'taken')
      return { kind: outcome, objects: answer.map((row) => row.seat_id!).sort() };
    // No rows at all: every seat named is free but some were named twice; nothing was written.
    return { kind: 'taken', objects: [] };
  });
}
