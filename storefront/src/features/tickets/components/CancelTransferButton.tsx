import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyTicket, TicketTransfer } from '@tribuna/common/schemas/tickets';
import { useToast } from '../../../lib/toast';
import { useCancelTransfer } from '../api/cancelTransfer';

/** Takes back an open offer of the ticket, after asking: the link sent to the recipient stops working. */
export function CancelTransferButton({ ticket, transfer }: { ticket: MyTicket; transfer: TicketTransfer }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelTransfer();
  const [asking, setAsking] = useState(false);
  const id = `cancel-transfer-${ticket.uuid}`;

  const confirm = async () => {
    try {
      await cancel.mutateAsync(ticket.uuid);
    } catch {
      // The failure's toast is the API client's; the ticket list is fetched again either way.
      setAsking(false);
      return;
    }
    setAsking(false);
    toast.show({ type: 'success', content: t('myTickets.cancelled') });
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => setAsking(true)}
        aria-label={t('myTickets.cancelTransferLabel', { event: ticket.event.name })}
      >
        {t('myTickets.cancelTransfer')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>{t('myTickets.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            {t('myTickets.cancelText', { email: transfer.toEmail })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('myTickets.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={cancel.isPending}
          >
            {t('myTickets.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
