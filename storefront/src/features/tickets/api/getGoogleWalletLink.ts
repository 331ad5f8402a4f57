import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api';

/** `GET /tickets/{uuid}/wallet/google`: Google's page that saves the caller's ticket to Google Wallet. */
export async function getGoogleWalletLink(ticketUuid: string): Promise<string> {
  const { url } = await call(
    api.GET('/tickets/{uuid}/wallet/google', { params: { path: { uuid: ticketUuid } } }),
  );
  return url;
}

/** Goes to Google's save page (Google brings the fan back when the ticket is saved). */
export function useSaveToGoogleWallet() {
  return useMutation({
    mutationFn: getGoogleWalletLink,
    onSuccess: (url) => {
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}
