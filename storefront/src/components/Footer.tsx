import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tribuna/common/dateFormat';

/** The year in Prague: the same on the server as in the browser on New Year's Eve. */
const pragueYear = () => formatDate(Date.now()).slice(-4);

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 4, bgcolor: 'grey.100' }}>
      <Container>
        <Typography variant="body2" color="text.secondary">
          © {pragueYear()} {t('common.footer')}
        </Typography>
      </Container>
    </Box>
  );
}
