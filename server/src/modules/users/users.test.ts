import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../../integrations/identity/identity';
import { tokenCaller } from '../../../test/api';
import { createTestContext, signInWithPassword, type TestContext } from '../../../test/harness';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

let ctx: TestContext;
let superAdmin: { token: string; uuid: string; email: string };
let userAdmin: { token: string; uuid: string; email: string };
let admin: { token: string; uuid: string; email: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [superAdmin, userAdmin, admin] = await Promise.all([
    ctx.signInAs(['super_admin']),
    ctx.signInAs(['user_admin']),
    ctx.signInAs(['admin']),
  ]);
});
afterAll(() => ctx.close());

const call = tokenCaller(() => ctx.app);
const getUser = (uuid: string) => call('GET', `/admin/users/${uuid}`, superAdmin.token);
const updateUser = (token: string, uuid: string, body: Record<string, unknown>) =>
  call('PUT', `/admin/users/${uuid}`, token, body);
const setRoles = (token: string, userUuid: string, roles: string[]) =>
  call('POST', '/auth/set-roles', token, { userUuid, roles });

describe('admin users list and detail', () => {
  it('searches e-mail and names, filters by role, sorts and pages', async () => {
    const marker = `m${randomUUID().slice(0, 8)}`;
    const people = await Promise.all([
      ctx.signInAs(['user'], `a-${marker}@example.com`),
      ctx.signInAs(['article_admin'], `b-${marker}@example.com`),
      ctx.signInAs(['article_admin', 'gallery_admin'], `c-${marker}@example.com`),
    ]);
    await updateUser(superAdmin.token, people[0].uuid, { firstName: 'Zdeňka', lastName: `Nová${marker}` });

    const all = await call('GET', `/admin/users?q=${marker}&sort=email&order=desc`, userAdmin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().data.map((u: { email: string }) => u.email)).toEqual([
      `c-${marker}@example.com`,
      `b-${marker}@example.com`,
      `a-${marker}@example.com`,
    ]);
    expect(Object.keys(all.json().data[0]).sort()).toEqual(
      [
        'createdAt',
        'disabled',
        'email',
        'firstName',
        'language',
        'lastName',
        'phone',
        'roles',
        'updatedAt',
        'uuid',
      ].sort(),
    );

    const articleAdmins = await call(
      'GET',
      `/admin/users?q=${marker}&role=article_admin&sort=email&limit=1&offset=1`,
      userAdmin.token,
    );
    expect(articleAdmins.json().total).toBe(2);
    expect(articleAdmins.json().data.map((u: { email: string }) => u.email)).toEqual([
      `c-${marker}@example.com`,
    ]);

    const byName = await call(
      'GET',
      `/admin/users?q=${encodeURIComponent(`zdeňka nová${marker}`)}`,
      admin.token,
    );
    expect(byName.json().data.map((u: { uuid: string }) => u.uuid)).toEqual([people[0].uuid]);

    const withoutAccents = await call(
      'GET',
      `/admin/users?q=${encodeURIComponent(`ZDENKA NOVA${marker}`)}`,
      admin.token,
    );
    expect(withoutAccents.json().data.map((u: { uuid: string }) => u.uuid)).toEqual([people[0].uuid]);

    const badRole = await call('GET', '/admin/users?role=pope', userAdmin.token);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details.fields[0].field).toBe('querystring.role');
  });

  it('shows one user with what they have, userNotFound for an unknown uuid', async () => {
    const fan = await ctx.signInAs(['user']);
    const res = await getUser(fan.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: fan.uuid,
      email: fan.email,
      roles: ['user'],
      disabled: false,
      pushNotifications: false,
      subscriptions: [],
      orders: [],
    });
    const unknown = await getUser(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('userNotFound');
    expect((await call('GET', '/admin/users/nope', superAdmin.token)).statusCode).toBe(400);
  });
});

