import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tribuna/common/dateFormat';
import { useStatistics } from '../api/getStatistics';
import { AccountSection } from './AccountSection';

export function StatisticsCard() {
  const { t } = useTranslation();
  const statistics = useStatistics();
  const items = statistics.data
    ? [
        { label: t('account.orders'), value: String(statistics.data.orders) },
        { label: t('account.tickets'), value: String(statistics.data.tickets) },
        { label: t('account.activeMemberships'), value: String(statistics.data.activeMemberships) },
        { label: t('account.memberSince'), value: formatDate(statistics.data.memberSince) },
      ]
    : [];
  return (
    <AccountSection id="account-statistics" title={t('account.statisticsTitle')}>
      {statistics.isError && <Alert severity="error">{t('account.statisticsError')}</Alert>}
      {statistics.isPending && (
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
