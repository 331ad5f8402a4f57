import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, formatLastValidDay } from '@tribuna/common/dateFormat';
import type { UserSubscription } from '@tribuna/common/schemas/subscriptions';

export type MembershipAction = 'cancel' | 'stopRenewal';

/** How long a membership the user holds is valid. */
function validityText(membership: UserSubscription, t: TFunction): string {
  if (new Date(membership.validFrom).getTime() > Date.now()) {
    return t('account.validFrom', { date: formatDate(membership.validFrom) });
  }
  return membership.validTo
    ? t('account.validTo', { date: formatLastValidDay(membership.validTo) })
    : t('account.validForever');
}

/**
 * The memberships a user holds (logged user's `activeUserSubscriptions`): name, validity, whether
 * it renews, its features; with `onAction`, a button to cancel it and one to stop its renewal,
 * each confirmed in a dialog first.
 */
export function MembershipList({
  memberships,
  onAction,
  busy = false,
}: {
  memberships: UserSubscription[];
  onAction?: (action: MembershipAction, membership: UserSubscription) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ action: MembershipAction; membership: UserSubscription } | null>(
    null,
  );
  const name = asking?.membership.subscription.name ?? '';
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {memberships.map((membership) => {
          const titleId = `membership-${membership.uuid}`;
          return (
            <Box
              component="li"
              key={membership.uuid}
              aria-labelledby={titleId}
              data-testid="active-membership"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                display: 'grid',
                gap: 1,
              }}
            >
              <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {membership.subscription.name}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" color="success" label={validityText(membership, t)} />
                {membership.validTo !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={membership.renewing ? t('account.renewing') : t('account.notRenewing')}
                  />
                )}
              </Stack>
              {membership.features.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {membership.features.map((feature) => feature.name).join(', ')}
                </Typography>
              )}
              {onAction && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {membership.renewing && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      aria-label={t('account.stopRenewalLabel', { name: membership.subscription.name })}
                      onClick={() => setAsking({ action: 'stopRenewal', membership })}
                    >
                      {t('account.stopRenewal')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t('account.cancelMembershipLabel', { name: membership.subscription.name })}
                    onClick={() => setAsking({ action: 'cancel', membership })}
                  >
                    {t('account.cancelMembership')}
                  </Button>
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="membership-confirm-title"
        aria-describedby="membership-confirm-text"
      >
        <DialogTitle id="membership-confirm-title">
          {asking?.action === 'stopRenewal'
            ? t('account.stopRenewalConfirmTitle')
            : t('account.cancelConfirmTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="membership-confirm-text">
            {asking?.action === 'stopRenewal'
              ? t('account.stopRenewalConfirm', { name })
              : t('account.cancelConfirm', { name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} autoFocus>
            {t('account.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (asking) onAction?.(asking.action, asking.membership);
              setAsking(null);
            }}
          >
            {t('account.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
