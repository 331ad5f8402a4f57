import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../components/ContentListPage';
import { usePaths } from '../../../lib/locale';
import { BENEFITS_PAGE_SIZE, useBenefits } from '../api/getBenefits';

export function BenefitsPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <ContentListPage
      title={t('benefits.title')}
      empty={t('benefits.empty')}
      pageSize={BENEFITS_PAGE_SIZE}
      useList={useBenefits}
      itemPath={(item) => paths('benefit', { uuid: item.uuid })}
    />
  );
}

export default BenefitsPage;
