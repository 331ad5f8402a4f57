import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: DbOrTx) {
  return {
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
    async insert(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Inserts unless a user with this identity already exists; answers the stored user either way. */
    async insertIfAbsent(values: NewUser, tx: DbOrTx = db): Promise<UserRow | null> {
      await tx.insert(users).values(values).onConflictDoNothing();
      const [row] = await tx.select().from(users).where(eq(users.firebaseUid, values.firebaseUid)).limit(1);
      return row ?? null;
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
