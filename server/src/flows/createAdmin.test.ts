import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInWithPassword, uniqueEmail, type TestContext } from '../../test/harness';
import { createAccountEmails } from '../modules/auth/accountEmails';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';
import { createAdminFlow } from './createAdmin';

let ctx: TestContext;
let createAdmin: ReturnType<typeof createAdminFlow>;
beforeAll(async () => {
  ctx = await createTestContext();
  createAdmin = createAdminFlow({
    identity: ctx.identity,
    users: createUsersService({
      users: createUsersRepository(ctx.database.db),
      identity: ctx.identity,
      transaction: (run) => ctx.database.db.transaction(run),
    }),
    emails: createAccountEmails({
      identity: ctx.identity,
      mailer: { send: async (m) => void ctx.mails.push(m), close: async () => undefined },
      publicUrl: ctx.config.publicUrl,
    }),
  });
});
afterAll(() => ctx.close());

async function setPassword(resetLink: string, password: string) {
  const oobCode = new URL(resetLink).searchParams.get('oobCode');
  const res = await fetch(
    `http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    },
  );
  expect(res.status).toBe(200);
}

describe('create-admin', () => {
  it('makes a new super_admin who sets the password through the e-mailed link', async () => {
    const email = uniqueEmail('boss');
    const { created, resetLink } = await createAdmin(email);
    expect(created).toBe(true);
    expect(resetLink).toMatch(`${ctx.config.publicUrl}/obnova-hesla?mode=resetPassword&oobCode=`);
    expect(ctx.mails.filter((m) => m.to === email).map((m) => m.text)).toEqual([
      expect.stringContaining(resetLink),
    ]);
    await setPassword(resetLink, 'Vlastni1234');
    const token = await signInWithPassword(ctx.emulatorHost, email, 'Vlastni1234');
    const users = await ctx.app.inject({ url: '/api/v1/admin/users', headers: { 'id-token': token } });
    expect(users.statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.json()).toMatchObject({ email, roles: ['super_admin'] });
  });

  it('promotes and re-enables an existing user, keeping their roles and password', async () => {
    const editor = await ctx.signInAs(['article_admin']);
    const superAdmin = await ctx.signInAs(['super_admin']);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${editor.uuid}`,
      headers: { 'id-token': superAdmin.token },
      payload: { disabled: true },
    });
    const { created } = await createAdmin(editor.email);
    expect(created).toBe(false);
    const token = await signInWithPassword(ctx.emulatorHost, editor.email, 'Test1234x');
    const me = await ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().roles).toEqual(['article_admin', 'super_admin']);
  });
});
