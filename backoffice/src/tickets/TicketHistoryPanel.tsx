import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { AdminTicket, TicketHistoryEntry, TicketHistoryUser } from '@tribuna/common/schemas/tickets';
import type { AdminDataProvider } from '../providers/dataProvider';

const person = (user: TicketHistoryUser) => (user.name ? `${user.name} <${user.email}>` : user.email);

/** The details of one step, each named: who, to whom, which gate, the QR code's new version, why. */
function details(entry: TicketHistoryEntry, translate: (key: string, args?: object) => string): string[] {
  const parts: string[] = [];
  const transfer = entry.kind.startsWith('transfer');
  if (entry.user) {
    parts.push(
      translate(transfer ? 'ticketTransfers.history.from' : 'ticketTransfers.history.by', {
        [transfer ? 'from' : 'by']: person(entry.user),
      }),
    );
  }
  const to = entry.toUser ? person(entry.toUser) : entry.toEmail;
  if (to) parts.push(translate('ticketTransfers.history.to', { to }));
  if (entry.gate) parts.push(translate('ticketTransfers.history.gate', { gate: entry.gate }));
  if (entry.kind === 'transferAccepted' && entry.version !== null)
    parts.push(translate('ticketTransfers.history.versionFrom', { version: entry.version }));
  if (entry.reason) parts.push(translate('ticketTransfers.history.reason', { reason: entry.reason }));
  return parts;
}

/**
 * A ticket's history, for staff looking into a dispute at the gate or a transfer: its holder and the
 * QR code's version now, then every step oldest first (issued, offered, passed on, checked in, voided).
 */
export function TicketHistoryPanel({ uuid }: { uuid: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const history = useQuery({
    queryKey: ['tickets', 'history', uuid],
    queryFn: () => dataProvider.ticketHistory(uuid),
    // The dialog says at once that it failed; closing and opening it asks again.
    retry: false,
  });

  if (history.isPending) return <LinearProgress aria-label={translate('ticketTransfers.history.loading')} />;
  if (history.isError)
    return <Alert severity="error">{translate('ticketTransfers.history.loadFailed')}</Alert>;
  const { holder, entries } = history.data;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mb: 1 }}>
        <Typography variant="body2">
          {holder
            ? translate('ticketTransfers.history.holder', { holder: person(holder) })
            : translate('ticketTransfers.history.noHolder')}
        </Typography>
        <Typography variant="body2">
          {translate('ticketTransfers.history.version', { version: history.data.ticket.version })}
        </Typography>
      </Stack>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate('ticketTransfers.history.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${entry.kind}-${i}`}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 'bold' }}>
                {formatDateTime(entry.at)} · {translate(`ticketTransfers.history.kinds.${entry.kind}`)}
              </Typography>
              {details(entry, translate).map((part) => (
                <Typography key={part} variant="body2" component="span">
                  {`, ${part}`}
                </Typography>
              ))}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** The row's "Historie" button: the ticket's history in a dialog, read when it opens. */
export function TicketHistoryButton() {
  const ticket = useRecordContext<AdminTicket & { id: string }>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!ticket) return null;
  const titleId = `ticket-history-${ticket.uuid}`;
  const title = translate('ticketTransfers.history.title', { code: ticket.code });
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-label={title}>
        {translate('ticketTransfers.history.show')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{open && <TicketHistoryPanel uuid={ticket.uuid} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
