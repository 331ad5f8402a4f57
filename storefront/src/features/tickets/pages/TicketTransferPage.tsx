import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { TicketTransferOffer, TicketTransferStatus } from '@tribuna/common/schemas/tickets';
import { apiErrorMessageKey } from '../../../lib/api';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { useAcceptTransfer } from '../api/acceptTransfer';
import { useTransferOffer } from '../api/getTransferOffer';
import { seatText } from '../components/seatText';

type Closed = Exclude<TicketTransferStatus, 'pending'> | 'notFound';

/** A refusal of the accept that means the offer is gone, as the page says it; null for the others. */
function closedBy(error: unknown): Closed | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.errorName) {
    case 'ticketTransferAlreadyAccepted':
      return 'accepted';
    case 'ticketTransferCancelled':
      return 'cancelled';
    case 'ticketTransferClosed':
      return 'expired';
    case 'ticketTransferNotFound':
      return 'notFound';
    default:
      return null;
  }
}

function OfferDetails({ offer }: { offer: TicketTransferOffer }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('ticketTransfer.event'), offer.event.name],
    [t('ticketTransfer.when'), formatDateTime(offer.event.startsAt)],
    [t('ticketTransfer.where'), offer.event.venue],
    [t('ticketTransfer.seat'), seatText(offer, t)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 2, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/app/vstupenky/prevod/{token}` (the link in the transfer e-mail): what is offered and from whom,
 * then "Přijmout vstupenku". The route guard has the recipient sign in (or sign up) first and brings
 * them back here. A link that is no longer good says why (accepted, taken back, expired, unknown).
 */
export function TicketTransferPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const session = useSession();
  const { token = '' } = useParams();
  const offer = useTransferOffer(token, locale);
  const accept = useAcceptTransfer(token);

  const loadError = offer.error instanceof ApiError ? offer.error : null;
  const unknown = loadError !== null && (loadError.status === 404 || loadError.status === 400);
  const closed: Closed | null = accept.isSuccess
    ? null
    : (closedBy(accept.error) ??
      (unknown ? 'notFound' : offer.data && offer.data.status !== 'pending' ? offer.data.status : null));
  const acceptRefusal = accept.error && !closedBy(accept.error) ? accept.error : null;

  let body;
  if (accept.isSuccess) {
    body = (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="success">{t('ticketTransfer.accepted')}</Alert>
        <Button component={RouterLink} to={`${paths('app-accountPage')}#account-tickets`} variant="contained">
          {t('ticketTransfer.toMyTickets')}
        </Button>
      </Stack>
    );
  } else if (closed) {
    body = (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="info">{t(`ticketTransfer.states.${closed}`)}</Alert>
        <Button component={RouterLink} to={paths('events')} variant="outlined">
          {t('ticketTransfer.toEvents')}
        </Button>
      </Stack>
    );
  } else if (offer.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void offer.refetch()}>
            {t('ticketTransfer.retry')}
          </Button>
        }
      >
        {t('ticketTransfer.loadFailed')}
      </Alert>
    );
  } else if (!offer.data) {
    body = (
      <Stack spacing={1} role="status">
        <Typography>{t('ticketTransfer.loading')}</Typography>
        <Skeleton variant="rectangular" height={120} />
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>{t('ticketTransfer.offeredBy', { from: offer.data.fromName })}</Typography>
        <OfferDetails offer={offer.data} />
        {acceptRefusal && (
          <Alert severity="error">
            {t(
              (acceptRefusal instanceof ApiError ? apiErrorMessageKey(acceptRefusal) : null) ??
                'apiError.errorFallback',
            )}
          </Alert>
        )}
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="body2" color="text.secondary">
            {t('ticketTransfer.signedInAs', { email: session.user?.email })}
          </Typography>
          <Button variant="contained" onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending ? t('ticketTransfer.accepting') : t('ticketTransfer.accept')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="ticket-transfer-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mx: 'auto' }}
    >
      <Typography id="ticket-transfer-title" variant="h4" component="h1" gutterBottom>
        {t('ticketTransfer.title')}
      </Typography>
      {body}
    </Paper>
  );
}

export default TicketTransferPage;
