import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestContext, type TestContext } from './harness';

/** The first column of a one-row query, as a number. */
async function scalar(ctx: TestContext, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]?.n);
}

// Test files share their worker's databases (harness.ts): each context starts from the migrated
// template, whatever the one before it stored.
test('a context starts from an empty database, with its sequences restarted', async () => {
  const first = await createTestContext();
  await first.signInAs(['article_admin']);
  expect(await scalar(first, sql`select nextval('payment_order_number_seq') as n`)).toBe(1000);
  // The first context listens and never unlistens itself.
  const heardByFirst: string[] = [];
  await first.database.listen('harness_probe', (payload) => void heardByFirst.push(payload));
  await first.close();

  const second = await createTestContext();
  try {
    expect(await scalar(second, sql`select count(*) as n from users`)).toBe(0);
    expect(await scalar(second, sql`select nextval('payment_order_number_seq') as n`)).toBe(1000);
    // What the first context listened to was unlistened when it closed: only the second one hears.
    const heard: string[] = [];
    const unlisten = await second.database.listen('harness_probe', (payload) => void heard.push(payload));
    await second.database.db.execute(sql`select pg_notify('harness_probe', 'hello')`);
    await expect.poll(() => heard).toEqual(['hello']);
    expect(heardByFirst).toEqual([]);
    await unlisten();
  } finally {
    await second.close();
  }
});

// The fuzz and role-matrix suites send thousands of requests with a few tokens.
test('a context that remembers token checks still refuses a token once its account changes', async () => {
  const ctx = await createTestContext({}, { rememberTokenChecks: true });
  try {
    const { token } = await ctx.signInAs(['user']);
    const first = ctx.identity.verifyIdToken(token);
    // Asked again, the same verdict, without another round trip to the emulator.
    expect(ctx.identity.verifyIdToken(token)).toBe(first);
    const identity = await first;
    expect(identity?.emailVerified).toBe(true);
    const loggedUser = () =>
      ctx.app.inject({ url: '/api/v1/auth/logged-user', headers: { 'id-token': token } });
    expect((await loggedUser()).statusCode).toBe(200);

    await ctx.identity.updateUser(identity!.uid, { disabled: true });
    expect(await ctx.identity.verifyIdToken(token)).toBeNull();
    expect((await loggedUser()).statusCode).toBe(401);
  } finally {
    await ctx.close();
  }
});
