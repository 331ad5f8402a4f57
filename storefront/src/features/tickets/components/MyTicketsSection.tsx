import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MyTicket } from '@tribuna/common/schemas/tickets';
import { useLocale, usePaths } from '../../../lib/locale';
import { useMyTickets } from '../api/getMyTickets';
import { TicketCard } from './TicketCard';
import { isPast } from './ticketState';

function TicketList({ tickets, label }: { tickets: MyTicket[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.uuid} ticket={ticket} />
      ))}
    </Box>
  );
}

/**
 * "Moje vstupenky" in the account: the tickets the user holds (bought or passed on to them),
 * upcoming events first, past ones after them.
 */
export function MyTicketsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const tickets = useMyTickets(locale);
  const all = tickets.data?.data ?? [];
  const upcoming = all.filter((ticket) => !isPast(ticket));
  const past = all.filter((ticket) => isPast(ticket));
  const { hash } = useLocation();
  const loaded = tickets.isSuccess;

  // The accept page links here (`#account-tickets`); the page frame scrolls to the top on arrival.
  useEffect(() => {
    if (loaded && hash === '#account-tickets') document.getElementById('account-tickets')?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <Paper component="section" aria-labelledby="account-tickets" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-tickets" variant="h6" component="h2" gutterBottom>
        {t('myTickets.title')}
      </Typography>
      {tickets.isPending && <Skeleton variant="rectangular" height={96} />}
      {tickets.isError && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" role="alert" useFlexGap>
          <Typography>{t('myTickets.loadFailed')}</Typography>
          <Button size="small" onClick={() => void tickets.refetch()}>
            {t('myTickets.retry')}
          </Button>
        </Stack>
      )}
      {tickets.isSuccess && all.length === 0 && (
        <Stack spacing={1} alignItems="flex-start">
          <Typography>{t('myTickets.empty')}</Typography>
          <Button component={RouterLink} to={paths('events')} variant="outlined" size="small">
            {t('myTickets.browseEvents')}
          </Button>
        </Stack>
      )}
      {upcoming.length > 0 && <TicketList tickets={upcoming} />}
      {past.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: upcoming.length > 0 ? 3 : 0, mb: 1 }}>
            {t('myTickets.past')}
          </Typography>
          <TicketList tickets={past} label={t('myTickets.past')} />
        </>
      )}
    </Paper>
  );
}
