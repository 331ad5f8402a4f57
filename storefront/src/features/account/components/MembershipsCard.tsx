import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import { usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { MembershipList, type MembershipAction } from '../../../components/MembershipList';
import { cancelUserSubscription, fetchLoggedUser, stopRenewal } from '../../../lib/userSubscriptions';
import { AccountSection } from './AccountSection';

/** The account's memberships (logged user's `activeUserSubscriptions`), with cancel and stop renewal. */
export function MembershipsCard({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const session = useSession();
  const change = useMutation({
    mutationFn: async ({ action, uuid }: { action: MembershipAction; uuid: string }) => {
      await (action === 'cancel' ? cancelUserSubscription(uuid) : stopRenewal(uuid));
      return { action, user: await fetchLoggedUser() };
    },
    onSuccess: ({ action, user: updated }) => {
      session.setUser(updated);
      showToast({
        type: 'success',
        content: t(action === 'cancel' ? 'account.membershipCancelled' : 'account.renewalStopped'),
      });
    },
  });
  const memberships = user.activeUserSubscriptions;
  return (
    <AccountSection id="account-memberships" title={t('account.membershipsTitle')}>
      {memberships.length === 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('account.noMemberships')}</Typography>
          <Button component={RouterLink} to={paths('subscription')} variant="outlined">
            {t('account.browseMemberships')}
          </Button>
        </>
      ) : (
        <MembershipList
          memberships={memberships}
          busy={change.isPending}
          onAction={(action, membership) => change.mutate({ action, uuid: membership.uuid })}
        />
      )}
    </AccountSection>
  );
}
