// Payment confirmations on PostgreSQL: `PUT /orders/complete` for orders made and paid at the
// simulator first (each with its own signed answer), their returns fired over HTTP N at a time.
// Each answer is settled under its attempt's row lock and accepts its order in one transaction
// that also issues its invoice and writes its confirmation to the outbox; the invoices are numbered
// after the commit (together), the e-mails with their PDFs follow in the background. After the
// rounds the outbox is drained, and every order must have had exactly one e-mail, every invoice a
// number, with no gap in the series.
//   tsx scripts/bench/orders.ts              (also part of `npm run bench`)
//   BENCH_ORDERS=2000 BENCH_ORDERS_AT_ONCE=50,200 BENCH_DATABASE_URL=postgres://… tsx scripts/bench/orders.ts
//   BENCH_PROFILE=<dir>: a CPU profile of each round's answers (`orders-<at once>-<pid>.cpuprofile`)
//   and of the e-mails sent after them (`orders-mails-…`), summarised by `tsx scripts/bench/onsaleProfile.ts`
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { MailMessage, Mailer } from '../../server/src/integrations/mail/mail';
import { createUsersRepository } from '../../server/src/modules/users/users.repository';
import { payAtGateway } from '../../server/test/orders';
import type { Row } from './api';
import { appOnPostgres } from './appOnPostgres';
import { startProfile } from './onsaleProfile';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const AT_ONCE = (process.env.BENCH_ORDERS_AT_ONCE ?? '50,200').split(',').map(Number);
/** Orders paid before the answers are fired, this many at a time. */
const PREPARING = 8;

/**
 * What this bench measured on the code before a confirmation was settled in one locking read and one
 * written statement (commit 44572a2: 25 statements per answer, the e-mails competing with the
 * answers): 500 paid orders, 50 at once, on this 2-core machine while it was quiet, 2026-11-28 05:17.
 */
const BEFORE = { perSecond: 90, p50: 508, p99: 1085 };

/**
 * The CPU time (ms) PostgreSQL's backends of the bench's database have used so far, from /proc
 * (the database runs on this machine): with the bench's own, what one confirmation costs whatever
 * else the machine runs.
 */
async function databaseCpuMs(database: {
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
}) {
  const { rows } = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  // Linux counts in ticks of 1/100 s.
  return ticks * 10;
}

/**
 * The statements this process sends to PostgreSQL (BEGIN, COMMIT and savepoints included): counted
 * at the driver, and their text kept while `listing` is set (one confirmation's, printed).
 */
