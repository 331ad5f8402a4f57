import { useTranslation } from 'react-i18next';
import { formatDate, formatLastValidDay } from '@tribuna/common/dateFormat';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';

/** The tick before each thing a plan gives. */
export function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </svg>
  );
}

/** What the plan lasts: for ever, one season, or a period that may renew. */
export function useValidity(plan: PublicSubscription): string {
  const { t } = useTranslation();
  if (plan.type === 'seasonal' && plan.validFrom && plan.validTo) {
    return t('subscriptions.seasonal', {
      from: formatDate(plan.validFrom),
      to: formatLastValidDay(plan.validTo),
    });
  }
  if (plan.type === 'periodic' && plan.periodCount && plan.periodUnit) {
    const period = t(`subscriptions.period.${plan.periodUnit}`, { count: plan.periodCount });
    return t(plan.renewing ? 'subscriptions.periodicRenewing' : 'subscriptions.periodic', { period });
  }
  return t('subscriptions.permanent');
}