describe('admin user update', () => {
  it('changes the profile fields and keeps the rest', async () => {
    const fan = await ctx.signInAs(['user']);
    const res = await updateUser(userAdmin.token, fan.uuid, {
      uuid: fan.uuid,
      firstName: 'Karel',
      lastName: 'Dvořák',
      phone: '+420 777 888 999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Karel',
      lastName: 'Dvořák',
      phone: '+420777888999',
      roles: ['user'],
    });
    const cleared = await updateUser(userAdmin.token, fan.uuid, { phone: null });
    expect(cleared.json()).toMatchObject({ firstName: 'Karel', phone: null });
  });

  it("answers phoneAlreadyExists for another account's phone number and changes nothing", async () => {
    const [fan, other] = await Promise.all([ctx.signInAs(['user']), ctx.signInAs(['user'])]);
    expect((await updateUser(userAdmin.token, other.uuid, { phone: '+420 608 555 111' })).statusCode).toBe(
      200,
    );
    const taken = await updateUser(userAdmin.token, fan.uuid, { firstName: 'Jan', phone: '+420608555111' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().name).toBe('phoneAlreadyExists');
    expect((await getUser(fan.uuid)).json()).toMatchObject({ phone: null });
    expect((await getUser(fan.uuid)).json().firstName).not.toBe('Jan');
    // Its own number again is no conflict.
    expect((await updateUser(userAdmin.token, other.uuid, { phone: '+420608555111' })).statusCode).toBe(200);
  });

  it('gives a phone number to one account when several save it at the same moment', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => ctx.signInAs(['user'])));
    const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    // Staff editing the accounts (one transaction each) and the people themselves (their profile).
    const byStaff = `+420 602 ${digits()}`;
    const staffAnswers = await Promise.all(
      people.map((person) => updateUser(userAdmin.token, person.uuid, { phone: byStaff })),
    );
    expect(staffAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const bySelf = `+420 603 ${digits()}`;
    const selfAnswers = await Promise.all(
      people.map((person) =>
        call('PUT', '/auth/logged-user', person.token, {
          firstName: 'Jana',
          lastName: 'Nová',
          phone: bySelf,
        }),
      ),
    );
    expect(selfAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of selfAnswers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().name).toBe('phoneAlreadyExists');
    const stored = await Promise.all(people.map((person) => getUser(person.uuid)));
    expect(stored.filter((user) => user.json().phone === bySelf.replace(/ /g, ''))).toHaveLength(1);
  });

  it('refuses a uuid mismatch or bad input and changes nothing', async () => {
    const fan = await ctx.signInAs(['user']);
    await updateUser(superAdmin.token, fan.uuid, { firstName: 'Původní' });
    const mismatch = await updateUser(superAdmin.token, fan.uuid, { uuid: randomUUID(), firstName: 'Jiný' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().name).toBe('uuidInUrlAndUuidInBodyAreNotSame');
    const bad = await updateUser(superAdmin.token, fan.uuid, { firstName: '', phone: '1' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.firstName', 'body.phone']);
    expect((await getUser(fan.uuid)).json()).toMatchObject({ firstName: 'Původní', phone: null });
    const unknown = await updateUser(superAdmin.token, randomUUID(), { firstName: 'Nikdo' });
    expect(unknown.json().name).toBe('userNotFound');
  });

  it('disables the account everywhere: API calls, sign-in and reset e-mails stop; enabling restores them', async () => {
    const fan = await ctx.signInAs(['user']);
    const disabled = await updateUser(userAdmin.token, fan.uuid, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);

    const me = await call('GET', '/auth/logged-user', fan.token);
    expect(me.statusCode).toBe(401);
    await expect(signInWithPassword(ctx.emulatorHost, fan.email, 'Test1234x')).rejects.toThrow(
      /USER_DISABLED/,
    );
    const forgot = await call('POST', '/auth/forgot-password', undefined, { email: fan.email });
    expect(forgot.statusCode).toBe(204);
    expect(ctx.mails.filter((m) => m.to === fan.email)).toEqual([]);

    const enabled = await updateUser(userAdmin.token, fan.uuid, { disabled: false });
    expect(enabled.json().disabled).toBe(false);
    const token = await signInWithPassword(ctx.emulatorHost, fan.email, 'Test1234x');
    expect((await call('GET', '/auth/logged-user', token)).statusCode).toBe(200);
  });

  it('stores nothing when the identity provider refuses to disable the account', async () => {
    const fan = await ctx.signInAs(['user']);
    const repository = createUsersRepository(ctx.database.db);
    const failing = {
      ...ctx.identity,
      updateUser: async () => {
        throw new Error('identity provider down');
      },
    } as IdentityProvider;
    const service = createUsersService({
      users: repository,
      identity: failing,
      transaction: (run) => ctx.database.db.transaction(run),
    });
    const caller = (await repository.findByUuid(superAdmin.uuid))!;
    await expect(service.update(caller, fan.uuid, { disabled: true })).rejects.toThrow(
      'identity provider down',
    );
    expect((await getUser(fan.uuid)).json().disabled).toBe(false);
  });
});

describe('what an administrator cannot break', () => {
  it('nobody disables themself or changes their own roles', async () => {
    const self = await updateUser(superAdmin.token, superAdmin.uuid, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ name: 'badRequest', details: { reason: 'cannotDisableSelf' } });
    const demote = await setRoles(userAdmin.token, userAdmin.uuid, ['user']);
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({ name: 'badRequest', details: { reason: 'cannotChangeOwnRoles' } });
    const promote = await setRoles(userAdmin.token, userAdmin.uuid, ['user_admin', 'article_admin']);
    expect(promote.json().details.reason).toBe('cannotChangeOwnRoles');
    expect((await getUser(superAdmin.uuid)).json()).toMatchObject({
      disabled: false,
      roles: ['super_admin'],
    });
    expect((await getUser(userAdmin.uuid)).json().roles).toEqual(['user_admin']);
    // Setting the roles one already has changes nothing and is fine.
    expect((await setRoles(userAdmin.token, userAdmin.uuid, ['user_admin'])).statusCode).toBe(200);
  });

  it('only a super_admin grants, takes or changes privileged roles, or touches their holders', async () => {
    const other = await ctx.signInAs(['super_admin']);
    const otherUserAdmin = await ctx.signInAs(['user_admin']);
    const fan = await ctx.signInAs(['user']);
    for (const res of [
      await updateUser(userAdmin.token, other.uuid, { disabled: true }),
      await updateUser(admin.token, other.uuid, { disabled: true }),
      await updateUser(userAdmin.token, other.uuid, { firstName: 'Šéf' }),
      await updateUser(userAdmin.token, admin.uuid, { lastName: 'Změněný' }),
      await updateUser(userAdmin.token, otherUserAdmin.uuid, { disabled: true }),
      await updateUser(admin.token, otherUserAdmin.uuid, { firstName: 'Cizí' }),
      await setRoles(userAdmin.token, other.uuid, ['user']),
      await setRoles(userAdmin.token, fan.uuid, ['super_admin']),
      await setRoles(userAdmin.token, fan.uuid, ['admin']),
      await setRoles(userAdmin.token, fan.uuid, ['user_admin']),
      await setRoles(userAdmin.token, admin.uuid, ['article_admin']),
      // Two user_admins cannot raise or strip each other.
      await setRoles(userAdmin.token, otherUserAdmin.uuid, ['user_admin', 'order_admin']),
      await setRoles(otherUserAdmin.token, userAdmin.uuid, ['user']),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().name).toBe('forbidden');
    }
    expect((await getUser(other.uuid)).json()).toMatchObject({
      disabled: false,
      roles: ['super_admin'],
      firstName: null,
    });
    expect((await getUser(otherUserAdmin.uuid)).json()).toMatchObject({
      disabled: false,
      roles: ['user_admin'],
      firstName: null,
    });
    expect((await getUser(fan.uuid)).json().roles).toEqual(['user']);

    // Their own profile, and anyone else's, stays theirs to edit.
    expect((await updateUser(userAdmin.token, userAdmin.uuid, { firstName: 'Já' })).statusCode).toBe(200);
    expect((await updateUser(userAdmin.token, fan.uuid, { firstName: 'Fanda' })).statusCode).toBe(200);
    expect((await updateUser(superAdmin.token, other.uuid, { firstName: 'Šéf' })).statusCode).toBe(200);
    const granted = await setRoles(superAdmin.token, fan.uuid, ['user_admin']);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().roles).toEqual(['user_admin']);
  });

  it('keeps at least one enabled super_admin, even when two demote each other at once', async () => {
    const fresh = await createTestContext();
    try {
      const [a, b] = await Promise.all([fresh.signInAs(['super_admin']), fresh.signInAs(['super_admin'])]);
      const repository = createUsersRepository(fresh.database.db);
      const service = createUsersService({
        users: repository,
        identity: fresh.identity,
        transaction: (run) => fresh.database.db.transaction(run),
      });
      // B's request was let in while B was still a super_admin; A's change lands first.
      const staleB = (await repository.findByUuid(b.uuid))!;
      const caller = (await repository.findByUuid(a.uuid))!;
      await service.setRoles(caller, { userUuid: b.uuid, roles: ['user'] });
      await expect(service.setRoles(staleB, { userUuid: a.uuid, roles: ['user'] })).rejects.toMatchObject({
        errorName: 'badRequest',
        details: { reason: 'lastSuperAdmin' },
      });
      await expect(service.update(staleB, a.uuid, { disabled: true })).rejects.toMatchObject({
        details: { reason: 'lastSuperAdmin' },
      });
      expect((await repository.findByUuid(a.uuid))?.roles).toEqual(['super_admin']);
      expect((await repository.findByUuid(a.uuid))?.disabled).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('set-roles', () => {
  it('lets a user_admin give staff roles that take effect at once', async () => {
    const fan = await ctx.signInAs(['user']);
    expect((await call('GET', '/admin/articles', fan.token)).statusCode).toBe(403);
    const res = await setRoles(userAdmin.token, fan.uuid, ['user', 'article_admin', 'article_admin']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: fan.uuid, roles: ['user', 'article_admin'] });
    expect((await call('GET', '/admin/articles', fan.token)).statusCode).toBe(200);
    const me = await call('GET', '/auth/logged-user', fan.token);
    expect(me.json().resolvedRoles).toEqual(['app', 'admin']);
  });

  it('is closed to everyone who may not set roles, admin included', async () => {
    const fan = await ctx.signInAs(['user']);
    const editor = await ctx.signInAs(['article_admin']);
    for (const token of [admin.token, editor.token, fan.token]) {
      const res = await setRoles(token, fan.uuid, ['article_admin']);
      expect(res.statusCode).toBe(403);
      expect(res.json().name).toBe('forbidden');
    }
    expect((await setRoles('', fan.uuid, ['article_admin'])).statusCode).toBe(401);
    expect((await getUser(fan.uuid)).json().roles).toEqual(['user']);
  });

  it('answers userNotFound for an unknown user and badRequest for unknown or no roles', async () => {
    const unknown = await setRoles(superAdmin.token, randomUUID(), ['user']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().name).toBe('userNotFound');
    const fan = await ctx.signInAs(['user']);
    for (const roles of [['pope'], []]) {
      const res = await setRoles(superAdmin.token, fan.uuid, roles);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0].field).toMatch(/^body\.roles/);
    }
  });
});
