import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { apiUrl } from '@tribuna/common/api/download';
import { isLanguage } from '@tribuna/common/languages';
import { pathFor } from '@tribuna/common/routes';
import type { PaymentOutcomeView } from '@tribuna/common/schemas/orders';
import { seatText } from '@tribuna/common/i18n/tickets';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { useSession } from '../../../lib/session';
import { forgetHoldToken } from '../../../lib/holdToken';
import { getOrderTickets } from '../api/getOrderTickets';
import { useLocale, usePaths } from '../../../lib/locale';
import { completeOrderQueryOptions } from '../api/completeOrder';

const severity: Record<PaymentOutcomeView, 'success' | 'info' | 'warning' | 'error'> = {
  paid: 'success',
  waiting: 'info',
  cancelled: 'warning',
  declined: 'error',
  threeDSecureFailed: 'error',
  technicalError: 'error',
};

/**
 * Where the payment gateway sends the buyer back (`orderCompleted`), with its signed answer in the
 * query: the answer goes to the server once, and the page says what it came to. The server shows
 * the order itself (its tickets, its vouchers) only to its owner, so the answer goes once the
 * session is known (a signed-in buyer's token goes with it) and with the hash of the order this
 * browser made; anyone else who opens the address learns only how the payment went.
 */
export function OrderCompletedPage() {
  const { t, i18n } = useTranslation();
  const paths = usePaths();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  const fields = useMemo(() => Object.fromEntries(search), [search]);
  const [orderHash] = useState(() => currentOrder()?.orderHash);
  const hasAnswer = fields.ORDERNUMBER !== undefined && fields.DIGEST !== undefined;
  const result = useQuery({
    ...completeOrderQueryOptions(fields, orderHash),
    enabled: hasAnswer && session.status !== 'loading',
  });
  const outcome = result.data?.outcome;
  const ownOrder = result.data?.order ?? null;

  // A paid membership is shown on its own page, once the order is accepted (the membership is active).
  const membershipPaid =
    outcome === 'paid' &&
    ownOrder?.status === 'accepted' &&
    ownOrder.lines.some((line) => line.kind === 'subscription');
  // Only the buyer's own paid order is let go of: an answer about someone else's leaves this
  // browser's current order alone.
  const ownPaid = outcome === 'paid' && ownOrder !== null;
  useEffect(() => {
    if (ownPaid) {
      unbindCurrentOrder();
      forgetHoldToken();
    }
    if (membershipPaid) void navigate(pathFor('subscription-orderCompleted', locale), { replace: true });
  }, [ownPaid, membershipPaid, navigate, locale]);

  // A paid gift voucher order: its vouchers as a PDF, public by the order's hash.
  const paidOrder = ownOrder;
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const voucherPdf =
    paidOrder && paidOrder.lines.some((line) => line.kind === 'voucher')
      ? apiUrl('/vouchers/export-pdf', { query: { orderHash: paidOrder.orderHash, language } })
      : null;

  // A paid ticket order: a PDF per ticket and one of them all, public by the order's hash.
  const ticketOrder =
    paidOrder?.status === 'accepted' && paidOrder.lines.some((line) => line.kind === 'ticket')
      ? paidOrder
      : null;
  const tickets = useQuery({
    queryKey: ['orderTickets', ticketOrder?.orderHash],
    queryFn: () => getOrderTickets(ticketOrder!.orderHash),
    enabled: ticketOrder !== null,
  });
  const ticketQuery = { orderHash: ticketOrder?.orderHash ?? '', language };

  const notVerified =
    result.error instanceof ApiError && result.error.errorName === 'paymentAnswerNotVerified';
  // No answer from our server (a network failure, a server error): the payment may be fine.
  const shown: PaymentOutcomeView | null = outcome ?? (result.isError && !notVerified ? 'waiting' : null);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 700, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('orders.completedTitle')}
      </Typography>
      {!hasAnswer && <Alert severity="warning">{t('orders.noAnswer')}</Alert>}
      {hasAnswer && result.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('orders.checking')}</Typography>
        </Box>
      )}
      {notVerified && <Alert severity="error">{t('orders.notVerified')}</Alert>}
      {shown && (
        <Alert severity={severity[shown]} role="status">
          {t(`orders.outcome.${shown}`)}
        </Alert>
      )}
      {shown === 'paid' && ticketOrder && tickets.data && tickets.data.length > 0 && (
        <Box component="section" aria-labelledby="order-tickets">
          <Typography id="order-tickets" variant="h6" component="h2" gutterBottom>
            {t('seatChart.ticketsTitle')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {tickets.data.some((ticket) => !ticket.passedOn) && (
              <Button
                component="a"
                href={apiUrl('/tickets/export-pdf', { query: ticketQuery })}
                variant="contained"
                download
              >
                {t('seatChart.downloadAll')}
              </Button>
            )}
            {tickets.data.map((ticket) =>
              // A ticket passed on since is the new holder's: its PDF is theirs alone.
              ticket.passedOn ? (
                <Chip
                  key={ticket.uuid}
                  label={t('myTickets.passedOnTicket', { seat: seatText(language ?? 'cs', ticket) })}
                />
              ) : (
                <Button
                  key={ticket.uuid}
                  component="a"
                  href={apiUrl('/tickets/export-pdf/{uuid}', {
                    path: { uuid: ticket.uuid },
                    query: ticketQuery,
                  })}
                  variant="outlined"
                  download
                >
                  {t('seatChart.downloadOne', {
                    // Standing tickets have no seat to tell them apart: their codes do.
                    seat: ticket.seatLabel
                      ? seatText(language ?? 'cs', ticket)
                      : `${seatText(language ?? 'cs', ticket)} ${ticket.code}`,
                  })}
                </Button>
              ),
            )}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {shown === 'waiting' && (
          <Button variant="contained" disabled={result.isFetching} onClick={() => void result.refetch()}>
            {t('orders.retry')}
          </Button>
        )}
        {shown === 'paid' && voucherPdf && (
          <Button component="a" href={voucherPdf} variant="contained" download>
            {t('vouchers.download')}
          </Button>
        )}
        {shown === 'paid' ? (
          <Button component={RouterLink} to={paths('home')} variant="contained">
            {t('orders.home')}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths('app-orderPage')} variant="outlined">
            {t('orders.backToOrder')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default OrderCompletedPage;
