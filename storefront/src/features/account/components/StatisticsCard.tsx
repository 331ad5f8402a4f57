import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tribuna/common/dateFormat';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { useAccountOrders } from '../api/getAccountOrders';
import { useStatistics } from '../api/getStatistics';
import { AccountSection } from './AccountSection';

/** Memberships in force now (the list below also shows those that start later). */
function membershipsInForce(user: LoggedUser, now = Date.now()): number {
  return user.activeUserSubscriptions.filter(
    (membership) =>
      Date.parse(membership.validFrom) <= now &&
      (membership.validTo === null || Date.parse(membership.validTo) > now),
  ).length;
}

/**
 * The account's overview. Its counts come from what the page lists below (the orders with their
 * tickets, the user's memberships), so the numbers and the lists never disagree and change together
 * when an order is made or a voucher applied; the statistics call gives the date the user joined.
 */
export function StatisticsCard({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const statistics = useStatistics();
  const orders = useAccountOrders();
  const list = orders.data?.data;
  const items =
    statistics.data && list
      ? [
          { label: t('account.orders'), value: String(list.length) },
          {
            label: t('account.tickets'),
            value: String(list.reduce((sum, order) => sum + order.tickets.length, 0)),
          },
          { label: t('account.activeMemberships'), value: String(membershipsInForce(user)) },
          { label: t('account.memberSince'), value: formatDate(statistics.data.memberSince) },
        ]
      : [];
  return (
    <AccountSection id="account-statistics" title={t('account.statisticsTitle')}>
      {(statistics.isError || orders.isError) && (
        <Alert severity="error">{t('account.statisticsError')}</Alert>
      )}
      {(statistics.isPending || orders.isPending) && (
        <Skeleton variant="rectangular" height={72} role="status" aria-label={t('common.loading')} />
      )}
      {items.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
        >
          {items.map((item) => (
            <Box key={item.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </AccountSection>
  );
}
