import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInWithPassword, type TestContext } from '../../test/harness';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { DEMO_ADMIN, seedDemoAdmin, seedDemoContent } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quiet = { info: () => undefined };

describe('demo data', () => {
  it('fills an empty database once and makes a working super_admin', async () => {
    const voucherCodes: (string | null)[] = [];
    for (let run = 0; run < 2; run++) {
      voucherCodes.push((await seedDemoContent(ctx.database.db, quiet, ctx.app.files)).voucherCode);
      await seedDemoAdmin(ctx.database.db, ctx.identity);
    }
    // One unclaimed demo voucher, made on the empty database only.
    expect(voucherCodes[0]).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(voucherCodes[1]).toBeNull();
    expect(await createArticlesRepository(ctx.database.db).count()).toBe(7);

    const published = await ctx.app.inject({ url: '/api/v1/articles', headers: { 'x-app-lang': 'sk' } });
    expect(published.json().total).toBe(7);
    expect(published.json().data[0].title).toBe('Štartuje nová sezóna');
    // Every article has a real picture in responsive sizes; one is for members only.
    for (const article of published.json().data) {
      expect(article.image.srcset).toMatch(/^\/media\/files\/\S+ 320w, /);
    }
    const membersOnly = published
      .json()
      .data.filter((a: { requiredFeatureUuids: string[] }) => a.requiredFeatureUuids.length > 0);
    expect(membersOnly).toHaveLength(1);
    const locked = await ctx.app.inject({ url: `/api/v1/articles/${membersOnly[0].uuid}` });
    expect(locked.json().name).toBe('userHasNotPermissionForContent');

    // A gallery, a video archive and an audio gallery, once each, in Slovak too; the tracks' lengths read.
    const sk = { 'x-app-lang': 'sk' };
    const gallery = (await ctx.app.inject({ url: '/api/v1/galleries', headers: sk })).json();
    expect(gallery).toMatchObject({ total: 1, data: [{ title: 'Derby z tribúny', imageCount: 4 }] });
    const videos = (await ctx.app.inject({ url: '/api/v1/video-archives', headers: sk })).json();
    expect(videos).toMatchObject({ total: 1, data: [{ title: 'Videá z klubu', videoCount: 1 }] });
    const audio = (await ctx.app.inject({ url: '/api/v1/audio-archives', headers: sk })).json();
    expect(audio).toMatchObject({ total: 1, data: [{ title: 'Zvuky štadióna', audioCount: 2 }] });
    const tracks = (
      await ctx.app.inject({ url: `/api/v1/audio-archives/${audio.data[0].uuid}`, headers: sk })
    ).json();
    expect(tracks.audios.map((a: { durationSeconds: number }) => a.durationSeconds)).toEqual([4, 8]);

    // Two partner benefits, in Slovak too: a public one, and one for members of the demo membership.
    const benefits = (await ctx.app.inject({ url: '/api/v1/benefits', headers: sk })).json();
    expect(benefits.total).toBe(2);
    expect(benefits.data.map((b: { title: string }) => b.title).sort()).toEqual([
      'Pivo zadarmo v klubovej krčme',
      'Zľava 10 % vo fanshope',
    ]);
    for (const benefit of benefits.data) expect(benefit.image.srcset).toMatch(/ 320w, /);
    const [membersBenefit, ...publicBenefits] = [...benefits.data].sort(
      (a: { requiredFeatureUuids: string[] }, b: { requiredFeatureUuids: string[] }) =>
        b.requiredFeatureUuids.length - a.requiredFeatureUuids.length,
    );
    expect(publicBenefits[0].requiredFeatureUuids).toEqual([]);
    const lockedBenefit = await ctx.app.inject({ url: `/api/v1/benefits/${membersBenefit.uuid}` });
    expect(lockedBenefit.json().name).toBe('userHasNotPermissionForContent');
    const publicBenefit = await ctx.app.inject({
      url: `/api/v1/benefits/${publicBenefits[0].uuid}`,
      headers: sk,
    });
    expect(publicBenefit.statusCode).toBe(200);
    expect(publicBenefit.json().body).toContain('TRIBUNA');

    // Two countdowns with pictures, the first one to the next event and linking to its Slovak page.
    const countdowns = (await ctx.app.inject({ url: '/api/v1/countdowns', headers: sk })).json();
    expect(countdowns.data).toHaveLength(2);
    const upcoming = (await ctx.app.inject({ url: '/api/v1/events', headers: sk })).json();
    expect(countdowns.data[0]).toMatchObject({
      title: `Do podujatia ${upcoming.data[0].name} zostáva`,
      targetAt: upcoming.data[0].startsAt,
      link: expect.stringMatching(new RegExp(`/sk/podujatia-a-vstupenky/${upcoming.data[0].uuid}$`)),
    });
    expect(countdowns.data[1]).toMatchObject({ title: 'Začiatok novej sezóny' });
    for (const countdown of countdowns.data) expect(countdown.image.srcset).toMatch(/ 320w, /);

    const plans = await ctx.app.inject({ url: '/api/v1/subscriptions', headers: { 'x-app-lang': 'sk' } });
    expect(plans.json().data.map((p: { type: string }) => p.type)).toEqual([
      'permanent',
      'seasonal',
      'periodic',
    ]);
    expect(plans.json().data[1].prices[0]).toMatchObject({ currency: 'EUR', amount: 4990 });
    expect(
      plans
        .json()
        .data[1].features.map((f: { type: string }) => f.type)
        .sort(),
    ).toEqual(['display', 'display', 'presale']);

    const events = await ctx.app.inject({ url: '/api/v1/events', headers: { 'x-app-lang': 'sk' } });
    expect(events.json().total).toBe(3);
    expect(
      events.json().data.map((e: { availability: string; seated: boolean }) => [e.availability, e.seated]),
    ).toEqual([
      ['onSale', true],
      ['onSale', false],
      ['presale', true],
    ]);
    expect(events.json().data[0]).toMatchObject({ currency: 'EUR', priceFrom: 2300 });
    const past = await ctx.app.inject({ url: '/api/v1/events?period=past' });
    expect(past.json()).toMatchObject({ total: 1, data: [{ availability: 'ended', currency: 'CZK' }] });
    const seats = await ctx.app.inject({ url: `/api/v1/events/${events.json().data[0].uuid}/seats` });
    const all = seats
      .json()
      .sections.flatMap((s: { rows: { seats: { wheelchair: boolean; companion: boolean }[] }[] }) =>
        s.rows.flatMap((r) => r.seats),
      );
    expect(all).toHaveLength(2000);
    expect(all.filter((s: { wheelchair: boolean }) => s.wheelchair)).toHaveLength(4);
    expect(all.filter((s: { companion: boolean }) => s.companion)).toHaveLength(4);

    const token = await signInWithPassword(ctx.emulatorHost, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.json()).toMatchObject({
      email: DEMO_ADMIN.email,
      roles: ['super_admin'],
      resolvedRoles: ['app', 'admin'],
    });
    const vouchers = await ctx.app.inject({ url: '/api/v1/admin/vouchers', headers: { 'id-token': token } });
    expect(vouchers.json()).toMatchObject({
      total: 1,
      data: [{ code: voucherCodes[0], claimed: false, isActive: true, subscriptionName: 'Věrný fanoušek' }],
    });
    // One media accreditation application awaiting a decision, its press card readable by staff.
    const applications = await ctx.app.inject({
      url: '/api/v1/admin/media-accreditations',
      headers: { 'id-token': token },
    });
    expect(applications.json()).toMatchObject({
      total: 1,
      data: [{ status: 'pending', attachment: { mime: 'image/png' } }],
    });
    const card = await ctx.app.inject({
      url: `/api/v1/admin/media-accreditations/${applications.json().data[0].uuid}/attachment`,
      headers: { 'id-token': token },
    });
    expect(card.statusCode).toBe(200);
  }, 90_000);
});
