import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import { myTicketsKey } from './getMyTickets';
import { transferOfferKey } from './getTransferOffer';

/** `POST /ticket-transfers/{token}/accept`: the signed-in caller takes the ticket over. */
export function acceptTransfer(token: string) {
  return call(api.POST('/ticket-transfers/{token}/accept', { params: { path: { token } } }), {
    quiet: true,
  });
}

export function useAcceptTransfer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTransfer(token),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myTicketsKey });
      await queryClient.invalidateQueries({ queryKey: transferOfferKey(token) });
    },
  });
}
