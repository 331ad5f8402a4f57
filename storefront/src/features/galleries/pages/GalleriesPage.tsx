import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../components/ContentListPage';
import { usePaths } from '../../../lib/locale';
import { GALLERIES_PAGE_SIZE, useGalleries } from '../api/getGalleries';

export function GalleriesPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <ContentListPage
      title={t('galleries.title')}
      empty={t('galleries.empty')}
      pageSize={GALLERIES_PAGE_SIZE}
      useList={useGalleries}
      itemPath={(item) => paths('gallery', { uuid: item.uuid })}
      caption={(item) => t('galleries.photoCount', { count: item.imageCount })}
    />
  );
}

export default GalleriesPage;
