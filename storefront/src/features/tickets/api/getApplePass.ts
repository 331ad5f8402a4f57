import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@tribuna/common/api/download';
import { api, handled } from '../../../lib/api';

/** `GET /tickets/{uuid}/wallet/apple`: the caller's ticket as an Apple Wallet pass (.pkpass). */
export async function getApplePass(ticketUuid: string): Promise<Blob> {
  const { file } = await handled(
    downloadFile(
      api.send,
      '/tickets/{uuid}/wallet/apple',
      { path: { uuid: ticketUuid } },
      { fallbackName: `ticket-${ticketUuid}.pkpass` },
    ),
  );
  return file;
}

/**
 * Hands the pass to the browser: Safari on iPhone, iPad and Mac opens a pass as "Add to Apple
 * Wallet"; other browsers save the file.
 */
export function useAddToAppleWallet() {
  return useMutation({
    mutationFn: getApplePass,
    onSuccess: (file, ticketUuid) => {
      const url = URL.createObjectURL(new Blob([file], { type: 'application/vnd.apple.pkpass' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `ticket-${ticketUuid}.pkpass`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
