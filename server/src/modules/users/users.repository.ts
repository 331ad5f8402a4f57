import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@tribuna/common/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserSort = 'email' | 'lastName' | 'createdAt';

const sortColumns: Record<UserSort, SQL> = {
  email: sql`lower(${users.email})`,
  lastName: sql`lower(coalesce(${users.lastName}, ''))`,
  createdAt: sql`${users.createdAt}`,
};

function textFilter(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${users.email} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern} or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern})`;
}

export function createUsersRepository(db: DbOrTx) {
  return {
    async list(
      params: {
        limit: number;
        offset: number;
        sort?: UserSort;
        order: 'asc' | 'desc';
        q?: string;
        role?: Role;
      },
      tx: DbOrTx = db,
    ): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(
        params.q ? textFilter(params.q) : undefined,
        params.role ? sql`${users.roles} @> ARRAY[${params.role}]::text[]` : undefined,
      );
      const direction = params.order === 'desc' ? desc : asc;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(sortColumns[params.sort ?? 'createdAt']), asc(users.uuid))
          .limit(params.limit)
          .offset(params.offset),
        tx.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async findByUuid(uuid: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.uuid, uuid)).limit(1);
      return row ?? null;
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
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | null> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
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
