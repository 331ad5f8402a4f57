import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInput } from '@tribuna/common/schemas/features';
import { subscriptionInput } from '@tribuna/common/schemas/subscriptions';
import { emailNotificationOutbox, pushNotifications } from '../../db/schema';
import { createOneSignalClient } from '../../integrations/push/oneSignalClient';
import { PushRefused } from '../../integrations/push/push';
import { createOneSignalStandin, type OneSignalStandin } from '../../integrations/push/standin';
import { createTestContext, type TestContext } from '../../../test/harness';
import { membershipServices } from '../../../test/services';

const appId = 'tribuna-test-app';
const restApiKey = 'rest-api-key';

const article = (over: Record<string, unknown> = {}) => ({
  title: { cs: 'Nová sezóna', sk: 'Nová sezóna (sk)' },
  perex: { cs: 'Permanentky jsou v prodeji' },
  body: { cs: '<p>Text</p>' },
  image: null,
  publishedAt: '2026-01-10T10:00:00.000Z',
  sendNotifications: true,
  ...over,
});

/**
 * Members for the segments: `inSegment` holds the display feature and the segment `clenove`;
 * `segmentOnly` holds the segment `vip` but not the display feature; `noSegment` holds the display
 * feature and no segment.
 */
async function members(ctx: TestContext) {
  const services = membershipServices(ctx.database);
  const feature = async (input: Record<string, unknown>) =>
    (await services.features.create(featureInput.parse(input))).uuid;
  const display = await feature({ name: { cs: 'Obsah pro členy' }, type: 'display' });
  const clenove = await feature({
    name: { cs: 'Push členů' },
    type: 'onesignal_notification_segment',
    segmentName: 'clenove',
  });
  const vip = await feature({
    name: { cs: 'Push VIP' },
    type: 'onesignal_notification_segment',
    segmentName: 'vip',
  });
  const lonely = await feature({ name: { cs: 'Nikdo' }, type: 'display' });
  const withoutSegment = await feature({ name: { cs: 'Bez segmentu' }, type: 'display' });
  const plan = async (name: string, featureUuids: string[]) =>
    (
      await services.subscriptions.create(
        subscriptionInput.parse({
          name: { cs: name },
          text: { cs: '<p>Členství</p>' },
          type: 'permanent',
          featureUuids,
          prices: [{ label: { cs: 'Dospělý' }, amountCzk: 100000, amountEur: 4000 }],
        }),
      )
    ).prices[0]!.uuid;
  const [inSegment, segmentOnly, noSegment] = await Promise.all([
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
    ctx.signInAs(['user']),
  ]);
  const hold = (userUuid: string, priceUuid: string) =>
    services.subscriptions.activate({ userUuid, priceUuid, source: { type: 'admin' } });
  await hold(inSegment.uuid, await plan('Člen', [display, clenove]));
  await hold(segmentOnly.uuid, await plan('VIP', [vip]));
  await hold(noSegment.uuid, await plan('Základ', [display, withoutSegment]));
  return { display, lonely, withoutSegment, inSegment, segmentOnly, noSegment };
}

async function publish(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/articles',
    headers: { 'id-token': token },
    payload: article(body),
  });
}

const pushOf = async (ctx: TestContext, contentUuid: string) =>
  (
    await ctx.database.db
      .select()
      .from(pushNotifications)
      .where(eq(pushNotifications.contentUuid, contentUuid))
  )[0];

