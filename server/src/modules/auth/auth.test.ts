import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  emulatorOobCodes,
  signInWithPassword,
  uniqueEmail,
  type TestContext,
} from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });

/** A phone number of its own for each account (a number belongs to one account). */
let phones = 0;
const uniquePhone = () => `+420 601 ${String(100_000 + (phones += 1)).slice(-6)}`;

const valid = () => ({
  email: uniqueEmail('fan'),
  password: 'Heslo1234',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: uniquePhone(),
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
      phone: input.phone.replaceAll(' ', ''),
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

  it('answers phoneAlreadyExists for a phone number of another account, however written, and creates nothing', async () => {
    const input = valid();
    expect((await signUp(input)).statusCode).toBe(201);
    const other = { ...valid(), phone: input.phone.replaceAll(' ', '-') };
    const again = await signUp(other);
    expect(again.statusCode).toBe(409);
    expect(again.json().name).toBe('phoneAlreadyExists');
    // The identity account made for it went again: the e-mail is free for a new try.
    expect(await ctx.identity.findUserByEmail(other.email)).toBeNull();
    expect((await signUp({ ...other, phone: uniquePhone() })).statusCode).toBe(201);
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
});

describe('identity rules', () => {
  const get = (url: string, token: string) => ctx.app.inject({ url, headers: { 'id-token': token } });

  it('gives an account made directly at the identity provider no user until it accepts the terms', async () => {
    const email = uniqueEmail('direct');
    await ctx.identity.createUser({ email, password: 'Heslo1234', emailVerified: true });
    const token = await signInWithPassword(ctx.emulatorHost, email, 'Heslo1234');
    for (const url of ['/api/v1/auth/logged-user', '/api/v1/auth/logged-user/statistics']) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().name).toBe('termsNotAccepted');
    }
    const accept = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/accept-terms',
        headers: { 'id-token': token },
        payload,
      });
    const terms = { firstName: 'Petra', lastName: 'Přímá', language: 'sk' };
    const refused = await accept({ ...terms, gdprAccepted: false });
    expect(refused.json().name).toBe('dgprNotAccepted');
    expect((await get('/api/v1/auth/logged-user', token)).json().name).toBe('termsNotAccepted');

    const accepted = await accept({ ...terms, gdprAccepted: true });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ email, firstName: 'Petra', language: 'sk', roles: ['user'] });
    const me = await get('/api/v1/auth/logged-user', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(accepted.json().uuid);
    const again = await accept({ ...terms, gdprAccepted: true });
    expect(again.json().name).toBe('userAlreadyExists');
    expect((await accept({ ...terms, gdprAccepted: true })).statusCode).toBe(409);
  });

  it('sends an account made at the provider, still unverified and without a user, its verification e-mail', async () => {
    const email = uniqueEmail('direct-unverified');
    await ctx.identity.createUser({ email, password: 'Heslo1234', emailVerified: false });
    const token = await signInWithPassword(ctx.emulatorHost, email, 'Heslo1234');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: { 'id-token': token, 'x-app-lang': 'sk' },
    });
    expect(res.statusCode).toBe(204);
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Potvrďte svoju e-mailovú adresu']);
    linkCode(mailsTo(email)[0]!.text, '/sk/obnova-hesla', 'verifyEmail');
    expect((await get('/api/v1/auth/logged-user', token)).json().name).toBe('termsNotAccepted');
  });

  it('lets an unverified e-mail read the logged user, ask for verification and log out, nothing more', async () => {
    const input = valid();
    await signUp(input);
    const token = await signInWithPassword(ctx.emulatorHost, input.email, input.password);
    expect((await get('/api/v1/auth/logged-user', token)).statusCode).toBe(200);
    const headers = { 'id-token': token };
    for (const [method, url] of [
      ['POST', '/api/v1/auth/verify-email'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers })).statusCode, url).toBe(204);
    }
    for (const [method, url, payload] of [
      ['GET', '/api/v1/auth/logged-user/statistics', undefined],
      ['PUT', '/api/v1/auth/logged-user', { firstName: 'Jiná', lastName: 'Jména' }],
      ['PUT', '/api/v1/auth/language', { language: 'cs' }],
      ['POST', '/api/v1/auth/change-password', { currentPassword: input.password, newPassword: 'Nove1234x' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, ...(payload && { payload }) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().name, url).toBe('emailNotVerified');
    }
    expect((await get('/api/v1/auth/logged-user', token)).json().firstName).toBe('Jana');
  });

  it('answers identityProviderUnavailable, not unauthorized, when the provider cannot be reached', async () => {
    const me = await ctx.signInAs(['user']);
    // A port nobody listens on: the provider is down, the token itself may be fine.
    const cut = await createTestContext({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
    try {
      const res = await cut.app.inject({
        url: '/api/v1/auth/logged-user',
        headers: { 'id-token': me.token },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().name).toBe('identityProviderUnavailable');
      const forged = await cut.app.inject({
        url: '/api/v1/auth/logged-user',
        headers: { 'id-token': 'x.y.z' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().name).toBe('unauthorized');
    } finally {
      await cut.close();
      // firebase-admin reads the emulator's address from the environment, which every app here shares.
      // eslint-disable-next-line no-restricted-properties
      process.env.FIREBASE_AUTH_EMULATOR_HOST = ctx.emulatorHost;
    }
  });
});

/** Calls the identity provider's REST API on the emulator, as the browsers' SDK does. */
async function identityRest(path: string, body: Record<string, unknown>) {
  const res = await fetch(
    `http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const mailsTo = (email: string) => ctx.mails.filter((m) => m.to === email);

/**
 * Where the e-mails' links lead: without PUBLIC_URL, the origin the request came to (the injected
 * requests' Host is light-my-request's `localhost:80`).
 */
const shopOrigin = 'http://localhost';

/** The code in the link of an e-mail, after checking that the link leads to our recovery page. */
function linkCode(text: string, page: string, mode: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  expect(match, text).not.toBeNull();
  const url = new URL(match![0]);
  expect(url.origin + url.pathname).toBe(`${shopOrigin}${page}`);
  expect(url.searchParams.get('mode')).toBe(mode);
  return url.searchParams.get('oobCode')!;
}

describe('verification e-mail', () => {
  it('goes out at sign-up in the chosen language with a code the identity provider accepts', async () => {
    const input = valid();
    expect((await signUp(input)).statusCode).toBe(201);
    const [mail] = mailsTo(input.email);
    expect(mail?.subject).toBe('Potvrďte svoju e-mailovú adresu');
    const code = linkCode(mail!.text, '/sk/obnova-hesla', 'verifyEmail');
    expect(await emulatorOobCodes(ctx.emulatorHost, input.email)).toEqual([
      expect.objectContaining({ requestType: 'VERIFY_EMAIL', oobCode: code }),
    ]);
    expect(mail?.html).toContain(`href="${shopOrigin}/sk/obnova-hesla?mode=verifyEmail&amp;oobCode=`);

    const applied = await identityRest('accounts:update', { oobCode: code });
    expect(applied.body).toMatchObject({ email: input.email, emailVerified: true });
  });

  it('is sent again on request, in the X-App-Lang language, and not to a verified account', async () => {
    const input = valid();
    await signUp(input);
    const token = await signInWithPassword(ctx.emulatorHost, input.email, input.password);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: { 'id-token': token, 'x-app-lang': 'en' },
    });
    expect(again.statusCode).toBe(204);
    expect(mailsTo(input.email).map((m) => m.subject)).toEqual([
      'Potvrďte svoju e-mailovú adresu',
      'Confirm your e-mail address',
    ]);
    linkCode(mailsTo(input.email)[1]!.text, '/obnova-hesla', 'verifyEmail');

    const verified = await ctx.signInAs(['user']);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: { 'id-token': verified.token },
    });
    expect(none.statusCode).toBe(204);
    expect(mailsTo(verified.email)).toEqual([]);

    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  const forgot = (email: string, lang?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: lang ? { 'x-app-lang': lang } : {},
      payload: { email },
    });

  it('e-mails a reset link in the requested language; the code sets a new password', async () => {
    const input = valid();
    await signUp(input);
    const res = await forgot(input.email.toUpperCase(), 'cs');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const mail = mailsTo(input.email).find((m) => m.subject === 'Obnovení hesla');
    expect(mail?.text).toContain('Dobrý den');
    const code = linkCode(mail!.text, '/obnova-hesla', 'resetPassword');
    expect(await emulatorOobCodes(ctx.emulatorHost, input.email)).toContainEqual(
      expect.objectContaining({ requestType: 'PASSWORD_RESET', oobCode: code }),
    );

    const before = await signInWithPassword(ctx.emulatorHost, input.email, input.password);
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    const reset = await identityRest('accounts:resetPassword', { oobCode: code, newPassword: 'NoveHeslo99' });
    expect(reset.status).toBe(200);
    // The reset ends the sessions that were open before it.
    const old = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': before } });
    expect(old.statusCode).toBe(401);
    await expect(signInWithPassword(ctx.emulatorHost, input.email, 'NoveHeslo99')).resolves.toBeTruthy();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await forgot(email, 'sk');
    expect(res.statusCode).toBe(204);
    expect(mailsTo(email)).toEqual([]);
    expect(await emulatorOobCodes(ctx.emulatorHost, email)).toEqual([]);
  });

  it('rejects a malformed e-mail with the field', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ field: 'body.email', message: 'formError.emailError' }]);
  });
});

