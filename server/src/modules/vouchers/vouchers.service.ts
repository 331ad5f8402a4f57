import type { Tx } from '../../db/client';
import type { VouchersRepository } from './vouchers.repository';

/** Gift vouchers. For now only the code a user brought before signing in (applied at start). */
export function createVouchersService(deps: { vouchers: VouchersRepository }) {
  return {
    preRegisteredCode: (userUuid: string, tx?: Tx) => deps.vouchers.findPreRegisteredCode(userUuid, tx),
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
