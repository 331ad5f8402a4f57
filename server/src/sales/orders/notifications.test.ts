import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client';
import { orderNotifications, type OrderNotificationRow } from '../../db/schema';
import { createOrderNotifications, type OrderNotificationsOptions } from './notifications';
import { createOrderNotificationsRepository } from './notifications.repository';
import { createOrdersRepository } from './orders.repository';
import { openTwoServers } from '../../../test/twoServers';

/** Two servers on one database (see openTwoServers). */
let servers: [Database, Database];
let drop = async () => {};

beforeAll(async () => {
  ({ servers, drop } = await openTwoServers('tribuna_outbox'));
}, 60_000);
afterAll(() => drop());

const options: OrderNotificationsOptions = {
  batch: 5,
  parallel: 2,
  leaseMs: 60_000,
  retryMs: 30_000,
  retryMaxMs: 120_000,
  yieldMs: 2000,
};

/** A server's sender of the outbox, on the test's clock; `send` is what its mailer does. */
function sender(index: 0 | 1, clock: { now: Date }, send: (row: OrderNotificationRow) => Promise<void>) {
  return createOrderNotifications({
    repository: createOrderNotificationsRepository(servers[index].db),
    send,
    log: Fastify().log,
    now: () => clock.now,
    options,
  });
}

/** Orders accepted as the acceptance does it: each with its confirmation written in the same transaction. */
async function acceptedOrders(count: number): Promise<string[]> {
  const { db } = servers[0];
  const orders = createOrdersRepository(db);
  const outbox = createOrderNotificationsRepository(db);
  const uuids: string[] = [];
  for (let i = 0; i < count; i++) {
    uuids.push(
      await db.transaction(async (tx) => {
        const order = await orders.insert(
          {
            orderHash: randomUUID(),
            currency: 'CZK',
            total: 10_000,
            language: 'cs',
            email: 'fanda@example.com',
            status: 'accepted',
            expiresAt: new Date(),
          },
          [
            {
              position: 0,
              kind: 'test_item',
              refUuid: randomUUID(),
              label: 'Šála',
              quantity: 1,
              unitAmount: 10_000,
              amount: 10_000,
            },
          ],
          tx,
        );
        await outbox.insert({ orderUuid: order.uuid, kind: 'confirmation' }, tx);
        return order.uuid;
      }),
    );
  }
  return uuids;
}

const rowOf = async (orderUuid: string) => {
  const [row] = await servers[0].db
    .select()
    .from(orderNotifications)
    .where(eq(orderNotifications.orderUuid, orderUuid));
  return row!;
};

/** The test's clock starts a moment after the rows written so far (their due time is the database's now). */
const soon = () => new Date(Date.now() + 1000);

const later = (clock: { now: Date }, ms: number) => ({ now: new Date(clock.now.getTime() + ms) });

describe('the outbox of order e-mails', () => {
  it('sends the confirmations a server committed but never sent (it stopped) at the next sweep, once', async () => {
    const orders = await acceptedOrders(7);
    const clock = { now: soon() };
    // The server that accepted them stopped before its background round: nothing was sent.
    const sent: string[] = [];
    const survivor = sender(1, clock, async (row) => void sent.push(row.orderUuid));
    expect(await survivor.sendDue()).toBe(7);
    expect(sent.sort()).toEqual([...orders].sort());
    expect(await survivor.sendDue()).toBe(0);
    expect((await rowOf(orders[0]!)).doneAt).not.toBeNull();

    // A server that stopped while sending (its claim taken, never done): after the claim lapses.
    const [stuck] = await acceptedOrders(1);
    const claimed = await createOrderNotificationsRepository(servers[0].db).claimDue(
      clock.now,
      later(clock, options.leaseMs).now,
      10,
    );
    expect(claimed.map((row) => row.orderUuid)).toEqual([stuck]);
    expect(await survivor.sendDue()).toBe(0);
    const afterLease = later(clock, options.leaseMs + 1);
    clock.now = afterLease.now;
    expect(await survivor.sendDue()).toBe(1);
    expect(sent.filter((uuid) => uuid === stuck)).toHaveLength(1);
    expect(await survivor.sendDue()).toBe(0);
  });

  it('tries a failing mail server again later, backing off, and never sends an e-mail again once sent', async () => {
    const [order] = await acceptedOrders(1);
    const start = soon();
    const clock = { now: start };
    let failures = 3;
    const sent: string[] = [];
    const outbox = sender(0, clock, async (row) => {
      if (failures > 0) {
        failures--;
        throw new Error('SMTP 421 try again later');
      }
      sent.push(row.orderUuid);
    });
    const at = (ms: number) => (clock.now = new Date(start.getTime() + ms));
    expect(await outbox.sendDue()).toBe(0);
    let row = await rowOf(order!);
    expect(row).toMatchObject({ attempts: 1, doneAt: null, claimToken: null });
    expect(row.lastError).toContain('SMTP 421');
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000);
    at(29_999);
    expect(await outbox.sendDue()).toBe(0);
    expect((await rowOf(order!)).attempts).toBe(1);
    at(30_000);
    expect(await outbox.sendDue()).toBe(0);
    // Doubled after each failure …
    expect((await rowOf(order!)).nextAttemptAt.getTime()).toBe(start.getTime() + 30_000 + 60_000);
    at(90_000);
    expect(await outbox.sendDue()).toBe(0);
    // … up to the most.
    expect((await rowOf(order!)).nextAttemptAt.getTime()).toBe(start.getTime() + 90_000 + 120_000);
    at(210_000);
    expect(await outbox.sendDue()).toBe(1);
    row = await rowOf(order!);
    expect(row).toMatchObject({ attempts: 4, lastError: null });
    expect(row.doneAt).not.toBeNull();
    at(10 * 60 * 60_000);
    expect(await outbox.sendDue()).toBe(0);
    expect(sent).toEqual([order]);
  });

  it('sends in the background after the commit, and a kick during a round is not lost', async () => {
    const clock = { now: new Date(Date.now() + 60_000) };
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const outbox = sender(0, clock, async (row) => {
      await gate;
      sent.push(row.orderUuid);
    });
    const [first] = await acceptedOrders(1);
    outbox.kick();
    await sleep(50);
    expect(sent).toEqual([]);
    // Another acceptance commits while the round waits on the mail server.
    const [second] = await acceptedOrders(1);
    outbox.kick();
    release();
    await outbox.settled();
    expect(sent).toEqual([first, second]);
  });

  it('two servers sending at once never send the same e-mail twice', async () => {
    const orders = await acceptedOrders(60);
    const clock = { now: soon() };
    const sentBy = new Map<string, string[]>();
    const mailer = (name: string) => async (row: OrderNotificationRow) => {
      await sleep(Math.random() * 3);
      sentBy.set(row.orderUuid, [...(sentBy.get(row.orderUuid) ?? []), name]);
    };
    const a = sender(0, clock, mailer('a'));
    const b = sender(1, clock, mailer('b'));
    const counts = await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(60);
    expect(orders.filter((uuid) => sentBy.get(uuid)?.length === 1)).toHaveLength(60);
    expect([...sentBy.keys()].sort()).toEqual([...orders].sort());
  });
});
