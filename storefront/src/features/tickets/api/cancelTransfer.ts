import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import { myTicketsKey } from './getMyTickets';

/** `DELETE /tickets/{uuid}/transfers`: takes back the open offer of the ticket; the link stops working. */
export function cancelTransfer(ticketUuid: string) {
  return call(api.DELETE('/tickets/{uuid}/transfers', { params: { path: { uuid: ticketUuid } } }));
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketUuid: string) => cancelTransfer(ticketUuid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTicketsKey }),
  });
}
