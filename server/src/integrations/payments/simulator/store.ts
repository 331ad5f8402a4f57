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

/**
 * The simulator's payments, in memory and in `dir/payments.json` (written after every change,
 * through a temporary file, so a restart or a crash keeps whole records).
 */
export async function openSimulatorStore(dir: string) {
  const file = path.join(dir, 'payments.json');
  const payments = new Map<string, SimulatedPayment>();
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { payments?: SimulatedPayment[] };
    for (const payment of saved.payments ?? []) payments.set(payment.orderNumber, payment);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }

  let writing: Promise<void> = Promise.resolve();
  const persist = () => {
    // One write at a time, each with the whole current state: the last one wins and is complete.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        await mkdir(dir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify({ payments: [...payments.values()] }, null, 2));
        await rename(temporary, file);
      });
    return writing;
  };

  return {
    get: (orderNumber: string) => payments.get(orderNumber),
    async add(payment: SimulatedPayment) {
      payments.set(payment.orderNumber, payment);
      await persist();
    },
    async settle(orderNumber: string, result: Omit<NonNullable<SimulatedPayment['result']>, 'at'>) {
      const payment = payments.get(orderNumber);
      if (!payment) return;
      payment.result = { ...result, at: new Date().toISOString() };
      await persist();
    },
    /** Waits for the writes under way (closing the app). */
    flushed: () => writing,
  };
}

export type SimulatorStore = Awaited<ReturnType<typeof openSimulatorStore>>;
