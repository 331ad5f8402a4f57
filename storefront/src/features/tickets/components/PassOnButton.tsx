import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { CancelTransferButton } from './CancelTransferButton';
import { PassOnDialog } from './PassOnDialog';
import { passOnRefusal } from './ticketState';

/**
 * "Předat vstupenku" with its dialog; while an offer is open, the way to take it back instead; when
 * the ticket cannot be passed on, the button stays in place, disabled, with the reason beside it.
 */
export function PassOnButton({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = ticket.pendingTransfer?.status === 'pending' ? ticket.pendingTransfer : null;
  const refusal = passOnRefusal(ticket);
  const reasonId = `pass-on-reason-${ticket.uuid}`;

  if (pending && !ticket.voided && ticket.checkedAt === null) {
    return <CancelTransferButton ticket={ticket} transfer={pending} />;
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={refusal !== null}
        aria-label={t('myTickets.passOnLabel', { event: ticket.event.name })}
        aria-describedby={reasonId}
      >
        {t('myTickets.passOn')}
      </Button>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {refusal !== null
          ? t(`myTickets.reasons.${refusal}`)
          : ticket.transferableUntil &&
            t('myTickets.transferableUntil', { date: formatDateTime(ticket.transferableUntil) })}
      </Typography>
      {refusal === null && <PassOnDialog ticket={ticket} open={open} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
