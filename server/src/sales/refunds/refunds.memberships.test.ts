import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import { userSubscriptions, vouchers } from '../../db/schema';
import { payAtGateway, payOrder, paymentForm } from '../../../test/orders';
import {
  api,
  ctx,
  dueNow,
  nextRefunds,
  orderAdmin,
  refund,
  refunded,
  superAdmin,
  sweep,
  useRefundsShop,
} from './refunds.testkit';

useRefundsShop();

describe('refunding memberships and vouchers', () => {
  async function newPlan(over: Record<string, unknown> = {}) {
    const res = await api('POST', '/admin/subscriptions', {
      token: superAdmin,
      payload: {
        name: { cs: 'Členství Klub' },
        text: { cs: '<p>Všechny zápasy</p>' },
        type: 'permanent',
        featureUuids: [],
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { prices: { uuid: string }[] }).prices[0]!.uuid;
  }

  async function buyMembership(priceUuid: string) {
    const buyer = await ctx.signInAs(['user']);
    const made = await api('POST', '/orders', {
      token: buyer.token,
      payload: { currency: 'CZK', lines: [{ kind: 'subscription', refUuid: priceUuid }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { order } = await payOrder(ctx.app, made.json(), buyer.token);
    const [membership] = await ctx.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.sourceUuid, order.uuid));
    expect(membership).toMatchObject({ status: 'active' });
    return { order, membership: membership! };
  }

  const membershipNow = async (uuid: string) =>
    (await ctx.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.uuid, uuid)))[0]!;

  it('ends a refunded membership now', async () => {
    const { order, membership } = await buyMembership(await newPlan());
    await refunded(order.uuid, { reason: 'Odstoupení' });
    expect(await membershipNow(membership.uuid)).toMatchObject({ status: 'ended', renewing: false });
  });

  it("ends a renewing membership at its period's end when staff choose, and stops its renewals", async () => {
    const price = await newPlan({ type: 'periodic', periodCount: 1, periodUnit: 'month', renewing: true });
    const { order, membership } = await buyMembership(price);
    expect(membership.renewing).toBe(true);
    const done = await refunded(order.uuid, { reason: 'Konec', membershipEnd: 'periodEnd' });
    expect(done.membershipEnd).toBe('periodEnd');
    expect(await membershipNow(membership.uuid)).toMatchObject({
      status: 'active',
      renewing: false,
      validTo: membership.validTo,
    });
  });

  async function voucherOrder(price: string) {
    const made = await api('POST', '/orders/voucher', {
      payload: {
        subscriptionPriceUuid: price,
        email: 'darce@example.com',
        deliveryType: 'electronic',
        consent: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as Order;
    const answer = await payAtGateway(ctx.app, await paymentForm(ctx.app, order), 'paid');
    const done = await api('PUT', `/orders/complete?orderHash=${encodeURIComponent(order.orderHash)}`, {
      payload: answer,
    });
    expect(done.statusCode, done.body).toBe(200);
    const codes = await ctx.database.db.select().from(vouchers).where(eq(vouchers.orderUuid, order.uuid));
    expect(codes).toHaveLength(1);
    return { order, code: codes[0]! };
  }

  /** A user with a delivery identity claims the code (the answer is returned, not checked). */
  async function claim(code: string) {
    const user = await ctx.signInAs(['user']);
    const address = await api('POST', '/vouchers/update-delivery-address-for-subscription-voucher', {
      token: user.token,
      payload: {
        firstName: 'Jan',
        lastName: 'Novák',
        phone: '+420 603 123 456',
        street: 'Dlouhá 1',
        city: 'Brno',
        zip: '602 00',
      },
    });
    expect(address.statusCode, address.body).toBeLessThan(300);
    return api('POST', '/vouchers/apply-subscription-voucher', { token: user.token, payload: { code } });
  }

  const voucherNow = async (uuid: string) =>
    (await ctx.database.db.select().from(vouchers).where(eq(vouchers.uuid, uuid)))[0]!;

  it('refuses to claim a voucher whose refund waits for the gateway; once refunded it is switched off', async () => {
    const { order, code } = await voucherOrder(await newPlan({ voucherPurchasable: true }));
    await nextRefunds('connectionClosed');
    const pending = await refunded(order.uuid, { reason: 'Ztracená odpověď' });
    expect(pending.status).toBe('pending');
    const refused = await claim(code.code);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().name).toBe('voucherNotActive');

    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'refunded',
    );
    expect(await voucherNow(code.uuid)).toMatchObject({ isActive: false, claimedAt: null });
    expect((await claim(code.code)).json().name).toBe('voucherNotActive');
  });

  it('makes the voucher claimable again when its refund is declined', async () => {
    const { order, code } = await voucherOrder(await newPlan({ voucherPurchasable: true }));
    // Nothing decided the first time (the same message may ask again), declined the second.
    await nextRefunds('technicalError');
    const pending = await refunded(order.uuid, { reason: 'Zamítnuto' });
    expect(pending.status).toBe('pending');
    expect((await claim(code.code)).json().name).toBe('voucherNotActive');

    await nextRefunds('declined');
    await dueNow(pending.uuid);
    expect(await sweep()).toBe(1);
    expect((await api('GET', `/admin/refunds/${pending.uuid}`, { token: orderAdmin })).json().status).toBe(
      'failed',
    );
    const applied = await claim(code.code);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await voucherNow(code.uuid)).toMatchObject({ isActive: true, claimedAt: expect.any(Date) });
  });

  it('switches off unclaimed vouchers, and refuses a voucher already claimed', async () => {
    const price = await newPlan({ voucherPurchasable: true });
    const unclaimed = await voucherOrder(price);
    await refunded(unclaimed.order.uuid, { reason: 'Dárek nechtějí' });
    const [off] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.uuid, unclaimed.code.uuid));
    expect(off!.isActive).toBe(false);

    const claimed = await voucherOrder(price);
    const applied = await claim(claimed.code.code);
    expect(applied.statusCode, applied.body).toBe(200);
    const refused = await refund(claimed.order.uuid, { reason: 'Pozdě' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().name).toBe('voucherAlreadyClaimed');
  });
});
