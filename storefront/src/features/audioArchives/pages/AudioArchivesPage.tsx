import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../components/ContentListPage';
import { usePaths } from '../../../lib/locale';
import { AUDIO_ARCHIVES_PAGE_SIZE, useAudioArchives } from '../api/getAudioArchives';

export function AudioArchivesPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <ContentListPage
      title={t('audio.title')}
      empty={t('audio.empty')}
      pageSize={AUDIO_ARCHIVES_PAGE_SIZE}
      useList={useAudioArchives}
      itemPath={(item) => paths('audioArchive', { uuid: item.uuid })}
      caption={(item) => t('audio.trackCount', { count: item.audioCount })}
    />
  );
}

export default AudioArchivesPage;
