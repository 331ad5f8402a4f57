import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@tribuna/common/schemas/orders';
import type { AdminOrderVoucherDetail, AdminVoucher, VoucherBatch } from '@tribuna/common/schemas/vouchers';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, payAtGateway, postMembership } from '../../../test/orders';
import { pdfText } from '../../../test/pdfText';
import { membershipServices } from '../../../test/services';
import { generateVoucherCode } from './voucherCodes';
import { createVouchersRepository } from './vouchers.repository';
import { createVouchersService } from './vouchers.service';

let ctx: TestContext;
let subscriptionAdmin: string;
let voucherAdmin: { token: string; uuid: string };
let dispatcher: string;
let orderAdmin: string;
/** A plan a voucher can buy (two price variants) and one it cannot. */
let giftPlan: { uuid: string; prices: { uuid: string }[] };
let plainPlan: { uuid: string; prices: { uuid: string }[] };

const api = apiCaller(() => ctx.app);

const createPlan = (over: Record<string, unknown>) =>
  postMembership(ctx.app, subscriptionAdmin, {
    name: { cs: 'Věrný fanoušek', sk: 'Verný fanúšik' },
    text: { cs: '<p>Členství</p>' },
    type: 'permanent',
    featureUuids: [],
    prices: [
      { label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 129_000, amountEur: 4_990 },
      { label: { cs: 'Žák', sk: 'Žiak' }, amountCzk: 59_000, amountEur: 2_390 },
    ],
    ...over,
  });

