import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistOfferTexts } from '@tribuna/common/i18n/waitlistEmail';
import type { MyWaitlistEntry } from '@tribuna/common/schemas/waitlists';
import { createOneSignalStandin, type OneSignalStandin } from '../../integrations/push/standin';
import { apiCaller } from '../../../test/api';
import type { TestContext } from '../../../test/harness';
import { createShopContext, orderSeats, payOrder, postEvent, testEvent } from '../../../test/orders';

/**
 * An offer is announced by push too, besides the e-mail: to the person's own devices only, in the
 * language they chose in Tribuna, opening the same page as the e-mail's link.
 */
const appId = '5eb5a37e-b458-11e3-ac11-000c2940e62c';
const restApiKey = 'waitlist-push-key';
let standin: OneSignalStandin;
let apiUrl: string;
let ctx: TestContext;
let eventAdmin: string;
let orderAdmin: string;
const api = apiCaller(() => ctx.app);

const subscribe = (externalId: string) =>
  fetch(`${apiUrl}/apps/${appId}/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ externalId, enabled: true }),
  });

beforeAll(async () => {
  standin = createOneSignalStandin({ appId, restApiKey });
  await standin.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(standin.app.server.address() as AddressInfo).port}`;
  ctx = await createShopContext({
    PUBLIC_URL: 'https://vstupenky.klub.cz',
    ONESIGNAL_APP_ID: appId,
    ONESIGNAL_REST_API_KEY: restApiKey,
    ONESIGNAL_API_URL: apiUrl,
  });
  [eventAdmin, orderAdmin] = await Promise.all([ctx.tokenAs(['event_admin']), ctx.tokenAs(['order_admin'])]);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await standin?.app.close();
});

describe('an offer announced by push', () => {
  it('reaches the first in line’s devices alone, in their language, with the e-mail’s link', async () => {
    const eventUuid = await postEvent(
      ctx.app,
      eventAdmin,
      testEvent({ name: { cs: 'Derby', sk: 'Derby (sk)', en: 'The derby' } }),
    );
    const buyer = await ctx.signInAs(['user']);
    const made = await orderSeats(ctx.app, buyer.token, eventUuid, [
      'A-1-1',
      'A-1-2',
      'A-1-3',
      'A-1-4',
      'A-1-5',
      'A-1-6',
      'A-1-7',
      'A-1-8',
    ]);
    const { order } = await payOrder(ctx.app, made, buyer.token);
    const [slovak, second] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    await ctx.database.db.execute(sql`update users set language = 'sk' where uuid = ${slovak.uuid}`);
    for (const user of [slovak, second]) expect((await subscribe(user.uuid)).ok).toBe(true);
    const joined = await api('POST', `/events/${eventUuid}/waitlist`, {
      token: slovak.token,
      payload: { quantity: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entryUuid = joined.json().uuid as string;
    expect(
      (await api('POST', `/events/${eventUuid}/waitlist`, { token: second.token, payload: { quantity: 1 } }))
        .statusCode,
    ).toBe(201);
    const pushesBefore = standin.notifications.length;
    const mailsBefore = ctx.mails.length;

    const refund = await api('POST', `/admin/orders/${order.uuid}/refunds`, {
      token: orderAdmin,
      payload: { lines: [order.lines[0]!.uuid], reason: 'Nemůže přijít' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await ctx.app.waitlists.kicked();
    await ctx.app.waitlists.announced();

    const link = `https://vstupenky.klub.cz/sk/app/ucet?waitlist=${entryUuid}`;
    const mail = ctx.mails.slice(mailsBefore).find((m) => m.to === slovak.email);
    expect(mail?.text).toContain(link);
    const pushes = standin.notifications.slice(pushesBefore);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    const sk = waitlistOfferTexts.sk;
    expect(push).toMatchObject({
      externalIds: [slovak.uuid],
      recipients: 1,
      url: link,
      headings: { cs: sk.pushTitle, sk: sk.pushTitle, en: sk.pushTitle },
    });
    expect(push.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Slovak whatever the device's language: the event's Slovak name and the Slovak wording.
    for (const text of Object.values(push.contents)) {
      expect(text.startsWith('Derby (sk): miesta pre vás držíme do ')).toBe(true);
    }
    const mine = await api('GET', '/auth/waitlists', { token: slovak.token });
    const offered = (mine.json().data as MyWaitlistEntry[]).find((e) => e.uuid === entryUuid);
    expect(offered?.status).toBe('offered');
    expect(push.idempotencyKey).toBe(offered?.offer?.uuid);

    // The job's next turn announces nothing again: no second push.
    await ctx.app.jobs.runOnce('waitlistOffers');
    await ctx.app.waitlists.announced();
    expect(standin.notifications.slice(pushesBefore)).toHaveLength(1);
  });
});
