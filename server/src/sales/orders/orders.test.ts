import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteOrderResponse, Order } from '@tribuna/common/schemas/orders';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, testLineKind } from '../../../test/orders';
import { orderNotifications } from '../../db/schema';

let ctx: TestContext;
let buyer: { token: string; uuid: string; email: string };
let stranger: { token: string };
let staff: { token: string; uuid: string };
const shop = testLineKind();
const club = testLineKind({ recurring: true });

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  ctx.app.lineKinds.register('test_item', shop.kind);
  ctx.app.lineKinds.register('test_membership', club.kind);
  [buyer, stranger, staff] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['order_admin']),
  ]);
});
afterAll(() => ctx?.close());

const api = apiCaller(() => ctx.app);

async function newOrder(
  lines: { kind?: string; refUuid: string; quantity?: number }[],
  options: { currency?: 'CZK' | 'EUR'; language?: string; token?: string } = {},
): Promise<Order> {
  const res = await api('POST', '/orders', {
    token: options.token ?? buyer.token,
    language: options.language ?? 'cs',
    payload: {
      currency: options.currency ?? 'CZK',
      lines: lines.map((l) => ({
        kind: l.kind ?? 'test_item',
        refUuid: l.refUuid,
        quantity: l.quantity ?? 1,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function preComplete(order: Order, token = buyer.token) {
  const res = await api('PUT', '/orders/pre-complete', { token, payload: { orderUuid: order.uuid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; fields: Record<string, string> };
}

/** The buyer back from the gateway, signed in (the order is answered to its owner only). */
const complete = (fields: Record<string, string>, token: string | null = buyer.token) =>
  api('PUT', '/orders/complete', { payload: fields, ...(token !== null && { token }) });

/** The e-mails the outbox has due, sent now (after the answer, they follow in the background). */
const sendMails = () => ctx.app.jobs.runOnce('orderNotifications');

const detail = async (uuid: string) =>
  (await api('GET', `/admin/orders/${uuid}`, { token: staff.token })).json();

const scarf = () => shop.add({ label: 'Šála', price: { CZK: 45_000, EUR: 1_800 } });

describe('orders', () => {
  it('prices the lines with their kind and answers the order to its owner, or to whoever has its hash', async () => {
    const item = scarf();
    const order = await newOrder([{ refUuid: item, quantity: 2 }]);
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'CZK',
      total: 90_000,
      language: 'cs',
      email: buyer.email,
      payment: null,
      lines: [
        { kind: 'test_item', refUuid: item, label: 'Šála', quantity: 2, unitAmount: 45_000, amount: 90_000 },
      ],
    });
    expect((await api('GET', `/orders/${order.uuid}`, { token: buyer.token })).json()).toEqual(order);
    const anonymous = await api('GET', `/orders/${order.uuid}?orderHash=${order.orderHash}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().uuid).toBe(order.uuid);

    const other = await api('GET', `/orders/${order.uuid}`, { token: stranger.token });
    expect([other.statusCode, other.json().name]).toEqual([403, 'orderNotOwnedByUser']);
    const wrongHash = await api('GET', `/orders/${order.uuid}?orderHash=nope`);
    expect([wrongHash.statusCode, wrongHash.json().name]).toEqual([401, 'unauthorized']);
    const missing = await api('GET', `/orders/${crypto.randomUUID()}`, { token: buyer.token });
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'orderNotFound']);
    const history = (await detail(order.uuid)).history;
    expect(history).toEqual([
      expect.objectContaining({ from: null, to: 'pending', actorKind: 'user', actorUuid: buyer.uuid }),
    ]);
  });

  it("asks for the currency of the buyer's language and refuses what the catalogue refuses", async () => {
    const item = scarf();
    const wrong = await api('POST', '/orders', {
      token: buyer.token,
      language: 'cs',
      payload: { currency: 'EUR', lines: [{ kind: 'test_item', refUuid: item }] },
    });
    expect([wrong.statusCode, wrong.json().name]).toEqual([400, 'currencyNotSupported']);
    const slovak = await newOrder([{ refUuid: item }], { currency: 'EUR', language: 'sk' });
    expect([slovak.total, slovak.language]).toEqual([1_800, 'sk']);

    const unknownKind = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'nothing_like_it', refUuid: item }] },
    });
    expect([unknownKind.statusCode, unknownKind.json().name]).toEqual([400, 'badRequest']);
    const unknownThing = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'test_item', refUuid: crypto.randomUUID() }] },
    });
    expect([unknownThing.statusCode, unknownThing.json().name]).toEqual([404, 'subscriptionPriceNotFound']);
    const tooMany = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'test_item', refUuid: item, quantity: 11 }] },
    });
    expect([tooMany.statusCode, tooMany.json().name]).toEqual([409, 'subscriptionSoldOut']);
    const anonymous = await api('POST', '/orders', { payload: { currency: 'CZK', lines: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes the lines of a pending order and lets the buyer give it up, but never a paid one', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const other = scarf();
    const changed = await api('PUT', `/orders/${order.uuid}`, {
      token: buyer.token,
      payload: { lines: [{ kind: 'test_item', refUuid: other, quantity: 3 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ total: 135_000, lines: [{ refUuid: other, quantity: 3 }] });

    const removed = await api('DELETE', `/orders/${order.uuid}`, { token: buyer.token });
    expect(removed.json().status).toBe('rejected');
    expect(shop.rejected.filter((r) => r.orderUuid === order.uuid)).toHaveLength(1);

    const paid = await newOrder([{ refUuid: scarf() }]);
    expect((await complete(await payAtGateway(ctx.app, await preComplete(paid), 'paid'))).statusCode).toBe(
      200,
    );
    const refused = await api('DELETE', `/orders/${paid.uuid}?orderHash=${paid.orderHash}`);
    expect([refused.statusCode, refused.json().name]).toEqual([409, 'orderPaymentStatusConflict']);
  });
});

describe('paying an order', () => {
  it('gives a signed form for the gateway, and no second one while the first is being paid', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const { url, fields } = await preComplete(order);
    expect(url).toBe('https://vstupenky.klub.cz/dev/gpwebpay/order.do');
    expect(fields).toMatchObject({
      OPERATION: 'CREATE_ORDER',
      AMOUNT: '45000',
      CURRENCY: '203',
      DEPOSITFLAG: '1',
      URL: 'https://vstupenky.klub.cz/objednavka/dokoncena',
      DESCRIPTION: 'Šála',
      EMAIL: buyer.email,
    });
    expect(fields.ORDERNUMBER).toMatch(/^\d{1,15}$/);
    expect(fields.DIGEST).toBeTruthy();
    expect(fields.USERPARAM1).toBeUndefined();
    const again = await api('PUT', '/orders/pre-complete', {
      token: buyer.token,
      payload: { orderUuid: order.uuid },
    });
    expect([again.statusCode, again.json().name]).toEqual([409, 'duplicateTransactionPrevented']);
    const stranger_ = await api('PUT', '/orders/pre-complete', {
      token: stranger.token,
      payload: { orderUuid: order.uuid },
    });
    expect(stranger_.json().name).toBe('orderNotOwnedByUser');
  });

  it('accepts a paid order once, delivers its lines and mails the buyer in their language', async () => {
    const item = scarf();
    const order = await newOrder([{ refUuid: item }], { currency: 'EUR', language: 'sk' });
    const answer = await payAtGateway(ctx.app, await preComplete(order), 'paid');
    const mailsBefore = ctx.mails.length;
    const res = await complete(answer);
    expect(res.statusCode, res.body).toBe(200);
    const body: CompleteOrderResponse = res.json();
    expect(body.outcome).toBe('paid');
    expect(body.order).toMatchObject({ uuid: order.uuid, status: 'accepted', payment: 'paid' });
    expect(shop.fulfilledFor(order.uuid)).toEqual([
      expect.objectContaining({
        refUuid: item,
        payment: { orderNumber: answer.ORDERNUMBER, recurringMaster: false },
      }),
    ]);
    await sendMails();
    const mails = ctx.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: buyer.email, subject: 'Potvrdenie objednávky' });
    expect(mails[0]!.text).toContain('Šála');
    // The line kind's files, then the order's invoice.
    expect(mails[0]!.attachments?.map((a) => a.filename)).toEqual([
      `${item}.txt`,
      expect.stringMatching(/^faktura-2\d{8}\.pdf$/),
    ]);

    // The buyer reloads the return page: the same answer, nothing delivered twice.
    const replay = await complete(answer);
    expect(replay.json()).toEqual(body);
    expect(shop.fulfilledFor(order.uuid)).toHaveLength(1);
    expect(await sendMails()).toBe(0);
    expect(ctx.mails.length).toBe(mailsBefore + 1);
    const { history, attempts } = await detail(order.uuid);
    expect(history.map((h: { to: string; actorKind: string }) => `${h.to}:${h.actorKind}`)).toEqual([
      'pending:user',
      'accepted:gateway',
    ]);
    expect(attempts).toEqual([
      expect.objectContaining({ orderNumber: answer.ORDERNUMBER, status: 'paid', prCode: 0, srCode: 0 }),
    ]);
    expect(attempts[0].gatewayAnswer).toMatchObject({ DIGEST: answer.DIGEST, PRCODE: '0' });
  });

  it('answers the order to its owner only: whoever else replays the signed return learns how the payment went', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const answer = await payAtGateway(ctx.app, await preComplete(order), 'paid');
    // The first to bring the answer is not the buyer: the payment is settled all the same.
    for (const res of [await complete(answer, stranger.token), await complete(answer, null)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ outcome: 'paid', order: null });
      expect(res.body).not.toContain(order.orderHash);
      expect(res.body).not.toContain(buyer.email);
    }
    expect((await detail(order.uuid)).status).toBe('accepted');
    const wrongHash = await api('PUT', `/orders/complete?orderHash=${'x'.repeat(order.orderHash.length)}`, {
      payload: answer,
    });
    expect(wrongHash.json()).toEqual({ outcome: 'paid', order: null });
    // The buyer: signed in, or in the browser that made the order (its hash), or with a token that
    // no longer passes (settling must not depend on it).
    const owner = await complete(answer);
    expect(owner.json()).toMatchObject({
      outcome: 'paid',
      order: { uuid: order.uuid, orderHash: order.orderHash, email: buyer.email, status: 'accepted' },
    });
    const byHash = await api('PUT', `/orders/complete?orderHash=${encodeURIComponent(order.orderHash)}`, {
      payload: answer,
    });
    expect(byHash.json().order).toMatchObject({ uuid: order.uuid, orderHash: order.orderHash });
    const badToken = await complete(answer, 'not-a-token');
    expect([badToken.statusCode, badToken.json().order]).toEqual([200, null]);
  });

  it('writes the confirmation with the acceptance: one a stopped server never sent goes out at the next sweep, once', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const answer = await payAtGateway(ctx.app, await preComplete(order), 'paid');
    expect((await complete(answer)).statusCode).toBe(200);
    await sendMails();
    const outbox = () =>
      ctx.database.db.select().from(orderNotifications).where(eq(orderNotifications.orderUuid, order.uuid));
    const [written] = await outbox();
    expect(written).toMatchObject({ kind: 'confirmation', attempts: 1 });
    expect(written!.doneAt).not.toBeNull();
    // As the row stands when the server stops between the commit and the e-mail: not sent yet.
    await ctx.database.db
      .update(orderNotifications)
      .set({ doneAt: null, attempts: 0, nextAttemptAt: written!.createdAt })
      .where(eq(orderNotifications.orderUuid, order.uuid));
    const mailsBefore = ctx.mails.length;
    expect(await sendMails()).toBe(1);
    const mails = ctx.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: buyer.email, subject: 'Potvrzení objednávky' });
    expect(mails[0]!.attachments?.map((a) => a.filename).at(-1)).toMatch(/^faktura-1\d{8}\.pdf$/);
    expect(await sendMails()).toBe(0);
    expect(ctx.mails.length).toBe(mailsBefore + 1);
    expect(await outbox()).toHaveLength(1);
  });

  it('fulfils once when the same return arrives ten times at once', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const answer = await payAtGateway(ctx.app, await preComplete(order), 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(answer)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().order.status))).toEqual(new Set(['accepted']));
    expect(shop.fulfilledFor(order.uuid)).toHaveLength(1);
    expect((await detail(order.uuid)).history).toHaveLength(2);
  });

  it('refuses a forged, altered or cut-short answer and changes nothing', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const declined = await payAtGateway(ctx.app, await preComplete(order), 'declined');
    const forgeries = [
      { ...declined, PRCODE: '0', SRCODE: '0' },
      { ...declined, DIGEST1: declined.DIGEST! },
      Object.fromEntries(Object.entries(declined).filter(([name]) => name !== 'DIGEST')),
      {},
    ];
    for (const forged of forgeries) {
      const res = await complete(forged as Record<string, string>);
      expect([res.statusCode, res.json().name]).toEqual([400, 'paymentAnswerNotVerified']);
    }
    const after = await detail(order.uuid);
    expect(after.status).toBe('pending');
    expect(after.attempts).toEqual([expect.objectContaining({ status: 'created', completedAt: null })]);
    expect(shop.fulfilledFor(order.uuid)).toEqual([]);
  });

  it.each([
    ['declined', 'declined'],
    ['cancelled', 'cancelled'],
    ['threeDSecureFailed', 'threeDSecureFailed'],
    ['technicalError', 'technicalError'],
  ] as const)(
    'leaves the order unpaid when the payment is %s, so it can be paid again',
    async (outcome, shown) => {
      const order = await newOrder([{ refUuid: scarf() }]);
      const res = await complete(await payAtGateway(ctx.app, await preComplete(order), outcome));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: shown, order: { status: 'pending', payment: shown } });
      expect(shop.fulfilledFor(order.uuid)).toEqual([]);
      const retry = await complete(await payAtGateway(ctx.app, await preComplete(order), 'paid'));
      expect(retry.json()).toMatchObject({ outcome: 'paid', order: { status: 'accepted' } });
    },
  );
});

describe('sweepers', () => {
  const backdate = (
    table: 'payment_attempts' | 'orders',
    column: string,
    orderUuid: string,
    minutes: number,
  ) =>
    ctx.database.db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = now() - make_interval(mins => ${minutes}) where ${sql.identifier(table === 'orders' ? 'uuid' : 'order_uuid')} = ${orderUuid}`,
    );

  it('finds a paid order whose return never came, and leaves one the gateway is still waiting on', async () => {
    const lost = await newOrder([{ refUuid: scarf() }]);
    await payAtGateway(ctx.app, await preComplete(lost), 'paid');
    const waiting = await newOrder([{ refUuid: scarf() }]);
    const waitingForm = await preComplete(waiting);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/order.do',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(waitingForm.fields).toString(),
    });
    expect(opened.statusCode).toBe(200);
    const neverSent = await newOrder([{ refUuid: scarf() }]);
    await preComplete(neverSent);
    const fresh = await newOrder([{ refUuid: scarf() }]);
    await payAtGateway(ctx.app, await preComplete(fresh), 'paid');
    await backdate('payment_attempts', 'created_at', lost.uuid, 20);
    await backdate('payment_attempts', 'created_at', waiting.uuid, 20);
    await backdate('payment_attempts', 'created_at', neverSent.uuid, 20);
    // Its order's time is up (an attempt of a live order stays open: the buyer may yet get there).
    await backdate('orders', 'expires_at', neverSent.uuid, 1);

    expect(await ctx.app.jobs.runOnce('paymentReconciliation')).toBeGreaterThanOrEqual(1);
    const found = await detail(lost.uuid);
    expect(found.status).toBe('accepted');
    expect(found.history.at(-1)).toMatchObject({ to: 'accepted', actorKind: 'sweeper' });
    expect(shop.fulfilledFor(lost.uuid)).toHaveLength(1);
    // The buyer is still on the gateway's page: asked again later.
    expect((await detail(waiting.uuid)).attempts[0]).toMatchObject({ status: 'created' });
    // The buyer never reached the gateway before the order's time was up: the attempt is closed.
    expect(await detail(neverSent.uuid)).toMatchObject({
      status: 'pending',
      attempts: [expect.objectContaining({ status: 'unknown' })],
    });
    expect(await ctx.app.jobs.runOnce('paymentReconciliation')).toBe(0);
    // Younger than the sweeper's wait: its return may still come.
    expect((await detail(fresh.uuid)).status).toBe('pending');
  });

  it('asks the gateway a minute after an unanswered payment, accepts it once paid, and waits for the order to expire before closing an unpaid one', async () => {
    const openAtGateway = async (payment: { url: string; fields: Record<string, string> }) => {
      const page = await ctx.app.inject({
        method: 'POST',
        url: '/dev/gpwebpay/order.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(payment.fields).toString(),
      });
      expect(page.statusCode).toBe(200);
      return Object.fromEntries(
        [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
    };
    const attemptOf = async (uuid: string) => (await detail(uuid)).attempts[0];

    // Paid two minutes ago; the buyer's return never came.
    const lost = await newOrder([{ refUuid: scarf() }]);
    await payAtGateway(ctx.app, await preComplete(lost), 'paid');
    // Still typing the card number.
    const slow = await newOrder([{ refUuid: scarf() }]);
    const slowPage = await openAtGateway(await preComplete(slow));
    // Declined, and the return lost too.
    const declined = await newOrder([{ refUuid: scarf() }]);
    await payAtGateway(ctx.app, await preComplete(declined), 'declined');
    for (const order of [lost, slow, declined])
      await backdate('payment_attempts', 'created_at', order.uuid, 2);

    await ctx.app.jobs.runOnce('paymentReconciliation');
    expect(await detail(lost.uuid)).toMatchObject({ status: 'accepted', attempts: [{ status: 'paid' }] });
    expect(shop.fulfilledFor(lost.uuid)).toHaveLength(1);
    expect((await attemptOf(slow.uuid)).status).toBe('created');
    // The order may still be paid (another card, the same page): not closed before its time is up.
    expect(await detail(declined.uuid)).toMatchObject({
      status: 'pending',
      attempts: [{ status: 'created' }],
    });

    // The slow buyer pays; a minute later the sweeper asks again and accepts it.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...slowPage, outcome: 'paid' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await ctx.app.jobs.runOnce('paymentReconciliation');
    expect((await detail(slow.uuid)).status).toBe('pending');
    await backdate('payment_attempts', 'checked_at', slow.uuid, 2);
    await ctx.app.jobs.runOnce('paymentReconciliation');
    expect(await detail(slow.uuid)).toMatchObject({ status: 'accepted', attempts: [{ status: 'paid' }] });

    // The declined order's time is up: its attempt is closed as the gateway says.
    await backdate('orders', 'expires_at', declined.uuid, 1);
    await backdate('payment_attempts', 'checked_at', declined.uuid, 2);
    await ctx.app.jobs.runOnce('paymentReconciliation');
    expect((await attemptOf(declined.uuid)).status).toBe('declined');
  });

  it('expires a pending order, and keeps and flags a payment that arrives afterwards', async () => {
    const order = await newOrder([{ refUuid: scarf() }]);
    const form = await preComplete(order);
    await backdate('orders', 'expires_at', order.uuid, 1);
    expect(await ctx.app.jobs.runOnce('orderExpiry')).toBeGreaterThanOrEqual(1);
    const expired = await detail(order.uuid);
    expect(expired.status).toBe('rejected');
    expect(expired.history.at(-1)).toMatchObject({ to: 'rejected', actorKind: 'sweeper', reason: 'expired' });
    expect(shop.rejected.some((r) => r.orderUuid === order.uuid)).toBe(true);

    const res = await complete(await payAtGateway(ctx.app, form, 'paid'));
    expect(res.json()).toMatchObject({ outcome: 'paid', order: { status: 'accepted' } });
    const kept = await detail(order.uuid);
    expect(kept).toMatchObject({ status: 'accepted', flaggedForStaff: true, flagReason: 'paidAfterExpiry' });
    expect(shop.fulfilledFor(order.uuid)).toHaveLength(1);
  });

  it('flags a paid order that cannot be delivered instead of dropping it', async () => {
    const broken = shop.add({ label: 'Vyprodáno', price: { CZK: 10_000, EUR: 400 }, broken: true });
    const order = await newOrder([{ refUuid: broken }]);
    const res = await complete(await payAtGateway(ctx.app, await preComplete(order), 'paid'));
    expect(res.json().outcome).toBe('paid');
    expect(await detail(order.uuid)).toMatchObject({
      status: 'rejected',
      flaggedForStaff: true,
      flagReason: 'paidNotFulfilled',
      attempts: [expect.objectContaining({ status: 'paid' })],
    });
  });

  it('charges a renewal on the master payment once, and tells the line kind when one fails', async () => {
    const plan = club.add({ label: 'Členství', price: { CZK: 120_000, EUR: 4_800 } });
    const order = await newOrder([{ kind: 'test_membership', refUuid: plan }]);
    const form = await preComplete(order);
    expect(form.fields.USERPARAM1).toBe('R');
    const answer = await payAtGateway(ctx.app, form, 'paid');
    expect((await complete(answer)).json().order.status).toBe('accepted');
    const [first] = club.fulfilledFor(order.uuid);
    expect(first?.payment).toEqual({ orderNumber: answer.ORDERNUMBER, recurringMaster: true });

    const item = (key: string) => ({
      key,
      refUuid: plan,
      masterLineUuid: first!.lineUuid,
      amount: 120_000,
      currency: 'CZK' as const,
      label: 'Členství (obnovení)',
      userUuid: buyer.uuid,
      email: buyer.email,
      language: 'cs' as const,
    });
    club.due.push(item(`${plan}:2027`), item(`${plan}:2027`));
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(1);
    expect(club.renewed.map((r) => r.key)).toEqual([`${plan}:2027`]);
    const renewals = (
      await api('GET', `/admin/orders?email=${encodeURIComponent(buyer.email)}&limit=500`, {
        token: staff.token,
      })
    )
      .json()
      .data.filter((o: { total: number }) => o.total === 120_000);
    expect(renewals.map((o: { status: string }) => o.status).sort()).toEqual(['accepted', 'accepted']);

    const refuse = await ctx.app.inject({
      method: 'POST',
      url: '/dev/gpwebpay/fail-next-recurring',
      payload: {},
    });
    expect(refuse.statusCode).toBe(204);
    club.due.push(item(`${plan}:2028`));
    expect(await ctx.app.jobs.runOnce('renewals')).toBe(1);
    expect(club.renewalsFailed.map((r) => r.key)).toEqual([`${plan}:2028`]);
    expect(club.renewed).toHaveLength(1);
  });
});

describe('staff', () => {
  it('lists orders with filters and accepts one by hand, with a reason, delivering it', async () => {
    const item = scarf();
    const order = await newOrder([{ refUuid: item }]);
    const list = await api('GET', `/admin/orders?status=pending&currency=CZK&sort=createdAt&order=desc`, {
      token: staff.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.some((o: { uuid: string }) => o.uuid === order.uuid)).toBe(true);
    expect(list.json().data.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const none = await api('GET', `/admin/orders?status=pending&from=2999-01-01T00:00:00Z`, {
      token: staff.token,
    });
    expect(none.json()).toEqual({ data: [], total: 0 });

    const noReason = await api('POST', '/admin/order/update-status', {
      token: staff.token,
      payload: { orderUuid: order.uuid, status: 'admin_granted', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const mailsBefore = ctx.mails.length;
    const granted = await api('POST', '/admin/order/update-status', {
      token: staff.token,
      payload: { orderUuid: order.uuid, status: 'admin_granted', reason: 'Paid in cash at the box office' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ status: 'admin_granted' });
    expect(granted.json().history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'admin_granted',
      actorKind: 'staff',
      actorUuid: staff.uuid,
      reason: 'Paid in cash at the box office',
    });
    expect(shop.fulfilledFor(order.uuid)).toHaveLength(1);
    await sendMails();
    expect(ctx.mails.length).toBe(mailsBefore + 1);

    const twice = await api('POST', '/admin/order/update-status', {
      token: staff.token,
      payload: { orderUuid: order.uuid, status: 'admin_granted', reason: 'again' },
    });
    expect(twice.json().name).toBe('orderPaymentStatusConflict');
    const resent = await api('POST', '/admin/order/resend-successfull-email', {
      token: staff.token,
      payload: { orderUuid: order.uuid },
    });
    expect(resent.statusCode).toBe(204);
    expect(ctx.mails.length).toBe(mailsBefore + 2);

    const pending = await newOrder([{ refUuid: item }]);
    const notPaid = await api('POST', '/admin/order/resend-successfull-email', {
      token: staff.token,
      payload: { orderUuid: pending.uuid },
    });
    expect(notPaid.json().name).toBe('orderPaymentStatusConflict');
  });
});
