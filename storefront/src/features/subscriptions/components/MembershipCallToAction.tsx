import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../../components/Action';
import { usePaths } from '../../../lib/locale';

/** The home page's invitation to become a member, leading to the memberships on offer. */
export function MembershipCallToAction() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <section aria-labelledby="membership-call" className="membership-call">
      <h2 id="membership-call" className="type type--h5 type--gutter">
        {t('home.membership.title')}
      </h2>
      <p className="type type--body1 type--secondary membership-call__text">{t('home.membership.text')}</p>
      <ActionLink to={paths('subscription')} variant="contained">
        {t('home.membership.action')}
      </ActionLink>
    </section>
  );
}
