import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaAction, CaptchaVerdict, CaptchaVerifier } from '../../integrations/captcha/captcha';
import { createTestContext, signInWithPassword, uniqueEmail, type TestContext } from '../../../test/harness';
import { anotherServer, stopServer } from '../../../test/twoServers';

/** Passes the token `good-<action>`, says unavailable for `google-down`, fails anything else. */
const fakeCaptcha: CaptchaVerifier = {
  async verify(token: string, action: CaptchaAction): Promise<CaptchaVerdict> {
    if (token === 'google-down') return 'unavailable';
    return token === `good-${action}` ? 'passed' : 'failed';
  },
};

const signUpInput = (email = uniqueEmail('captcha')) => ({
  email,
  password: 'Heslo1234',
  firstName: 'Jana',
  lastName: 'Nováková',
  gdprAccepted: true,
});

describe('captcha', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key-123' },
      { captcha: fakeCaptcha },
    );
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { 'google-recaptcha-token': token } : {},
    });

  it('gives the browsers the site key', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/public-config' });
    expect(res.json().captchaSiteKey).toBe('site-key-123');
    expect(res.body).not.toContain('"secret"');
  });

  it('guards sign-up with the signup action and stores nothing when it fails', async () => {
    for (const token of [undefined, 'good-login', 'forged']) {
      const input = signUpInput();
      const res = await post('/api/v1/auth/sign-up', input, token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.json()).toMatchObject({ name: 'badRequest', details: { captcha: 'failed' } });
      expect(await ctx.identity.findUserByEmail(input.email)).toBeNull();
    }
    const ok = await post('/api/v1/auth/sign-up', signUpInput(), 'good-signup');
    expect(ok.statusCode).toBe(201);
  });

  it('guards forgot-password (password_reset) and the login gate (login)', async () => {
    const email = uniqueEmail('captcha');
    await post('/api/v1/auth/sign-up', signUpInput(email), 'good-signup');
    const sentBefore = ctx.mails.length;
    const refused = await post('/api/v1/auth/forgot-password', { email }, 'good-login');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ captcha: 'failed' });
    expect(ctx.mails.length).toBe(sentBefore);
    expect((await post('/api/v1/auth/forgot-password', { email }, 'good-password_reset')).statusCode).toBe(
      204,
    );
    expect(ctx.mails.length).toBe(sentBefore + 1);

    expect((await post('/api/v1/auth/login', { email })).statusCode).toBe(400);
    expect((await post('/api/v1/auth/login', { email }, 'good-login')).statusCode).toBe(204);
  });

  it('checks the logged-user token only when the header is sent (loged_user)', async () => {
    const me = await ctx.signInAs(['user']);
    const get = (captcha?: string) =>
      ctx.app.inject({
        url: '/api/v1/auth/logged-user',
        headers: { 'id-token': me.token, ...(captcha && { 'google-recaptcha-token': captcha }) },
      });
    expect((await get()).statusCode).toBe(200);
    expect((await get('good-loged_user')).statusCode).toBe(200);
    const bad = await get('good-login');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ captcha: 'failed' });
  });

  it('answers badGateway when the captcha service is down', async () => {
    const res = await post('/api/v1/auth/login', { email: 'fan@example.com' }, 'google-down');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ name: 'badGateway', details: { captcha: 'unavailable' } });
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_PER_IP: '10', RATE_LIMIT_PER_EMAIL: '5' });
  });
  afterAll(() => ctx.close());

  const login = (email: string, remoteAddress = '192.0.2.1', app = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email }, remoteAddress });

  it('refuses the 6th login attempt for one e-mail from one address, in any letter case, but not another e-mail', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i++) expect((await login(email)).statusCode).toBe(204);
    const refused = await login(email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ name: 'tooManyRequests', message: expect.stringMatching(/\S/) });
    expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['retry-after']).toBe(String(body.details.retryAfterSeconds));

    expect((await login(uniqueEmail('other'))).statusCode).toBe(204);
    // Each route counts on its own.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
      remoteAddress: '192.0.2.1',
    });
    expect(forgot.statusCode).toBe(204);
  });

  it('does not lock anyone out for a stranger sending their e-mail from another address', async () => {
    const victim = await ctx.signInAs(['user']);
    for (let i = 0; i < 5; i++) expect((await login(victim.email, '203.0.113.66')).statusCode).toBe(204);
    expect((await login(victim.email, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(victim.email, '192.0.2.77')).statusCode).toBe(204);
  });

  it('starts counting again after each successful sign-in', async () => {
    const me = await ctx.signInAs(['user']);
    const address = '192.0.2.88';
    for (let i = 0; i < 7; i++) {
      expect((await login(me.email, address)).statusCode, `sign-in ${i + 1}`).toBe(204);
      // Login step 3: the browser, signed in, reads the logged user from the same address.
      const token = await signInWithPassword(ctx.emulatorHost, me.email, 'Test1234x');
      const user = await ctx.app.inject({
        url: '/api/v1/auth/logged-user',
        headers: { 'id-token': token },
        remoteAddress: address,
      });
      expect(user.statusCode).toBe(200);
    }
  });

  it('refuses the 11th attempt from one address, whatever the e-mails, but not another address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(uniqueEmail('ip'), '198.51.100.7')).statusCode).toBe(204);
    const refused = await login(uniqueEmail('ip'), '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().name).toBe('tooManyRequests');
    expect((await login(uniqueEmail('ip'), '198.51.100.8')).statusCode).toBe(204);
  });

  it('limits sign-up per e-mail and stores nothing for the refused attempt', async () => {
    const input = signUpInput(uniqueEmail('signup-limit'));
    const attempt = (payload: Record<string, unknown>, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload,
        remoteAddress: `203.0.113.${i}`,
      });
    for (let i = 0; i < 5; i++) {
      const res = await attempt({ ...input, gdprAccepted: false }, i);
      expect(res.json().name).toBe('dgprNotAccepted');
    }
    const refused = await attempt(input, 5);
    expect(refused.statusCode).toBe(429);
    expect(await ctx.identity.findUserByEmail(input.email)).toBeNull();
    expect((await attempt(signUpInput(), 6)).statusCode).toBe(201);
  });

  it('counts across server processes sharing the database, and forgets when the window has passed', async () => {
    const second = await anotherServer(ctx);
    try {
      const email = uniqueEmail('shared');
      for (let i = 0; i < 5; i++) {
        expect((await login(email, '192.0.2.50', i % 2 ? second : ctx.app)).statusCode).toBe(204);
      }
      expect((await login(email, '192.0.2.50', second)).statusCode).toBe(429);
      expect((await login(email, '192.0.2.50', ctx.app)).statusCode).toBe(429);

      await ctx.database.db.execute(sql`update rate_limits set expires_at = now() - interval '1 second'`);
      expect((await login(email, '192.0.2.50')).statusCode).toBe(204);
    } finally {
      await stopServer(second);
    }
  });
});
