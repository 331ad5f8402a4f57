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

interface Pending<Request, Answer> {
  request: Request;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

interface Queue<Request, Answer> {
  waiting: Pending<Request, Answer>[];
  inFlight: number;
  scheduled: boolean;
}

/** PostgreSQL's codes for a transaction it gave up to let another go on; the batch is run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Sale day's seat actions, gathered per event into one statement each (holds: `seat_hold_batch`;
 * releases: one UPDATE): hundreds of buyers arrive within the same milliseconds, and one statement
 * for many actions costs the database and this process a fraction of one statement each. An action
 * waits for nothing but the actions already on their way: the first of a quiet moment goes at once
 * (on the next turn of the event loop, with whatever arrived beside it), and while `maxInFlight`
 * batches of its event run, the next ones gather. `run` answers one answer per request, in order.
 */
export function createBatcher<Request, Answer>(
  run: (key: string, requests: readonly Request[]) => Promise<Answer[]>,
  options: { maxBatch?: number; maxInFlight?: number } = {},
) {
  const maxBatch = options.maxBatch ?? 200;
  const maxInFlight = options.maxInFlight ?? 2;
  const queues = new Map<string, Queue<Request, Answer>>();

  function pump(key: string, queue: Queue<Request, Answer>) {
    if (queue.scheduled || queue.inFlight >= maxInFlight || queue.waiting.length === 0) return;
    queue.scheduled = true;
    setImmediate(() => {
      queue.scheduled = false;
      while (queue.inFlight < maxInFlight && queue.waiting.length > 0)
        void send(key, queue, queue.waiting.splice(0, maxBatch));
    });
  }

  async function send(key: string, queue: Queue<Request, Answer>, batch: Pending<Request, Answer>[]) {
    queue.inFlight++;
    try {
      const answers = await runWithRetry(
        key,
        batch.map((pending) => pending.request),
      );
      batch.forEach((pending, index) => pending.resolve(answers[index]!));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      queue.inFlight--;
      if (queue.inFlight === 0 && queue.waiting.length === 0) queues.delete(key);
      else pump(key, queue);
    }
  }

  async function runWithRetry(key: string, requests: readonly Request[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(key, requests);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      }
    }
  }

  /** Sends the request in the next batch of its key (the event); answers its answer. */
  return (key: string, request: Request): Promise<Answer> =>
    new Promise((resolve, reject) => {
      let queue = queues.get(key);
      if (!queue) {
        queue = { waiting: [], inFlight: 0, scheduled: false };
        queues.set(key, queue);
      }
      queue.waiting.push({ request, resolve, reject });
      pump(key, queue);
    });
}

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
