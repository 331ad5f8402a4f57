import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../components/ContentListPage';
import { usePaths } from '../../../lib/locale';
import { VIDEO_ARCHIVES_PAGE_SIZE, useVideoArchives } from '../api/getVideoArchives';

export function VideoArchivesPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <ContentListPage
      title={t('videos.title')}
      empty={t('videos.empty')}
      pageSize={VIDEO_ARCHIVES_PAGE_SIZE}
      useList={useVideoArchives}
      itemPath={(item) => paths('videoArchive', { uuid: item.uuid })}
      caption={(item) => t('videos.videoCount', { count: item.videoCount })}
    />
  );
}

export default VideoArchivesPage;
