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
 * Requests that arrive together, gathered per key into one call of `run` (one statement): on sale
 * day hundreds of buyers arrive within the same milliseconds, and one statement for many requests
 * costs the database and this process a fraction of one statement each (seat holds and releases per
 * event, seating.service.ts; buyers' user rows, plugins/auth.ts). A request waits for nothing but
 * the batches already on their way: the first of a quiet moment goes at once (on the next turn of
 * the event loop, with whatever arrived beside it), and while `maxInFlight` batches of its key run,
 * the next ones gather. `run` answers one answer per request, in order.
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
