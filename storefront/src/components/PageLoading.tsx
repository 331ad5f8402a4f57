import { useTranslation } from 'react-i18next';

/** While a guard waits for the session: nothing for a moment, then a quiet "loading". */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="page-loading">
      {t('common.loading')}
    </div>
  );
}
