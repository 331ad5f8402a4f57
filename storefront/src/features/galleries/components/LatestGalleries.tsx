import { useTranslation } from 'react-i18next';
import { ContentTeaser } from '../../../components/ContentTeaser';
import { useLocale, usePaths } from '../../../lib/locale';
import { HOME_GALLERIES, useGalleries } from '../api/getGalleries';

/** The newest galleries on the home page, with a link to all of them. */
export function LatestGalleries() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const query = useGalleries({ locale, limit: HOME_GALLERIES, offset: 0 });
  return (
    <ContentTeaser
      id="latest-galleries"
      title={t('home.latestGalleries')}
      query={query}
      count={HOME_GALLERIES}
      itemPath={(item) => paths('gallery', { uuid: item.uuid })}
      all={{ to: paths('galleries'), label: t('home.allGalleries') }}
    />
  );
}
