import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { PassOnButton } from './PassOnButton';
import { TicketQrButton } from './TicketQrButton';
import { ReleaseSeasonSeatButton } from './ReleaseSeasonSeatButton';
import { seatText } from './seatText';
import { ticketState, type TicketState } from './ticketState';
import { WalletButtons } from './WalletButtons';

const chipColour: Record<TicketState, 'success' | 'warning' | 'default'> = {
  valid: 'success',
  pending: 'warning',
  used: 'default',
  voided: 'default',
};

/**
 * One held ticket: its event, when and where, its seat, its state, and a row of actions. Each
 * feature that acts on a ticket (passing it on, the wallets, a season seat's release) puts its one
 * component into that row.
 */
export function TicketCard({ ticket }: { ticket: MyTicket }) {
  const { t } = useTranslation();
  const state = ticketState(ticket);
  const titleId = `ticket-${ticket.uuid}`;
  const pending = state === 'pending' ? ticket.pendingTransfer : null;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography id={titleId} component="h3" variant="subtitle1" fontWeight="bold" sx={{ minWidth: 0 }}>
          {ticket.event.name}
        </Typography>
        <Chip size="small" color={chipColour[state]} label={t(`myTickets.states.${state}`)} />
        {ticket.season && <Chip size="small" variant="outlined" label={t('myTickets.season')} />}
      </Stack>
      <Typography variant="body2">
        {formatDateTime(ticket.event.startsAt)} · {ticket.event.venue}
      </Typography>
      <Typography variant="body2">{seatText(ticket, t)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('myTickets.code', { code: ticket.code })}
      </Typography>
      {pending && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('myTickets.pendingTo', { email: pending.toEmail })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center" flexWrap="wrap" useFlexGap>
        {(state === 'valid' || state === 'pending') && <TicketQrButton ticket={ticket} />}
        <PassOnButton ticket={ticket} />
        <ReleaseSeasonSeatButton ticket={ticket} />
        <WalletButtons ticket={ticket} />
      </Stack>
    </Box>
  );
}
