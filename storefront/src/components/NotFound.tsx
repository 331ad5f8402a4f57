import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ActionLink } from './Action';
import { usePaths } from '../lib/locale';
import { RouteMeta } from './PageMeta';

/** The 404 page of spec section 2: 'Page Not Found: {path}', in the page's language. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const paths = usePaths();
  return (
    <div className="not-found">
      <RouteMeta metaKey="notFound" />
      <h1 className="type type--h4 type--gutter">{t('notFound.title')}</h1>
      <p className="type type--body1 type--secondary" data-testid="not-found-path">
        {t('notFound.path', { path: pathname })}
      </p>
      <p className="type type--body1 not-found__description">{t('notFound.description')}</p>
      <ActionLink to={paths('home')} variant="contained" className="not-found__home">
        {t('notFound.home')}
      </ActionLink>
    </div>
  );
}