const statements = { count: 0, listing: null as string[] | null };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements.count++;
  if (statements.listing) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string; name?: string }).text;
    statements.listing.push(String(text ?? (first as { name?: string }).name).replace(/\s+/g, ' '));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The order a confirmation e-mail confirms (its text names the order's uuid last). */
const orderOf = (mail: MailMessage) =>
  /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*$/m.exec(
    mail.text.split('\n\n').slice(-2, -1)[0] ?? '',
  )?.[1] ?? null;

export async function ordersBenchmarks(): Promise<Row[]> {
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail), close: async () => undefined };
  // One signed-in buyer: every token is theirs.
  const bench = await appOnPostgres({ dataDirPrefix: 'tribuna-bench-orders-', mailer });
  const { app, database } = bench;
  try {
    await database.migrate();
    await createUsersRepository(database.db).insert({ firebaseUid: 'bench', email: 'bench@example.com' });
    app.lineKinds.register('bench', {
      price: async () => ({ unitAmount: 10_000, label: 'Bench' }),
      fulfil: async () => undefined,
    });
    const headers = { 'id-token': 'bench', 'x-app-lang': 'cs' };

    async function paidAnswers(count: number): Promise<Record<string, string>[]> {
      const answers: Record<string, string>[] = [];
      let made = 0;
      await Promise.all(
        Array.from({ length: PREPARING }, async () => {
          while (made < count) {
            made++;
            const order = await app.inject({
              method: 'POST',
              url: '/api/v1/orders',
              headers,
              payload: { currency: 'CZK', lines: [{ kind: 'bench', refUuid: randomUUID() }] },
            });
            const form = await app.inject({
              method: 'PUT',
              url: '/api/v1/orders/pre-complete',
              headers,
              payload: { orderUuid: order.json().uuid },
            });
            answers.push(await payAtGateway(app, form.json(), 'paid'));
          }
        }),
      );
      return answers;
    }

    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: Row[] = [];
    const accepted = new Set<string>();
    const complete = async (answer: Record<string, string>) => {
      const res = await fetch(`${origin}/api/v1/orders/complete`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(answer),
      });
      const body = (await res.json()) as { order?: { uuid: string; status: string } };
      if (body.order?.status === 'accepted') accepted.add(body.order.uuid);
    };

    // One confirmation alone, its statements listed: those of the answer, then those that follow it
    // (the invoice's number, the e-mail from the outbox).
    const [alone] = await paidAnswers(1);
    await app.jobs.runOnce('orderNotifications');
    statements.listing = [];
    await complete(alone!);
    const ofAnswer = statements.listing.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.jobs.runOnce('orderNotifications');
    const listed = statements.listing;
    statements.listing = null;
    if (process.env.BENCH_ORDERS_STATEMENTS)
      listed.forEach((text, i) =>
        console.log(
          `${i < ofAnswer ? 'answer' : 'after '} ${String(i + 1).padStart(2)}  ${text.slice(0, 160)}`,
        ),
      );
    rows.push([
      '1 confirmation alone: statements of the answer / after it (invoice number, e-mail)',
      `${ofAnswer} / ${listed.length - ofAnswer}`,
      'BENCH_ORDERS_STATEMENTS=1 lists them',
    ]);
    let lastAnswerAt = 0;
    for (const atOnce of AT_ONCE) {
      const count = Math.round(ORDERS / AT_ONCE.length);
      const answers = await paidAnswers(count);
      // The e-mails of the orders paid so far are out before the clock starts.
      await app.jobs.runOnce('orderNotifications');
      const mailsBefore = mails.length;
      const profiling = await startProfile(`orders-${atOnce}`);
      const cpuBefore = process.cpuUsage();
      const statementsBefore = statements.count;
      const databaseBefore = await databaseCpuMs(database);
      const latencies: number[] = [];
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: atOnce }, async () => {
          while (next < answers.length) {
            const answer = answers[next++]!;
            const t = performance.now();
            // The buyer comes back signed in: the order is answered to its owner only.
            await complete(answer);
            latencies.push(performance.now() - t);
          }
        }),
      );
      lastAnswerAt = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      const sent = statements.count - statementsBefore;
      const databaseCpu = (await databaseCpuMs(database)) - databaseBefore;
      await profiling.stop();
      const seconds = (lastAnswerAt - started) / 1000;
      latencies.sort((a, b) => a - b);
      rows.push(
        [
          `PUT /orders/complete, ${answers.length} paid orders, ${atOnce} at once (PostgreSQL)`,
          `${(answers.length / seconds).toFixed(0)} /s`,
          `before: ${BEFORE.perSecond} /s`,
        ],
        [
          '  … latency p50 / p99 / max',
          `${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.99).toFixed(0)} / ${latencies.at(-1)!.toFixed(0)} ms`,
          `before: ${BEFORE.p50} / ${BEFORE.p99} ms`,
        ],
        [
          '  … CPU per confirmation: this process (server and buyers) / PostgreSQL',
          `${((cpu.user + cpu.system) / 1000 / answers.length).toFixed(2)} / ${(databaseCpu / answers.length).toFixed(2)} ms`,
          '',
        ],
        [
          '  … statements per confirmation (the answers and what followed them meanwhile)',
          (sent / answers.length).toFixed(1),
          '',
        ],
      );
      const sentByLastAnswer = mails.length - mailsBefore;
      const profilingMails = await startProfile(`orders-mails-${atOnce}`);
      const mailCpuBefore = process.cpuUsage();
      const mailDatabaseBefore = await databaseCpuMs(database);
      await app.jobs.runOnce('orderNotifications');
      const mailCpu = process.cpuUsage(mailCpuBefore);
      const mailDatabaseCpu = (await databaseCpuMs(database)) - mailDatabaseBefore;
      await profilingMails.stop();
      const drained = answers.length - sentByLastAnswer;
      rows.push([
        '  … confirmation e-mails sent by the last answer; all sent',
        `${sentByLastAnswer} of ${answers.length}; ${((performance.now() - lastAnswerAt) / 1000).toFixed(1)} s after it`,
        '',
      ]);
      if (drained > 0) {
        // The e-mails sent during the answers (with their PDFs) took part of the answers' CPU.
        const perMail = (mailCpu.user + mailCpu.system) / 1000 / drained;
        const perMailDatabase = mailDatabaseCpu / drained;
        rows.push(
          [
            '  … CPU per e-mail sent after the answers (PDFs): this process / PostgreSQL',
            `${perMail.toFixed(2)} / ${perMailDatabase.toFixed(2)} ms`,
            '',
          ],
          [
            '  … CPU per confirmation without the e-mails sent meanwhile: this process / PostgreSQL',
            `${(((cpu.user + cpu.system) / 1000 - sentByLastAnswer * perMail) / answers.length).toFixed(2)} / ${((databaseCpu - sentByLastAnswer * perMailDatabase) / answers.length).toFixed(2)} ms`,
            'estimated with the CPU per e-mail',
          ],
        );
      }
    }
    // The orders of the rounds and the one listed alone.
    const total = ORDERS + 1;
    if (accepted.size !== total) throw new Error(`only ${accepted.size} of ${total} orders were accepted`);

    // Every order told once, every invoice numbered, the series without a gap.
    const perOrder = new Map<string, number>();
    for (const mail of mails) {
      const order = orderOf(mail);
      if (order) perOrder.set(order, (perOrder.get(order) ?? 0) + 1);
    }
    const once = [...accepted].filter((uuid) => perOrder.get(uuid) === 1).length;
    const waiting = await app.jobs.runOnce('invoiceNumbering');
    const {
      rows: [series],
    } = (await database.db.execute(
      sql`select count(*)::int as n, min(sequence)::int as first, max(sequence)::int as last,
            count(distinct sequence)::int as distinct from invoices`,
    )) as unknown as { rows: { n: number; first: number; last: number; distinct: number }[] };
    const gapFree =
      series!.n === total && series!.first === 1 && series!.last === total && series!.distinct === total;
    rows.push(
      ['  … orders with exactly one confirmation e-mail', `${once} of ${accepted.size}`, ''],
      [
        '  … invoices numbered, 1 to N without a gap',
        `${series!.n} of ${total}, ${gapFree ? 'no gap' : 'GAPS'}`,
        '',
      ],
    );
    if (once !== total) throw new Error(`${total - once} orders did not get exactly one e-mail`);
    if (!gapFree || waiting > 0)
      throw new Error(
        `the invoice series has a gap or waiting invoices: ${JSON.stringify({ ...series, waiting })}`,
      );
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [row, value, note] of await ordersBenchmarks()) console.log(`${row}  ${value}  ${note}`);
}
