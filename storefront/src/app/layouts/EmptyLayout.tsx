import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PageFrame } from '../../components/PageFrame';
import { usePaths } from '../../lib/locale';

/** Pages without the site navigation (sign-in, maintenance). */
export function EmptyLayout() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <div className="empty-layout">
      <div className="container container--narrow empty-layout__column">
        <header className="empty-layout__header">
          <Link to={paths('home')} className="type type--h5 empty-layout__brand">
            {t('common.appName')}
          </Link>
          <LanguageSwitch />
        </header>
        <main>
          <PageFrame>
            <Outlet />
          </PageFrame>
        </main>
      </div>
    </div>
  );
}
