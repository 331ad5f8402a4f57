import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestContext } from './harness';

// Test files share their worker's databases (harness.ts): each context starts from the migrated
// template, whatever the one before it stored.
test('a context starts from an empty database, with its sequences restarted', async () => {
  const first = await createTestContext();
  await first.signInAs(['editor']);
  const used = await first.database.db.execute<{ n: string }>(
    sql`select nextval('payment_order_number_seq') as n`,
  );
  expect(Number(used.rows[0]?.n)).toBe(1000);
  await first.database.db.execute(sql`select nextval('payment_order_number_seq')`);
  await first.close();

  const second = await createTestContext();
  try {
    const users = await second.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(users.rows[0]?.n).toBe(0);
    const next = await second.database.db.execute<{ n: string }>(
      sql`select nextval('payment_order_number_seq') as n`,
    );
    expect(Number(next.rows[0]?.n)).toBe(1000);
    // What the first context listened to was unlistened: the second one hears only its own.
    const heard: string[] = [];
    const unlisten = await second.database.listen('harness_probe', (payload) => void heard.push(payload));
    await second.database.db.execute(sql`select pg_notify('harness_probe', 'hello')`);
    await expect.poll(() => heard).toEqual(['hello']);
    await unlisten();
  } finally {
    await second.close();
  }
});
