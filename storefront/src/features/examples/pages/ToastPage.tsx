import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useToast, type ToastType } from '../../../lib/toast';

const types: {
  type: ToastType;
  label: string;
  color: 'error' | 'info' | 'inherit' | 'success' | 'warning';
}[] = [
  { type: 'error', label: 'examples.toastError', color: 'error' },
  { type: 'info', label: 'examples.toastInfo', color: 'info' },
  { type: 'regular', label: 'examples.toastRegular', color: 'inherit' },
  { type: 'success', label: 'examples.toastSuccess', color: 'success' },
  { type: 'warning', label: 'examples.toastWarning', color: 'warning' },
];

/** Developer page: one button per toast type. */
export function ToastPage() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('examples.toastTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('examples.toastIntro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {types.map(({ type, label, color }) => (
          <Button
            key={type}
            variant="contained"
            color={color}
            onClick={() =>
              toast.show({ type, title: t(label), content: t('examples.toastText', { type: t(label) }) })
            }
          >
            {t(label)}
          </Button>
        ))}
      </Box>
    </>
  );
}

export default ToastPage;