describe('push notifications kept in the outbox (no provider)', () => {
  let ctx: TestContext;
  let editor: string;
  let m: Awaited<ReturnType<typeof members>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    editor = (await ctx.signInAs(['article_admin'])).token;
    m = await members(ctx);
  });
  afterAll(() => ctx.close());

  it('sends members-only content to the segments whose members may read it, and only to them', async () => {
    const res = await publish(ctx, editor, { requiredFeatureUuids: [m.display] });
    expect(res.statusCode).toBe(201);
    const push = await pushOf(ctx, res.json().uuid);
    expect(push).toMatchObject({
      segments: ['clenove'],
      recipientUuids: [m.inSegment.uuid],
      status: 'pending',
    });
    // E-mails go to every member who may read it, in a segment or not.
    const emails = await ctx.database.db
      .select()
      .from(emailNotificationOutbox)
      .where(eq(emailNotificationOutbox.contentUuid, res.json().uuid));
    expect(emails.map((e) => e.userUuid).sort()).toEqual([m.inSegment.uuid, m.noSegment.uuid].sort());
  });

  it('sends public content to every subscriber', async () => {
    const res = await publish(ctx, editor, { title: { cs: 'Pro všechny' } });
    expect(res.statusCode).toBe(201);
    expect(await pushOf(ctx, res.json().uuid)).toMatchObject({ segments: [], recipientUuids: null });
  });

  it('refuses to announce content nobody may read, or whose readers are in no segment, and saves nothing', async () => {
    const count = async () =>
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(pushNotifications))[0]!.n;
    const before = await count();
    const nobody = await publish(ctx, editor, { title: { cs: 'Nikomu' }, requiredFeatureUuids: [m.lonely] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({
      name: 'emailNotificationBadRequest',
      details: { requiredFeatureUuids: [m.lonely] },
    });
    const noSegment = await publish(ctx, editor, {
      title: { cs: 'Bez segmentu' },
      requiredFeatureUuids: [m.withoutSegment],
    });
    expect(noSegment.statusCode).toBe(400);
    expect(noSegment.json().name).toBe('pushNotificationBadRequest');
    expect(await count()).toBe(before);
    const list = await ctx.app.inject({
      url: '/api/v1/admin/articles?q=segmentu',
      headers: { 'id-token': editor },
    });
    expect(list.json().total).toBe(0);
  });

  it('keeps due notifications in the outbox, where staff read them', async () => {
    expect(await ctx.app.jobs.runOnce('pushNotifications')).toBeGreaterThanOrEqual(2);
    const list = await ctx.app.inject({
      url: '/api/v1/admin/push-notifications?segment=clenove',
      headers: { 'id-token': editor },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1 });
    const [item] = list.json().data;
    expect(item).toMatchObject({
      contentType: 'ARTICLE',
      title: { cs: 'Nová sezóna' },
      segments: ['clenove'],
      recipientCount: 1,
      status: 'kept',
      attempts: 0,
      url: `${ctx.config.publicUrl}/clanky/${item.contentUuid}`,
    });
    const one = await ctx.app.inject({
      url: `/api/v1/admin/push-notifications/${item.uuid}`,
      headers: { 'id-token': editor },
    });
    expect(one.json()).toEqual(item);

    const user = (await ctx.signInAs(['user'])).token;
    const forbidden = await ctx.app.inject({
      url: '/api/v1/admin/push-notifications',
      headers: { 'id-token': user },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('push notifications sent through the OneSignal REST API (its local stand-in)', () => {
  let standin: OneSignalStandin;
  let apiUrl: string;
  let ctx: TestContext;
  let editor: string;
  let m: Awaited<ReturnType<typeof members>>;

  const subscribe = (externalId: string) =>
    fetch(`${apiUrl}/apps/${appId}/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ externalId, enabled: true }),
    });
  /** As if its retry time had come. */
  const due = (contentUuid: string) =>
    ctx.database.db
      .update(pushNotifications)
      .set({ dueAt: new Date() })
      .where(eq(pushNotifications.contentUuid, contentUuid));

  beforeAll(async () => {
    standin = createOneSignalStandin({ appId, restApiKey });
    await standin.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(standin.app.server.address() as AddressInfo).port}`;
    ctx = await createTestContext({
      ONESIGNAL_APP_ID: appId,
      ONESIGNAL_REST_API_KEY: restApiKey,
      ONESIGNAL_API_URL: apiUrl,
    });
    editor = (await ctx.signInAs(['article_admin'])).token;
    m = await members(ctx);
    for (const user of [m.inSegment, m.segmentOnly, m.noSegment])
      expect((await subscribe(user.uuid)).ok).toBe(true);
  });
  afterAll(async () => {
    await ctx?.close();
    await standin?.app.close();
  });

  it('sends to the segment members only, once, in the content’s languages with its link', async () => {
    const res = await publish(ctx, editor, { requiredFeatureUuids: [m.display] });
    const uuid = res.json().uuid as string;
    expect(await ctx.app.jobs.runOnce('pushNotifications')).toBe(1);
    const push = (await pushOf(ctx, uuid))!;
    expect(push).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(standin.notifications).toHaveLength(1);
    expect(standin.notifications[0]).toMatchObject({
      id: push.providerId,
      externalIds: [m.inSegment.uuid],
      recipients: 1,
      headings: { cs: 'Nová sezóna', sk: 'Nová sezóna (sk)', en: 'Nová sezóna' },
      contents: { cs: 'Permanentky jsou v prodeji', en: 'Permanentky jsou v prodeji' },
      url: `${ctx.config.publicUrl}/clanky/${uuid}`,
    });
    expect(await ctx.app.jobs.runOnce('pushNotifications')).toBe(0);
    // Sent again (a server that died before it noted the answer): OneSignal's idempotency key holds.
    const client = createOneSignalClient({ appId, restApiKey, apiUrl });
    const again = await client.send({
      idempotencyKey: push.uuid,
      title: push.title,
      message: push.message,
      url: 'x',
      externalIds: push.recipientUuids,
    });
    expect(again.id).toBe(push.providerId);
    expect(standin.notifications).toHaveLength(1);
  });

  it('tries again after an outage, keeping the last error, and gives up after the last attempt', async () => {
    standin.failNext(503);
    const uuid = (await publish(ctx, editor, { title: { cs: 'Výpadek' } })).json().uuid as string;
    await ctx.app.jobs.runOnce('pushNotifications');
    const failed = (await pushOf(ctx, uuid))!;
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('503'),
    });
    expect(failed.dueAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: nothing is sent.
    expect(await ctx.app.jobs.runOnce('pushNotifications')).toBe(0);

    await due(uuid);
    await ctx.app.jobs.runOnce('pushNotifications');
    const sent = (await pushOf(ctx, uuid))!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Public: every subscriber.
    expect(standin.notifications.at(-1)).toMatchObject({
      includedSegments: ['Total Subscriptions'],
      recipients: 3,
    });

    standin.failNext(500, 500, 500, 500, 500);
    const doomed = (await publish(ctx, editor, { title: { cs: 'Marně' } })).json().uuid as string;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await due(doomed);
      expect(await ctx.app.jobs.runOnce('pushNotifications')).toBe(1);
    }
    expect(await pushOf(ctx, doomed)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: expect.stringContaining('500'),
    });
  });

  it('gives up at once when OneSignal refuses the notification', async () => {
    standin.failNext(400);
    const uuid = (await publish(ctx, editor, { title: { cs: 'Odmítnuto' } })).json().uuid as string;
    await ctx.app.jobs.runOnce('pushNotifications');
    expect(await pushOf(ctx, uuid)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^pushNotificationBadRequest: OneSignal 400/),
    });
  });

  it('answers as OneSignal does: the key, the app and English text are required', async () => {
    const message = {
      idempotencyKey: crypto.randomUUID(),
      title: { cs: 'A' },
      message: { cs: 'B' },
      url: 'u',
    };
    await expect(
      createOneSignalClient({ appId, restApiKey: 'wrong', apiUrl }).send({ ...message, externalIds: null }),
    ).rejects.toBeInstanceOf(PushRefused);
    await expect(
      createOneSignalClient({ appId: 'other', restApiKey, apiUrl }).send({ ...message, externalIds: null }),
    ).rejects.toThrow(/app_id not found/);
    // Members none of whom subscribed: accepted, nobody reached, and OneSignal says so.
    const nobody = await createOneSignalClient({ appId, restApiKey, apiUrl }).send({
      ...message,
      externalIds: [crypto.randomUUID()],
    });
    expect(nobody).toEqual({ id: null, remark: 'All included players are not subscribed' });
  });
});