describe('profile, language and statistics', () => {
  const put = (url: string, token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url, headers: { 'id-token': token }, payload });

  it('updates the profile: given fields change, null clears, left-out fields stay', async () => {
    const me = await ctx.signInAs(['user']);
    const first = await put('/api/v1/auth/logged-user', me.token, {
      firstName: ' Petr ',
      lastName: 'Svoboda',
      phone: '+421 905 123 456',
      birthDate: '1990-04-01',
      favoriteTeam: 'Sparta',
      pushNotifications: true,
      seatsIoHoldToken: 'hold-1',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      firstName: 'Petr',
      lastName: 'Svoboda',
      phone: '+421905123456',
      birthDate: '1990-04-01',
      favoriteTeam: 'Sparta',
      favoriteDriver: null,
      pushNotifications: true,
      seatsIoHoldToken: 'hold-1',
    });
    const second = await put('/api/v1/auth/logged-user', me.token, {
      firstName: 'Petr',
      lastName: 'Svoboda',
      favoriteTeam: null,
      seatsIoHoldToken: null,
    });
    expect(second.json()).toMatchObject({
      phone: '+421905123456',
      birthDate: '1990-04-01',
      favoriteTeam: null,
      pushNotifications: true,
      seatsIoHoldToken: null,
    });
  });

  it("answers phoneAlreadyExists for another account's phone number, and keeps one's own", async () => {
    const [me, other] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    const phone = uniquePhone();
    const names = { firstName: 'Eva', lastName: 'Malá' };
    expect((await put('/api/v1/auth/logged-user', other.token, { ...names, phone })).statusCode).toBe(200);
    const taken = await put('/api/v1/auth/logged-user', me.token, {
      ...names,
      phone: phone.replaceAll(' ', ''),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().name).toBe('phoneAlreadyExists');
    const own = await put('/api/v1/auth/logged-user', other.token, { ...names, phone });
    expect(own.statusCode).toBe(200);
    const mine = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': me.token } });
    expect(mine.json().phone).toBeNull();
  });

  it('rejects bad input with the fields and changes nothing', async () => {
    const me = await ctx.signInAs(['user']);
    await put('/api/v1/auth/logged-user', me.token, { firstName: 'Eva', lastName: 'Malá' });
    const res = await put('/api/v1/auth/logged-user', me.token, {
      firstName: '',
      lastName: 'Nová',
      phone: '12',
      birthDate: '31.12.1990',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.firstName', 'body.phone', 'body.birthDate']));
    const stored = await ctx.app.inject({
      url: '/api/v1/auth/logged-user',
      headers: { 'id-token': me.token },
    });
    expect(stored.json()).toMatchObject({ firstName: 'Eva', lastName: 'Malá', phone: null });
    expect(
      (await put('/api/v1/auth/logged-user', 'x.y.z', { firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(401);
  });

  it('changes the language', async () => {
    const me = await ctx.signInAs(['user']);
    const res = await put('/api/v1/auth/language', me.token, { language: 'sk' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('sk');
    const bad = await put('/api/v1/auth/language', me.token, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('body.language');
  });

  it('answers statistics with the membership start', async () => {
    const me = await ctx.signInAs(['user']);
    const res = await ctx.app.inject({
      url: '/api/v1/auth/logged-user/statistics',
      headers: { 'id-token': me.token },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orders: 0, tickets: 0, activeMemberships: 0 });
    expect(Date.now() - Date.parse(body.memberSince)).toBeLessThan(60_000);
    expect((await ctx.app.inject({ url: '/api/v1/auth/logged-user/statistics' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { 'id-token': token },
      payload,
    });

  it('checks the current password, then sets the new one', async () => {
    const me = await ctx.signInAs(['user']);
    const wrong = await change(me.token, { currentPassword: 'Nope1234x', newPassword: 'Nove1234x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      name: 'badRequest',
      details: { fields: [{ field: 'body.currentPassword', message: 'identityError.wrongPassword' }] },
    });
    await expect(signInWithPassword(ctx.emulatorHost, me.email, 'Test1234x')).resolves.toBeTruthy();

    const weak = await change(me.token, { currentPassword: 'Test1234x', newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.fields).toEqual([
      { field: 'body.newPassword', message: 'formError.passwordError' },
    ]);

    // Revocation counts in whole seconds: the token must be from a second before the change.
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    const ok = await change(me.token, { currentPassword: 'Test1234x', newPassword: 'Nove1234x' });
    expect(ok.statusCode).toBe(204);
    const old = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': me.token } });
    expect(old.statusCode).toBe(401);
    expect(old.json().name).toBe('unauthorized');
    await expect(signInWithPassword(ctx.emulatorHost, me.email, 'Nove1234x')).resolves.toBeTruthy();
    await expect(signInWithPassword(ctx.emulatorHost, me.email, 'Test1234x')).rejects.toThrow(
      /INVALID_PASSWORD/,
    );
  });
});

describe('login gate', () => {
  it('lets a well-formed e-mail through and rejects a malformed one', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'fan@example.com' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'fan' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
