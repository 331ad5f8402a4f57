import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@tribuna/common/routes';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { rememberSubscriptionChoice } from '../../../lib/subscriptionChoice';
import { showToast } from '../../../lib/toast';
import { useSubscriptions } from '../api/getSubscriptions';
import { preRegisterSubscription } from '../api/preRegisterSubscription';
import { SubscriptionCard } from '../components/SubscriptionCard';

/** One column on a phone, two on a tablet, three on a wide screen. */
const columns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The memberships on sale (spec: route `subscription`, `/clenstvi`, Slovak `/sk/clenstvo`). */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const query = useSubscriptions({ locale, userUuid: user?.uuid ?? null });

  const buy = (priceVariantUuid: string) => {
    if (!user) {
      // Signed out: the choice waits for the login, which keeps it on the account (login step 4).
      rememberSubscriptionChoice(priceVariantUuid);
      void navigate(`${paths('auth-loginPage')}?redirect=${encodeURIComponent(paths('subscription'))}`);
    } else if (routes['subscription-order'].built) {
      void navigate(paths('subscription-order', { subscriptionPriceUuid: priceVariantUuid }));
    } else {
      // Until orders open, the choice is kept on the account: the order page will pick it up.
      void preRegisterSubscription(user, priceVariantUuid).then((updated) => {
        session.setUser(updated);
        showToast({ type: 'success', content: t('subscriptions.choiceSaved') });
      });
    }
  };
  const giftPath = routes['subscription-voucherOrder'].built
    ? (priceVariantUuid: string) =>
        paths('subscription-voucherOrder', { subscriptionPriceUuid: priceVariantUuid })
    : undefined;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('subscriptions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subscriptions.intro')}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.error')}
        </Alert>
      ) : query.isPending ? (
        <Box sx={columns} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={420} />
          ))}
        </Box>
      ) : query.data.data.length === 0 ? (
        <Alert severity="info">{t('subscriptions.empty')}</Alert>
      ) : (
        <Box sx={columns}>
          {query.data.data.map((membership) => (
            <SubscriptionCard key={membership.uuid} membership={membership} onBuy={buy} giftPath={giftPath} />
          ))}
        </Box>
      )}
    </>
  );
}

export default SubscriptionsPage;
