import { useTranslation } from 'react-i18next';
import { formatDate, formatLastValidDay } from '@tribuna/common/dateFormat';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';

/** The tick before each thing a membership gives. */
export function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </svg>
  );
}

/** What the membership lasts: for ever, one season, or a period that may renew. */
export function useValidity(membership: PublicSubscription): string {
  const { t } = useTranslation();
  if (membership.type === 'seasonal' && membership.validFrom && membership.validTo) {
    return t('subscriptions.seasonal', {
      from: formatDate(membership.validFrom),
      to: formatLastValidDay(membership.validTo),
    });
  }
  if (membership.type === 'periodic' && membership.periodCount && membership.periodUnit) {
    const period = t(`subscriptions.period.${membership.periodUnit}`, { count: membership.periodCount });
    return t(membership.renewing ? 'subscriptions.periodicRenewing' : 'subscriptions.periodic', { period });
  }
  return t('subscriptions.permanent');
}
