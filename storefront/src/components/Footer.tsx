import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, bgcolor: 'grey.100' }}>
      <Container>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {t('common.footer')}
        </Typography>
      </Container>
    </Box>
  );
}
