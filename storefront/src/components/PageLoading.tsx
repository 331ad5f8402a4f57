import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** While a guard waits for the session: nothing for a moment, then a quiet "loading". */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{
        py: 8,
        textAlign: 'center',
        color: 'text.secondary',
        '@keyframes tribunaAppear': { from: { opacity: 0 }, to: { opacity: 1 } },
        animation: 'tribunaAppear 0.2s ease-in 0.4s both',
      }}
    >
      {t('common.loading')}
    </Box>
  );
}
