import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { fetchLoggedUser } from '../../../lib/userSubscriptions';

/**
 * What follows an applied voucher: the user is asked again at once (the session's own refresh waits
 * a minute between reads), so the new membership shows in the list and in the overview's count, and
 * the account's other data is asked again.
 */
export function useVoucherApplied() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { setUser } = session;
  return useCallback(async () => {
    setUser(await fetchLoggedUser());
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [setUser, queryClient]);
}
