import { Alert, AlertTitle, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { SeasonRenewal } from '@tribuna/common/schemas/seasonTickets';
import { notifyApiError } from '../../../lib/api';
import { bindOrder } from '../../../lib/currentOrder';
import { useLocale, usePaths } from '../../../lib/locale';
import { orderSeasonTicket } from '../api/orderSeasonTicket';

/**
 * Last season's seat kept for its holder during the renewal window: "Renew your seat" orders it
 * with the hold the server keeps for them, then the cart takes the payment.
 */
export function RenewalOffer({ renewal }: { renewal: SeasonRenewal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const renew = useMutation({
    mutationFn: () => orderSeasonTicket(renewal.seasonTicketUuid, renewal.holdToken, locale),
    onSuccess: (order) => {
      bindOrder(order);
      void navigate(paths('app-orderPage'));
    },
    onError: notifyApiError,
  });
  const seat = t('seatChart.seatName', {
    section: renewal.sectionName,
    row: renewal.row,
    seat: renewal.label,
  });
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" variant="outlined" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {t('seasonTickets.renew')}
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
    >
      <AlertTitle>{t('seasonTickets.renewalTitle')}</AlertTitle>
      {t('seasonTickets.renewalText', { seat, name: renewal.name, date: formatDateTime(renewal.until) })}
    </Alert>
  );
}
