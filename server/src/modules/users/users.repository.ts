import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminUserListQuery, AdminUserSort } from '@tribuna/common/schemas/users';
import type { DbOrTx } from '../../db/client';
import { czechOrder, listPage, textSearch } from '../../db/list';
import { users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

const sortBy = {
  email: czechOrder(users.email),
  lastName: czechOrder(sql`coalesce(${users.lastName}, '')`),
  createdAt: users.createdAt,
} satisfies Record<AdminUserSort, unknown>;

export function createUsersRepository(db: DbOrTx) {
  return {
    list: (
      /** `anyRole`: enabled users holding at least one of these roles. */
      params: AdminUserListQuery & { anyRole?: readonly string[] },
      tx: DbOrTx = db,
    ): Promise<{ rows: UserRow[]; total: number }> =>
      listPage(tx, users, {
        page: params,
        where: and(
          params.q
            ? textSearch(params.q, [
                users.email,
                users.firstName,
                users.lastName,
                sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
              ])
            : undefined,
          params.role ? sql`${users.roles} @> ARRAY[${params.role}]::text[]` : undefined,
          params.anyRole
            ? sql`${users.roles} && ARRAY[${sql.join(
                params.anyRole.map((role) => sql`${role}`),
                sql`, `,
              )}]::text[] and not ${users.disabled}`
            : undefined,
        ),
        sortBy,
        defaultSort: 'createdAt',
      }),
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.uuid, uuid)).limit(1);
      return row ?? null;
    },
    /** The users of these uuids (those that exist), in no particular order. */
    async findByUuids(uuids: readonly string[], tx: DbOrTx = db): Promise<UserRow[]> {
      if (uuids.length === 0) return [];
      return tx
        .select()
        .from(users)
        .where(inArray(users.uuid, [...uuids]));
    },
    /** The same, with the row locked until the transaction ends. */
    async findByUuidForUpdate(uuid: string, tx: DbOrTx): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.uuid, uuid)).limit(1).for('update');
      return row ?? null;
    },
    async findByFirebaseUid(firebaseUid: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.firebaseUid, firebaseUid)).limit(1);
      return row ?? null;
    },
    /** The users of these identity accounts (those that have one), in no particular order. */
    async findByFirebaseUids(firebaseUids: readonly string[]): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(sql`${users.firebaseUid} = any(${sql.param(firebaseUids)}::text[])`);
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },
    /** The uuid of the first user other than `exceptUuid` with this phone number, its digits compared. */
    /**
     * Holds the phone number (its digits) for the rest of the transaction: a second transaction that
     * asks waits until the first ends, then finds its number stored (PostgreSQL's advisory lock).
     */
    async lockPhone(phone: string, tx: DbOrTx): Promise<void> {
      const digits = phone.replace(/\D/g, '');
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'users.phone:' + digits}))`);
    },
    async findUuidByPhone(phone: string, exceptUuid: string | null, tx: DbOrTx = db): Promise<string | null> {
      const digits = phone.replace(/\D/g, '');
      const [row] = await tx
        .select({ uuid: users.uuid })
        .from(users)
        .where(
          and(
            sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') = ${digits}`,
            exceptUuid ? sql`${users.uuid} <> ${exceptUuid}` : undefined,
          ),
        )
        .limit(1);
      return row?.uuid ?? null;
    },
    /**
     * The uuids of the enabled super_admins, their rows locked until the transaction ends, so that two
     * administrators demoting each other at once cannot both succeed.
     */
    async lockActiveSuperAdmins(tx: DbOrTx): Promise<string[]> {
      const rows = await tx
        .select({ uuid: users.uuid })
        .from(users)
        .where(and(sql`${users.roles} @> ARRAY['super_admin']::text[]`, eq(users.disabled, false)))
        .orderBy(asc(users.uuid))
        .for('update');
      return rows.map((r) => r.uuid);
    },
    async insert(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(uuid: string, values: Partial<NewUser>, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.uuid, uuid))
        .returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
