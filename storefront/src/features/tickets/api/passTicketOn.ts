import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';
import { myTicketsKey } from './getMyTickets';

/**
 * `POST /tickets/{uuid}/transfers`: offers the ticket to an e-mail (the recipient gets a link).
 * Refusals (`ticketTransferClosed`, `ticketAlreadyUsed`, …) are the dialog's to show.
 */
export function passTicketOn(ticketUuid: string, email: string) {
  return call(
    api.POST('/tickets/{uuid}/transfers', { params: { path: { uuid: ticketUuid } }, body: { email } }),
    { quiet: true },
  );
}

export function usePassTicketOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketUuid, email }: { ticketUuid: string; email: string }) =>
      passTicketOn(ticketUuid, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTicketsKey }),
  });
}
