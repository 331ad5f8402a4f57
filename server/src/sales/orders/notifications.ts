import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderNotificationRow } from '../../db/schema';
import type { OrderNotificationsRepository } from './notifications.repository';

export interface OrderNotificationsOptions {
  /** How many due notifications a sender claims at a time … */
  batch: number;
  /** … and sends at once (the mail server's answers overlap; the PDFs are made one at a time). */
  parallel: number;
  /** How long a claim lasts: a sender that stops while sending leaves the row due again after it. */
  leaseMs: number;
  /** A failed notification is tried again after this, doubled with each attempt … */
  retryMs: number;
  /** … up to this. */
  retryMaxMs: number;
  /**
   * While buyers wait for their payments' answers (`busy`), each e-mail (its PDFs take twice the
   * CPU of an answer) waits for a quiet moment, this long at most: a burst of payments is answered
   * first, its e-mails follow.
   */
  yieldMs: number;
}

export const defaultOrderNotificationsOptions: OrderNotificationsOptions = {
  batch: 20,
  parallel: 4,
  leaseMs: 5 * 60_000,
  retryMs: 30_000,
  retryMaxMs: 60 * 60_000,
  yieldMs: 2000,
};

/** How often a waiting e-mail looks whether the answers are done. */
const QUIET_POLL_MS = 20;

/** When a notification that failed its `attempts`-th time is due again. */
export const retryDelay = (
  attempts: number,
  options: Pick<OrderNotificationsOptions, 'retryMs' | 'retryMaxMs'>,
) => Math.min(options.retryMaxMs, options.retryMs * 2 ** Math.max(0, Math.min(attempts - 1, 20)));

/**
 * The sender of orders' e-mails from their outbox. The transaction that accepts an order writes
 * the row; after its commit `kick` sends what is due in the background (the buyer's answer never
 * waits for PDFs or the mail server), and `sendDue` is the sweeper's turn, which also finds what a
 * stopped server left and what failed before. Each row is claimed (no two senders take it), sent,
 * then marked done; a failure is tried again later, backing off.
 */
export function createOrderNotifications(deps: {
  repository: OrderNotificationsRepository;
  /** Sends one notification; throws when it was not sent (it is tried again). */
  send: (row: OrderNotificationRow) => Promise<void>;
  /** Whether buyers are waiting for answers in this process now (e-mails give way to them). */
  busy?: () => boolean;
  log: FastifyBaseLogger;
  now: () => Date;
  options?: Partial<OrderNotificationsOptions>;
}) {
  const { repository, log, now } = deps;
  const options = { ...defaultOrderNotificationsOptions, ...deps.options };
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(row: OrderNotificationRow): Promise<boolean> {
    try {
      await deps.send(row);
    } catch (error) {
      const delay = retryDelay(row.attempts, options);
      log.error(
        {
          err: error,
          notification: row.uuid,
          order: row.orderUuid,
          attempts: row.attempts,
          retryInMs: delay,
        },
        'An order e-mail was not sent; it is tried again later',
      );
      await repository.markFailed(row, new Date(now().getTime() + delay), String(error));
      return false;
    }
    const marked = await repository.markDone(row, now());
    if (!marked) log.warn({ notification: row.uuid }, 'An order e-mail was sent after its claim lapsed');
    return marked;
  }

  /** Sends every notification due now, a claimed batch at a time; answers how many were sent. */
  async function quietMoment() {
    if (!deps.busy) return;
    const until = Date.now() + options.yieldMs;
    while (deps.busy() && Date.now() < until) await sleep(QUIET_POLL_MS);
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const at = now();
      const rows = await repository.claimDue(at, new Date(at.getTime() + options.leaseMs), options.batch);
      if (rows.length === 0) return sent;
      const queue = [...rows];
      await Promise.all(
        Array.from({ length: Math.min(options.parallel, rows.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            await quietMoment();
            if (await sendOne(row)) sent++;
            // The PDFs take the processor: requests get their turn between two e-mails.
            await nextTurn();
          }
        }),
      );
    }
  }

  async function drain() {
    // Started from `kick`: the caller's answer goes first (and `running` is set before this ends).
    await nextTurn();
    try {
      while (again) {
        again = false;
        await sendDue();
      }
    } catch (error) {
      again = false;
      log.error({ err: error }, 'Order e-mails could not be sent now; the sweeper tries again');
    } finally {
      running = null;
    }
  }

  return {
    sendDue,
    /**
     * After a commit that made notifications due: sends them in the background. A kick while a
     * round is under way makes it look again once done, so no row committed before is left over.
     */
    kick(): void {
      again = true;
      running ??= drain();
    },
    /** The sweeper's turn: after the round under way (if any), sends what is due. */
    async sendDueAfterRunning(): Promise<number> {
      await running;
      return sendDue();
    },
    /** Resolves when the round under way has finished (the app waits for it as it closes). */
    settled: async () => {
      await running;
    },
  };
}

export type OrderNotifications = ReturnType<typeof createOrderNotifications>;
