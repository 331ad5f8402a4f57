import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts, type ToastType } from '../lib/toast';

const colours: Record<ToastType, string> = {
  error: 'error.main',
  warning: 'warning.dark',
  success: 'success.dark',
  info: 'info.dark',
  regular: 'grey.900',
};

/**
 * The one toast container (spec section 2): a toast goes away on click or when its time is up.
 * Errors and warnings are alerts for screen readers, the rest polite status messages.
 */
export function ToastContainer() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Box
      component="section"
      aria-label={t('toast.region')}
      sx={{
        position: 'fixed',
        zIndex: 1400,
        bottom: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        display: 'grid',
        gap: 1,
        width: { sm: 380 },
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <Box
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-toast-type={toast.type}
          onClick={() => dismissToast(toast.id)}
          sx={{
            pointerEvents: 'auto',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            p: 1.5,
            pl: 2,
            borderRadius: 2,
            boxShadow: 6,
            color: 'common.white',
            bgcolor: colours[toast.type],
          }}
        >
          <Box sx={{ flexGrow: 1, typography: 'body2' }}>
            {toast.title && <Box sx={{ fontWeight: 700 }}>{toast.title}</Box>}
            {toast.content}
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t('toast.dismiss')}
            sx={{
              border: 0,
              bgcolor: 'transparent',
              color: 'inherit',
              font: 'inherit',
              fontSize: 20,
              lineHeight: 1,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid currentColor' },
            }}
          >
            ×
          </Box>
        </Box>
      ))}
    </Box>
  );
}
