import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PaymentOutcome } from '../gpwebpay/resultCodes';

/** One payment the simulator has seen: a form the browser posted, or a recurring charge. */
export interface SimulatedPayment {
  orderNumber: string;
  amount: number;
  /** ISO 4217 numeric code as sent (203, 978). */
  currency: string;
  merOrderNum?: string;
  md?: string;
  description?: string;
  userParam1?: string;
  /** Where the buyer goes back to (forms only). */
  url?: string;
  /** Language of the simulator's page. */
  language?: string;
  /** The recurring master this charge was made on. */
  masterOrderNumber?: string;
  /** Ties the page's buttons to this payment, so that only the page shown can answer it. */
  token: string;
  createdAt: string;
  result?: { outcome: PaymentOutcome; prCode: number; srCode: number; at: string };
}

/** What the simulated gateway does with the next refunds (see `refundOutcomes`). */
export const refundOutcomes = [
  'refunded',
  'declined',
  'technicalError',
  'noAnswer',
  'connectionClosed',
] as const;
/**
 * - `refunded`: takes the refund and answers it;
 * - `declined`: refuses it for good (a fault with `prCode`/`srCode`, 30/1002 unless set);
 * - `technicalError`: a fault 1000/0; nothing happens, asking again with the same messageId may work;
 * - `noAnswer`: takes the refund, then answers nothing until the client has given up (or the app
 *   closes); `connectionClosed`: takes it, then closes the connection without an answer. Asking
 *   again with the same messageId gets the answer that was lost.
 */
export type RefundOutcome = (typeof refundOutcomes)[number];

/** The outcome chosen for refunds: `remaining` of them (absent: every one until the next choice). */
export interface RefundOutcomeSetting {
  outcome: RefundOutcome;
  remaining?: number;
  /** The codes of `declined`. */
  prCode?: number;
  srCode?: number;
}

/** A processRefund message the simulator decided: its answer to every repeat of the messageId. */
export interface SimulatedRefund {
  messageId: string;
  orderNumber: string;
  amount: number;
  /** `refunded`: the money went back (counts towards the payment's refunded total); `declined`: a fault. */
  outcome: 'refunded' | 'declined';
  prCode: number;
  srCode: number;
  text: string;
  at: string;
}

/** Everything the simulator keeps, as `update` hands it over. */
export interface SimulatorState {
  payments: Map<string, SimulatedPayment>;
  /** By messageId. */
  refunds: Map<string, SimulatedRefund>;
  refundOutcome: RefundOutcomeSetting | null;
}

interface SavedState {
  payments?: SimulatedPayment[];
  refunds?: SimulatedRefund[];
  refundOutcome?: RefundOutcomeSetting | null;
}

/**
 * The simulator's payments, refunds and refund outcome, in memory and in `dir/payments.json`
 * (written after every change, through a temporary file, so a restart or a crash keeps whole
 * records). Every change and every `refresh` first reads the file again, so two servers on one
 * data folder (or two apps of a test) see each other's payments and the outcome either chose;
 * only two changes in the same few milliseconds from two processes can still lose one.
 */
export async function openSimulatorStore(dir: string) {
  const file = path.join(dir, 'payments.json');
  const state: SimulatorState = { payments: new Map(), refunds: new Map(), refundOutcome: null };

  const load = async () => {
    let saved: SavedState;
    try {
      saved = JSON.parse(await readFile(file, 'utf8')) as SavedState;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      return;
    }
    state.payments = new Map((saved.payments ?? []).map((payment) => [payment.orderNumber, payment]));
    state.refunds = new Map((saved.refunds ?? []).map((refund) => [refund.messageId, refund]));
    state.refundOutcome = saved.refundOutcome ?? null;
  };
  await load();

  const write = async () => {
    await mkdir(dir, { recursive: true });
    // Of this process and this store: two apps of one process write files of their own.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const saved: SavedState = {
      payments: [...state.payments.values()],
      refunds: [...state.refunds.values()],
      refundOutcome: state.refundOutcome,
    };
    await writeFile(temporary, JSON.stringify(saved, null, 2));
    await rename(temporary, file);
  };

  let writing: Promise<unknown> = Promise.resolve();
  /** One at a time, each after the writes before it: the last one wins and is complete. */
  const queue = <T>(work: () => Promise<T>): Promise<T> => {
    const done = writing.catch(() => undefined).then(work);
    writing = done;
    return done;
  };
  /** Reads the file again, changes the state with `change` and writes it whole. */
  const update = <T>(change: (state: SimulatorState) => T): Promise<T> =>
    queue(async () => {
      await load();
      const result = change(state);
      await write();
      return result;
    });

  return {
    /** Reads what other servers on the folder changed (before answering from `get`). */
    refresh: () => queue(load),
    get: (orderNumber: string) => state.payments.get(orderNumber),
    /** The decided refund of this messageId, if any. */
    refund: (messageId: string) => state.refunds.get(messageId),
    /** What has gone back of a payment so far, in minor units. */
    refundedAmount: (orderNumber: string) => refundedAmount(state, orderNumber),
    /** Every refund decided, the latest first. */
    refunds: () => [...state.refunds.values()].reverse(),
    refundOutcome: () => state.refundOutcome,
    add: (payment: SimulatedPayment) => update((s) => void s.payments.set(payment.orderNumber, payment)),
    settle: (orderNumber: string, result: Omit<NonNullable<SimulatedPayment['result']>, 'at'>) =>
      update((s) => {
        const payment = s.payments.get(orderNumber);
        if (payment) payment.result = { ...result, at: new Date().toISOString() };
      }),
    setRefundOutcome: (setting: RefundOutcomeSetting | null) =>
      update((s) => void (s.refundOutcome = setting)),
    update,
    /** Waits for the writes under way (closing the app). */
    flushed: () => writing.then(() => undefined),
  };
}

export function refundedAmount(state: SimulatorState, orderNumber: string): number {
  let total = 0;
  for (const refund of state.refunds.values()) {
    if (refund.orderNumber === orderNumber && refund.outcome === 'refunded') total += refund.amount;
  }
  return total;
}

export type SimulatorStore = Awaited<ReturnType<typeof openSimulatorStore>>;
