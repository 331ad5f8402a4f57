import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCaller } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let benefitAdmin: string;
let countdownAdmin: string;

const call = tokenCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, benefitAdmin, countdownAdmin] = await Promise.all([
    ctx.tokenAs(['super_admin']),
    ctx.tokenAs(['benefit_admin']),
    ctx.tokenAs(['countdown_admin']),
  ]);
});
afterAll(() => ctx.close());

describe('countdowns', () => {
  const countdown = (over: Record<string, unknown> = {}) => ({
    title: { cs: 'Do derby zbývá', sk: 'Do derby zostáva' },
    targetAt: '2999-05-01T18:00:00.000Z',
    link: 'https://tribuna.example.com/akce',
    ...over,
  });

  it('are managed by countdown admins and shown while they run, soonest first, in the language asked', async () => {
    const later = (await call('POST', '/admin/countdowns', countdownAdmin, countdown())).json();
    const sooner = (
      await call(
        'POST',
        '/admin/countdowns',
        countdownAdmin,
        countdown({ title: { cs: 'Předprodej' }, targetAt: '2998-01-01T00:00:00Z' }),
      )
    ).json();
    const past = (
      await call(
        'POST',
        '/admin/countdowns',
        countdownAdmin,
        countdown({ title: { cs: 'Minulé' }, targetAt: '2020-01-01T00:00:00Z' }),
      )
    ).json();
    expect(later.uuid).toBeTruthy();

    const shown = await ctx.app.inject({ url: '/api/v1/countdowns', headers: { 'x-app-lang': 'sk' } });
    expect(shown.json().data.map((c: { title: string }) => c.title)).toEqual([
      'Předprodej',
      'Do derby zostáva',
    ]);
    // Like every public list, with its total.
    expect(shown.json().total).toBe(2);

    const upcoming = await call('GET', '/admin/countdowns?upcoming=false', countdownAdmin);
    expect(upcoming.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([past.uuid]);
    const sorted = await call('GET', '/admin/countdowns?sort=targetAt&order=desc&q=derby', countdownAdmin);
    expect(sorted.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([later.uuid]);

    expect((await call('POST', '/admin/countdowns', benefitAdmin, countdown())).statusCode).toBe(403);
    const moved = await call(
      'PUT',
      `/admin/countdowns/${sooner.uuid}`,
      countdownAdmin,
      countdown({ targetAt: '2019-01-01T00:00:00Z' }),
    );
    expect(moved.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/v1/countdowns' });
    expect(after.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([later.uuid]);

    expect((await call('DELETE', `/admin/countdowns/${later.uuid}`, countdownAdmin)).statusCode).toBe(200);
    const gone = await call('DELETE', `/admin/countdowns/${later.uuid}`, countdownAdmin);
    expect(gone.json().name).toBe('countdownNotFound');
  });

  it("leads a link to one of the shop's pages to that page in the visitor's locale, and leaves others alone", async () => {
    const event = '7d3f6a2e-2b7c-4c55-9a43-8f1f2b1c0d9e';
    const own = (
      await call(
        'POST',
        '/admin/countdowns',
        countdownAdmin,
        countdown({
          link: `${ctx.config.publicUrl}/akce-a-vstupenky/${event}`,
          targetAt: '2997-01-01T00:00:00Z',
        }),
      )
    ).json();
    const elsewhere = (
      await call('POST', '/admin/countdowns', countdownAdmin, countdown({ targetAt: '2997-01-02T00:00:00Z' }))
    ).json();
    const linksIn = async (lang: string) => {
      const list = await ctx.app.inject({ url: '/api/v1/countdowns', headers: { 'x-app-lang': lang } });
      const links = new Map(list.json().data.map((c: { uuid: string; link: string }) => [c.uuid, c.link]));
      return [links.get(own.uuid), links.get(elsewhere.uuid)];
    };
    const [slovak, external] = await linksIn('sk');
    expect(slovak).toMatch(new RegExp(`^https?://[^/]+/sk/podujatia-a-vstupenky/${event}$`));
    expect(external).toBe('https://tribuna.example.com/akce');
    const [czech] = await linksIn('cs');
    expect(czech).toMatch(new RegExp(`^https?://[^/]+/akce-a-vstupenky/${event}$`));
  });

  it('refuses a bad time or link with the failing fields', async () => {
    const bad = await call(
      'POST',
      '/admin/countdowns',
      admin,
      countdown({ targetAt: 'zítra', link: 'ftp://x' }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.targetAt', 'body.link']));
  });
});
