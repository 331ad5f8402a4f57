import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { voucherPreRegistrations } from '../../db/schema';

export function createVouchersRepository(db: DbOrTx) {
  return {
    async findPreRegisteredCode(userUuid: string, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ code: voucherPreRegistrations.code })
        .from(voucherPreRegistrations)
        .where(eq(voucherPreRegistrations.userUuid, userUuid))
        .limit(1);
      return row?.code ?? null;
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