async function createVoucher(payload: Record<string, unknown> = {}): Promise<AdminVoucher> {
  const res = await api('POST', '/admin/vouchers', {
    token: voucherAdmin.token,
    payload: { subscriptionPriceUuid: giftPlan.prices[0]!.uuid, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const identity = {
  firstName: 'Jiří',
  lastName: 'Šťastný',
  phone: '+420 603 123 456',
  street: 'Dlouhá 12',
  city: 'Třebíč',
  zip: '674 01',
};

async function userWithIdentity() {
  const user = await ctx.signInAs(['user']);
  const res = await api('POST', '/vouchers/update-delivery-address-for-subscription-voucher', {
    token: user.token,
    payload: identity,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const apply = (token: string, code: string) =>
  api('POST', '/vouchers/apply-subscription-voucher', { token, payload: { code } });

const voucherOrder = (payload: Record<string, unknown>, language = 'cs') =>
  api('POST', '/orders/voucher', {
    language,
    payload: {
      subscriptionPriceUuid: giftPlan.prices[0]!.uuid,
      email: 'darce@example.com',
      deliveryType: 'electronic',
      consent: true,
      ...payload,
    },
  });

async function payOrder(order: Order) {
  const pre = await api('PUT', '/orders/pre-complete', {
    payload: { orderUuid: order.uuid, orderHash: order.orderHash },
  });
  expect(pre.statusCode, pre.body).toBe(200);
  const answer = await payAtGateway(ctx.app, pre.json(), 'paid');
  // Back in the browser that made the order: its hash shows the order.
  const done = await api('PUT', `/orders/complete?orderHash=${encodeURIComponent(order.orderHash)}`, {
    payload: answer,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { order: Order; outcome: string };
}

beforeAll(async () => {
  ctx = await createShopContext({ PUBLIC_URL: 'https://vstupenky.klub.cz' });
  let dispatcherUser;
  [subscriptionAdmin, voucherAdmin, dispatcherUser, orderAdmin] = await Promise.all([
    ctx.tokenAs(['subscription_admin']),
    ctx.signInAs(['voucher_admin']),
    ctx.signInAs(['package_dispatcher']),
    ctx.tokenAs(['order_admin']),
  ]);
  dispatcher = dispatcherUser.token;
  giftPlan = await createPlan({ voucherPurchasable: true });
  plainPlan = await createPlan({ name: { cs: 'Jen na kartu' }, voucherPurchasable: false });
});
afterAll(() => ctx?.close());

describe('applying a voucher code', () => {
  it('claims the code and starts the membership, once', async () => {
    const voucher = await createVoucher();
    expect(voucher.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const user = await userWithIdentity();
    // Typed in lower case with the printed dashes.
    const typed = voucher.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const res = await apply(user.token, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      voucherUuid: voucher.uuid,
      code: voucher.code,
      subscriptionUuid: giftPlan.uuid,
      subscriptionName: 'Věrný fanoušek',
      validTo: null,
    });
    const me = await api('GET', '/auth/logged-user', { token: user.token });
    expect(me.json().activeUserSubscriptions).toEqual([
      expect.objectContaining({ subscription: expect.objectContaining({ uuid: giftPlan.uuid }) }),
    ]);
    const stored = (
      await api('GET', `/admin/vouchers/${voucher.uuid}`, { token: voucherAdmin.token })
    ).json();
    expect(stored).toMatchObject({ claimed: true, claimedByUserUuid: user.uuid });

    const again = await apply((await userWithIdentity()).token, voucher.code);
    expect([again.statusCode, again.json().name]).toEqual([409, 'voucherCodeAlreadyClaimed']);
  });

  it('answers 412 voucherDeliveryIdentityNotSet until the delivery identity is filled in, then applies', async () => {
    const voucher = await createVoucher();
    const user = await ctx.signInAs(['user']);
    const first = await apply(user.token, voucher.code);
    expect([first.statusCode, first.json().name]).toEqual([412, 'voucherDeliveryIdentityNotSet']);
    expect((await api('GET', '/vouchers/delivery-identity', { token: user.token })).json()).toEqual({
      identity: null,
    });
    // Not claimed by the refused attempt.
    expect(
      (await api('GET', `/admin/vouchers/${voucher.uuid}`, { token: voucherAdmin.token })).json().claimed,
    ).toBe(false);

    const bad = await api('POST', '/vouchers/update-delivery-address-for-subscription-voucher', {
      token: user.token,
      payload: { ...identity, city: 'Praha 5', zip: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await api('POST', '/vouchers/update-delivery-address-for-subscription-voucher', {
      token: user.token,
      payload: identity,
    });
    expect(saved.json()).toEqual({ ...identity, country: 'CZ' });
    expect((await api('GET', '/vouchers/delivery-identity', { token: user.token })).json().identity).toEqual({
      ...identity,
      country: 'CZ',
    });
    const second = await apply(user.token, voucher.code);
    expect(second.statusCode, second.body).toBe(200);
  });

  it('refuses unknown, inactive, expired and wrong-plan codes with their catalogue names', async () => {
    const user = await userWithIdentity();
    const unknown = await apply(user.token, 'ABCDEFGHJKLM');
    expect([unknown.statusCode, unknown.json().name]).toEqual([404, 'voucherNotFound']);

    const inactive = await createVoucher({ isActive: false });
    const off = await apply(user.token, inactive.code);
    expect([off.statusCode, off.json().name]).toEqual([409, 'voucherNotActive']);

    const expired = await createVoucher({ validUntil: new Date(Date.now() - 60_000).toISOString() });
    const late = await apply(user.token, expired.code);
    expect([late.statusCode, late.json().name]).toEqual([409, 'voucherNotActive']);

    // A plan that stopped taking vouchers after the voucher was made.
    const other = await createPlan({ name: { cs: 'Dočasná nabídka' }, voucherPurchasable: true });
    const voucher = await createVoucher({ subscriptionPriceUuid: other.prices[0]!.uuid });
    const current = (
      await api('GET', `/admin/subscriptions/${other.uuid}`, { token: subscriptionAdmin })
    ).json();
    const { uuid: _u, activeCount: _a, createdAt: _c, updatedAt: _up, ...input } = current;
    const off2 = await api('PUT', `/admin/subscriptions/${other.uuid}`, {
      token: subscriptionAdmin,
      payload: { ...input, voucherPurchasable: false },
    });
    expect(off2.statusCode, off2.body).toBe(200);
    const wrongType = await apply(user.token, voucher.code);
    expect([wrongType.statusCode, wrongType.json().name]).toEqual([400, 'voucherInvalidType']);

    // Staff cannot make a voucher for a plan that takes none.
    const refused = await api('POST', '/admin/vouchers', {
      token: voucherAdmin.token,
      payload: { subscriptionPriceUuid: plainPlan.prices[0]!.uuid },
    });
    expect([refused.statusCode, refused.json().name]).toEqual([400, 'voucherInvalidType']);

    const anonymous = await apply('', 'ABCDEFGHJKLM');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('gift voucher orders', () => {
  it('checks the buyer form: delivery address for printed vouchers, invoice rules and the IČO checksum', async () => {
    const noAddress = await voucherOrder({ deliveryType: 'physical' });
    expect(noAddress.statusCode).toBe(400);
    const badCin = await voucherOrder({
      invoice: {
        invoiceName: 'Klub přátel, z. s.',
        invoiceStreet: 'Nádražní 5',
        invoiceCity: 'Brno',
        invoiceZip: '602 00',
        cin: '25596642',
      },
    });
    expect(badCin.statusCode).toBe(400);
    expect(JSON.stringify(badCin.json())).toContain('formError.invalidCin');
    const badCity = await voucherOrder({
      deliveryType: 'physical',
      deliveryAddress: { name: 'Jana Nová', street: 'Nádražní 5', city: 'Brno 2', zip: '602 00' },
    });
    expect(badCity.statusCode).toBe(400);
    const notForVouchers = await voucherOrder({ subscriptionPriceUuid: plainPlan.prices[0]!.uuid });
    expect([notForVouchers.statusCode, notForVouchers.json().name]).toEqual([400, 'voucherInvalidType']);
    const noConsent = await voucherOrder({ consent: false });
    expect(noConsent.statusCode).toBe(400);
  });

  it('prices the voucher in the currency of the language: CZK in Czech, EUR in Slovak', async () => {
    const cs = await voucherOrder({ quantity: 2 });
    expect(cs.statusCode, cs.body).toBe(201);
    expect(cs.json()).toMatchObject({
      status: 'pending',
      currency: 'CZK',
      total: 258_000,
      email: 'darce@example.com',
      lines: [
        {
          kind: 'voucher',
          refUuid: giftPlan.prices[0]!.uuid,
          quantity: 2,
          unitAmount: 129_000,
          label: 'Dárkový voucher na členství: Věrný fanoušek – Dospělý',
        },
      ],
    });
    const sk = await voucherOrder({ subscriptionPriceUuid: giftPlan.prices[1]!.uuid }, 'sk');
    expect(sk.json()).toMatchObject({
      currency: 'EUR',
      total: 2_390,
      lines: [{ label: 'Darčeková poukážka na členstvo: Verný fanúšik – Žiak' }],
    });
  });

  it('makes the codes when the order is paid, once, e-mails their PDF and lists the order for dispatch', async () => {
    const created = await voucherOrder({
      deliveryType: 'physical',
      deliveryAddress: { name: 'Jana Nová', street: 'Nádražní 5', city: 'Brno', zip: '60200' },
      invoice: {
        invoiceName: 'Klub přátel, z. s.',
        invoiceStreet: 'Nádražní 5',
        invoiceCity: 'Brno',
        invoiceZip: '602 00',
        cin: '25596641',
        tin: 'cz25596641',
      },
      quantity: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: Order = created.json();
    // Nothing to print before the payment.
    const early = await api('GET', `/vouchers/export-pdf?orderHash=${order.orderHash}`);
    expect([early.statusCode, early.json().name]).toEqual([404, 'voucherOrderNotFound']);

    await ctx.app.jobs.runOnce('orderNotifications');
    const mailsBefore = ctx.mails.length;
    const { order: paid, outcome } = await payOrder(order);
    expect([outcome, paid.status]).toEqual(['paid', 'accepted']);

    const listed = await api('GET', `/admin/vouchers?orderUuid=${order.uuid}`, { token: voucherAdmin.token });
    const vouchers: AdminVoucher[] = listed.json().data;
    expect(vouchers).toHaveLength(2);
    expect(
      vouchers.every((v) => v.deliveryType === 'physical' && v.createdBy === 'order' && v.isActive),
    ).toBe(true);
    expect(new Date(vouchers[0]!.validUntil!).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);

    await ctx.app.jobs.runOnce('orderNotifications');
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === 'darce@example.com');
    expect(mail?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    const mailedText = await pdfText(mail!.attachments![0]!.content as Buffer);
    for (const v of vouchers) expect(mailedText.replace(/[\s-]/g, '')).toContain(v.code);
    // The invoice is made out to the company the order named, and goes with the vouchers.
    const invoice = await ctx.app.invoices.findByOrder(order.uuid);
    expect(invoice?.buyer).toMatchObject({
      kind: 'company',
      name: 'Klub přátel, z. s.',
      street: 'Nádražní 5',
      city: 'Brno',
      ico: '25596641',
    });
    const invoicePdf = mail!.attachments!.find((a) => a.filename === `faktura-${invoice!.number}.pdf`);
    expect(await pdfText(invoicePdf!.content as Buffer)).toContain('Odběratel Klub přátel, z. s. Nádražní 5');

    const pdf = await api('GET', `/vouchers/export-pdf?orderHash=${order.orderHash}&language=sk`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Darčeková poukážka na členstvo');
    expect(text).toContain('Platnosť do');

    // A confirmation sent again makes no new codes.
    const resent = await api('POST', '/admin/order/update-status', {
      token: orderAdmin,
      payload: { orderUuid: order.uuid, status: 'admin_granted', reason: 'znovu' },
    });
    expect(resent.json().name).toBe('orderPaymentStatusConflict');
    expect(
      (await api('GET', `/admin/vouchers?orderUuid=${order.uuid}`, { token: voucherAdmin.token })).json()
        .total,
    ).toBe(2);

    // The dispatcher's list: printed, paid, not sent yet.
    const waiting = await api(
      'GET',
      '/admin/order/vouchers?shipped=false&deliveryType=physical&cin=25596641',
      {
        token: dispatcher,
      },
    );
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data).toEqual([
      expect.objectContaining({
        uuid: order.uuid,
        dispatchStatus: 'waiting',
        invoiceName: 'Klub přátel, z. s.',
        tin: 'CZ25596641',
        codes: expect.arrayContaining(vouchers.map((v) => v.code)),
      }),
    ]);
    const shipped = await api('POST', `/admin/order/voucher/${order.uuid}/shipped`, {
      token: dispatcher,
      payload: { shipped: true },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const detail: AdminOrderVoucherDetail = shipped.json();
    expect(detail).toMatchObject({ dispatchStatus: 'shipped', vouchers: expect.any(Array) });
    expect(detail.vouchers).toHaveLength(2);
    const afterShip = await api('GET', '/admin/order/vouchers?shipped=false&cin=25596641', {
      token: dispatcher,
    });
    expect(afterShip.json().total).toBe(0);
    // An order admin reads the list but does not mark it.
    const readOnly = await api('POST', `/admin/order/voucher/${order.uuid}/shipped`, {
      token: orderAdmin,
      payload: { shipped: false },
    });
    expect(readOnly.statusCode).toBe(403);

    // Its code gives the membership to whoever applies it.
    const user = await userWithIdentity();
    expect((await apply(user.token, vouchers[0]!.code)).statusCode).toBe(200);
  });

  it('filters order vouchers by invoice fields, delivery type and day', async () => {
    const electronic = await voucherOrder({
      invoice: {
        invoiceName: 'Sokol Třebíč',
        invoiceStreet: 'Sportovní 1',
        invoiceCity: 'Třebíč',
        invoiceZip: '674 01',
        cin: '00000019',
      },
    });
    const order: Order = electronic.json();
    await payOrder(order);
    const token = voucherAdmin.token;
    const byName = await api('GET', '/admin/order/vouchers?invoiceName=sokol%20trebic', { token });
    expect(byName.json().data.map((o: { uuid: string }) => o.uuid)).toEqual([order.uuid]);
    const byCity = await api('GET', '/admin/order/vouchers?invoiceCity=Třebíč&deliveryType=electronic', {
      token,
    });
    expect(byCity.json().data[0]).toMatchObject({ uuid: order.uuid, dispatchStatus: 'notRequired' });
    const byZip = await api('GET', '/admin/order/vouchers?invoiceZip=67401', { token });
    expect(byZip.json().total).toBe(1);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
    const byDay = await api('GET', `/admin/order/vouchers?createdAt=${today}&cin=00000019`, { token });
    expect(byDay.json().total).toBe(1);
    const otherDay = await api('GET', '/admin/order/vouchers?createdAt=2020-01-01', { token });
    expect(otherDay.json().total).toBe(0);
    const wrongType = await api('GET', '/admin/order/vouchers?deliveryType=physical&cin=00000019', { token });
    expect(wrongType.json().total).toBe(0);
    const one = await api('GET', `/admin/order/voucher/${order.uuid}`, { token });
    expect(one.json()).toMatchObject({
      uuid: order.uuid,
      invoiceCity: 'Třebíč',
      vouchers: [expect.any(Object)],
    });
    const missing = await api('GET', `/admin/order/voucher/${randomUUID()}`, { token });
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'voucherOrderNotFound']);
  });
});

describe('voucher PDF', () => {
  it('prints the plan, the code and Czech diacritics as real text, public only by the voucher uuid', async () => {
    const voucher = await createVoucher({ validUntil: '2027-06-30T12:00:00Z' });
    const res = await api('GET', `/vouchers/export-pdf/${voucher.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Dárkový voucher na členství');
    expect(text).toContain('Věrný fanoušek – Dospělý');
    expect(text).toContain('Platnost do');
    expect(text).toContain('Platnost do 30.06.2027');
    expect(text.replace(/[\s-]/g, '')).toContain(voucher.code);
    expect(text).toContain('Příjemné zážitky přeje tým Tribuna.');

    const sk = await pdfText((await api('GET', `/vouchers/export-pdf/${voucher.uuid}/sk`)).rawPayload);
    expect(sk).toContain('Verný fanúšik – Dospelý');
    expect(sk).toContain('Príjemné zážitky želá tím Tribuna.');

    const missing = await api('GET', `/vouchers/export-pdf/${randomUUID()}`);
    expect([missing.statusCode, missing.json().name]).toEqual([404, 'voucherNotFound']);
    const badHash = await api('GET', '/vouchers/export-pdf?orderHash=nope');
    expect([badHash.statusCode, badHash.json().name]).toEqual([404, 'orderNotFound']);
  });
});

describe('admin vouchers', () => {
  it('lists with filters, edits, and deletes only unclaimed vouchers', async () => {
    const token = voucherAdmin.token;
    const priceB = giftPlan.prices[1]!.uuid;
    const a = await createVoucher({ subscriptionPriceUuid: priceB });
    const b = await createVoucher({ subscriptionPriceUuid: priceB, isActive: false });
    const own = await createVoucher({ subscriptionPriceUuid: priceB, code: 'jaro-2026-klub' });
    expect(own.code).toBe('JARO2026KLUB');
    const taken = await api('POST', '/admin/vouchers', {
      token,
      payload: { subscriptionPriceUuid: priceB, code: 'JARO2026KLUB' },
    });
    expect([taken.statusCode, taken.json().name]).toEqual([409, 'voucherCodeAlreadyClaimed']);

    const byPrice = await api('GET', `/admin/vouchers?subscriptionPriceUuid=${priceB}&sort=code`, { token });
    expect(byPrice.json().total).toBeGreaterThanOrEqual(3);
    const inactive = await api('GET', `/admin/vouchers?subscriptionPriceUuid=${priceB}&isActive=false`, {
      token,
    });
    expect(inactive.json().data.map((v: AdminVoucher) => v.uuid)).toEqual([b.uuid]);
    const byCode = await api('GET', `/admin/vouchers?code=${a.code.slice(2, 9).toLowerCase()}`, { token });
    expect(byCode.json().data.map((v: AdminVoucher) => v.uuid)).toContain(a.uuid);
    expect(byCode.json().data[0]).toMatchObject({ subscriptionName: 'Věrný fanoušek', priceLabel: 'Žák' });

    const user = await userWithIdentity();
    await apply(user.token, a.code);
    const claimed = await api('GET', `/admin/vouchers?subscriptionPriceUuid=${priceB}&claimed=true`, {
      token,
    });
    expect(claimed.json().data.map((v: AdminVoucher) => v.uuid)).toEqual([a.uuid]);
    const unclaimed = await api('GET', `/admin/vouchers?subscriptionPriceUuid=${priceB}&claimed=false`, {
      token,
    });
    expect(unclaimed.json().data.map((v: AdminVoucher) => v.uuid)).not.toContain(a.uuid);

    const edited = await api('PUT', `/admin/vouchers/${b.uuid}`, {
      token,
      payload: { subscriptionPriceUuid: giftPlan.prices[0]!.uuid, isActive: true, validUntil: null },
    });
    expect(edited.json()).toMatchObject({ isActive: true, subscriptionPriceUuid: giftPlan.prices[0]!.uuid });
    const moveClaimed = await api('PUT', `/admin/vouchers/${a.uuid}`, {
      token,
      payload: { subscriptionPriceUuid: giftPlan.prices[0]!.uuid, isActive: true },
    });
    expect(moveClaimed.json().name).toBe('voucherCodeAlreadyClaimed');

    const deleteClaimed = await api('DELETE', `/admin/vouchers/${a.uuid}`, { token });
    expect([deleteClaimed.statusCode, deleteClaimed.json().name]).toEqual([409, 'voucherCodeAlreadyClaimed']);
    const deleted = await api('DELETE', `/admin/vouchers/${own.uuid}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect((await api('GET', `/admin/vouchers/${own.uuid}`, { token })).json().name).toBe('voucherNotFound');
  });

  it('generates a batch of codes in the background, with progress, then a CSV of them', async () => {
    const token = voucherAdmin.token;
    const started = await api('POST', '/admin/vouchers/batches', {
      token,
      payload: { subscriptionPriceUuid: giftPlan.prices[1]!.uuid, count: 120 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const batch: VoucherBatch = started.json();
    expect(batch).toMatchObject({ status: 'running', total: 120, createdByUserUuid: voucherAdmin.uuid });
    const seen: number[] = [];
    let progress: VoucherBatch = batch;
    for (let i = 0; i < 200 && progress.status === 'running'; i++) {
      progress = (await api('GET', `/admin/vouchers/batches/${batch.uuid}`, { token })).json();
      seen.push(progress.done);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(progress).toMatchObject({ status: 'done', done: 120, total: 120 });
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);

    const csv = await api('GET', `/admin/vouchers/batches/${batch.uuid}/csv`, { token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain('attachment');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Named in the back office's language, as its voucher screens name the fields.
    expect(rows[0]).toBe('Kód,Členství,Cenová varianta,Platí do,Aktivní');
    expect(rows).toHaveLength(121);
    const codes = rows.slice(1).map((row) => row.split(',')[0]!);
    expect(new Set(codes).size).toBe(120);
    expect(codes.every((code) => /^[A-HJ-NP-Z2-9]{12}$/.test(code))).toBe(true);
    expect(rows[1]).toContain('Věrný fanoušek,Žák');
    expect(rows[1]).toMatch(/,Ano$/);
    const english = await api('GET', `/admin/vouchers/batches/${batch.uuid}/csv`, { token, language: 'en' });
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Code,Membership,Price variant,Valid until,Active',
    );
    const listed = await api('GET', `/admin/vouchers?batchUuid=${batch.uuid}&limit=1`, { token });
    expect(listed.json().total).toBe(120);
  });

  it('draws a code again when the drawn one is taken', async () => {
    const existing = await createVoucher();
    const draws = [existing.code, existing.code, 'NEWC0DE'.replace('0', 'Q') + 'ABCDE'];
    const { db } = ctx.database;
    const service = createVouchersService({
      vouchers: createVouchersRepository(db),
      subscriptions: membershipServices(ctx.database).subscriptions,
      transaction: (run) => db.transaction(run),
      generateCode: () => draws.shift() ?? generateVoucherCode(),
    });
    const [made] = await service.createCodes({
      subscriptionPriceUuid: giftPlan.prices[0]!.uuid,
      count: 1,
      createdBy: 'staff',
    });
    expect(made?.code).toBe('NEWCQDEABCDE');
    expect(draws).toEqual([]);
  });

  it('archives, never deletes, a plan or price variant that vouchers refer to', async () => {
    const plan = await createPlan({ name: { cs: 'Krátká nabídka' }, voucherPurchasable: true });
    const voucher = await createVoucher({ subscriptionPriceUuid: plan.prices[1]!.uuid });
    const removed = await api('DELETE', `/admin/subscriptions/${plan.uuid}`, { token: subscriptionAdmin });
    expect(removed.statusCode, removed.body).toBe(200);
    const kept = await api('GET', `/admin/vouchers/${voucher.uuid}`, { token: voucherAdmin.token });
    expect(kept.json()).toMatchObject({ uuid: voucher.uuid, subscriptionPriceUuid: plan.prices[1]!.uuid });
    const user = await userWithIdentity();
    expect((await apply(user.token, voucher.code)).json().name).toBe('voucherInvalidType');
  });
});
