import { useTranslation } from 'react-i18next';
import { ContentTeaser } from '../../../components/ContentTeaser';
import { useLocale, usePaths } from '../../../lib/locale';
import { HOME_VIDEO_ARCHIVES, useVideoArchives } from '../api/getVideoArchives';

/** The newest video archives on the home page, with a link to all of them. */
export function LatestVideoArchives() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const query = useVideoArchives({ locale, limit: HOME_VIDEO_ARCHIVES, offset: 0 });
  return (
    <ContentTeaser
      id="latest-videos"
      title={t('home.latestVideos')}
      query={query}
      count={HOME_VIDEO_ARCHIVES}
      itemPath={(item) => paths('videoArchive', { uuid: item.uuid })}
      all={{ to: paths('videoArchives'), label: t('home.allVideos') }}
    />
  );
}
