import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const db = new PGlite();
afterAll(() => db.close());

async function apply(tag: string) {
  const sql = await readFile(path.join(folder, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
}

describe('migrations', () => {
  it('carry the data other domains kept on the users table over to their own tables', async () => {
    await apply('0000_init');
    await apply('0001_rate_limits');
    await db.exec(`
      insert into users (uuid, firebase_uid, email, pre_registered_subscription_price_uuid,
        pre_registered_subscription_voucher_code, seats_io_hold_token, seats_io_hold_token_expires_at)
      values
        ('00000000-0000-4000-8000-000000000001', 'a', 'a@example.com',
         '00000000-0000-4000-8000-0000000000aa', 'VOUCHER-1', 'hold-1', '2026-11-23T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'b', 'b@example.com', null, null, null, null);
    `);
    await apply('0002_domain_owned_user_data');

    const rows = async (query: string) => (await db.query(query)).rows;
    expect(
      await rows('select user_uuid, subscription_price_uuid from subscription_pre_registrations'),
    ).toEqual([
      {
        user_uuid: '00000000-0000-4000-8000-000000000001',
        subscription_price_uuid: '00000000-0000-4000-8000-0000000000aa',
      },
    ]);
    expect(await rows('select user_uuid, code from voucher_pre_registrations')).toEqual([
      { user_uuid: '00000000-0000-4000-8000-000000000001', code: 'VOUCHER-1' },
    ]);
    expect(await rows('select user_uuid, hold_token, expires_at from seating_holds')).toEqual([
      {
        user_uuid: '00000000-0000-4000-8000-000000000001',
        hold_token: 'hold-1',
        expires_at: new Date('2026-11-23T10:00:00Z'),
      },
    ]);
    const columns = await rows(
      "select column_name from information_schema.columns where table_name = 'users' and column_name like '%seats%'",
    );
    expect(columns).toEqual([]);
  }, 60_000);
});
