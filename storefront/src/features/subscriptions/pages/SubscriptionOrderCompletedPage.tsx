import { useEffect, useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { fetchLoggedUser } from '../../../lib/userSubscriptions';
import { MembershipList } from '../../../components/MembershipList';

/** How often, and how many times, the page asks again while the membership is not there yet. */
const POLL_MS = 1500;
const POLLS = 20;

/**
 * A membership paid (`subscription-orderCompleted`, `/clenstvi/objednavka/dokonceno`): the order
 * completed page sends the buyer here once the payment is accepted; it shows the memberships the
 * user now holds, read fresh from the server.
 */
export function SubscriptionOrderCompletedPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const fresh = useQuery({
    queryKey: ['subscriptions', 'completed', session.user?.uuid ?? null],
    queryFn: fetchLoggedUser,
    enabled: signedIn,
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data?.activeUserSubscriptions.length ?? 0) === 0 && query.state.dataUpdateCount < POLLS
        ? POLL_MS
        : false,
  });
  // The session learns of the membership too; once per answer (the session changes as it does).
  const { setUser } = session;
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!fresh.data || told.current === fresh.data) return;
    told.current = fresh.data;
    setUser(fresh.data);
  }, [fresh.data, setUser]);
  const memberships = fresh.data?.activeUserSubscriptions ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 700, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('subscriptionOrder.completedTitle')}
      </Typography>
      <Alert severity="success">{t('subscriptionOrder.completedIntro')}</Alert>
      {signedIn && memberships.length === 0 && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('subscriptionOrder.activating')}</Typography>
        </Box>
      )}
      {memberships.length > 0 && <MembershipList memberships={memberships} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths('app-accountPage')} variant="contained">
          {t('subscriptionOrder.toAccount')}
        </Button>
        <Button component={RouterLink} to={paths('home')} variant="text">
          {t('orders.home')}
        </Button>
      </Box>
    </Box>
  );
}

export default SubscriptionOrderCompletedPage;
