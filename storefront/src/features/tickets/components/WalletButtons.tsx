import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { useAddToAppleWallet } from '../api/getApplePass';
import { useSaveToGoogleWallet } from '../api/getGoogleWalletLink';

/**
 * "Přidat do Apple Wallet" and "Uložit do Google Wallet" for a ticket the wallets take (the server
 * says which: a wallet it is not configured for, or a voided ticket, shows no button).
 */
export function WalletButtons({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const apple = useAddToAppleWallet();
  const google = useSaveToGoogleWallet();
  const event = ticket.event.name;
  return (
    <>
      {ticket.wallet.apple && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AppleIcon />}
          onClick={() => apple.mutate(ticket.uuid)}
          disabled={apple.isPending}
          aria-label={t('wallet.appleLabel', { event })}
        >
          {t('wallet.apple')}
        </Button>
      )}
      {ticket.wallet.google && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<GoogleIcon />}
          onClick={() => google.mutate(ticket.uuid)}
          disabled={google.isPending}
          aria-label={t('wallet.googleLabel', { event })}
        >
          {t('wallet.google')}
        </Button>
      )}
    </>
  );
}
