import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInWithPassword, uniqueEmail, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });

const valid = () => ({
  email: uniqueEmail('fan'),
  password: 'Heslo1234',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: '+420 601 123 456',
  language: 'sk',
  gdprAccepted: true,
});

describe('sign-up', () => {
  it('creates the identity account and the Tribuna user, who can then sign in', async () => {
    const input = valid();
    const res = await signUp(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: input.email,
      firstName: 'Jana',
      phone: '+420601123456',
      language: 'sk',
      roles: ['user'],
      resolvedRoles: ['app'],
    });
    const token = await signInWithPassword(ctx.emulatorHost, input.email, input.password);
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(res.json().uuid);
  });

  it('requires GDPR consent and creates nothing without it', async () => {
    const input = { ...valid(), gdprAccepted: false };
    const res = await signUp(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().name).toBe('dgprNotAccepted');
    expect(await ctx.identity.findUserByEmail(input.email)).toBeNull();
  });

  it('answers emailAlreadyExists for an e-mail in use', async () => {
    const input = valid();
    expect((await signUp(input)).statusCode).toBe(201);
    const again = await signUp({ ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('emailAlreadyExists');
  });

  it('answers emailAlreadyExists when only the identity provider knows the e-mail', async () => {
    const email = uniqueEmail('elsewhere');
    await ctx.identity.createUser({ email, password: 'Heslo1234' });
    const res = await signUp({ ...valid(), email });
    expect(res.statusCode).toBe(409);
    expect(res.json().name).toBe('emailAlreadyExists');
  });

  it('rejects a password against the rule with badRequest naming the field', async () => {
    for (const password of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const res = await signUp({ ...valid(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        name: 'badRequest',
        details: { fields: [{ field: 'body.password', message: 'formError.passwordError' }] },
      });
    }
  });
});

describe('logged user and logout', () => {
  it('needs a valid token', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/auth/logged-user' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/v1/auth/logged-user',
      headers: { 'id-token': 'x.y.z' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('resolves admin for staff roles and app for everyone', async () => {
    const staff = await ctx.signInAs(['ticket_checker']);
    const me = await ctx.app.inject({
      url: '/api/v1/auth/logged-user',
      headers: { 'id-token': staff.token },
    });
    expect(me.json()).toMatchObject({ roles: ['ticket_checker'], resolvedRoles: ['app', 'admin'] });
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'id-token': staff.token },
    });
    expect(out.statusCode).toBe(204);
  });

  it('creates the Tribuna user on first use for an account made with the identity provider', async () => {
    const email = uniqueEmail('direct');
    await ctx.identity.createUser({ email, password: 'Heslo1234' });
    const token = await signInWithPassword(ctx.emulatorHost, email, 'Heslo1234');
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, roles: ['user'], resolvedRoles: ['app'] });
  });
});
