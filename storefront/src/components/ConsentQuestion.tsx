import { useEffect, useRef } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { saveConsent } from '../lib/consent';
import { ALL_ALLOWED, ONLY_NECESSARY, openConsentSettings } from '../lib/consentSettings';

/** The banner's question and its three answers, fixed to the bottom of the window. */
export function ConsentQuestion() {
  const { t } = useTranslation();
  const banner = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the question first; Tab goes on to its buttons.
  useEffect(() => banner.current?.focus(), []);
  return (
    <Paper
      ref={banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      tabIndex={-1}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        zIndex: 1300,
        left: 0,
        right: 0,
        bottom: 0,
        px: { xs: 2, sm: 4 },
        py: 2,
        borderTop: 3,
        borderColor: 'primary.main',
        outline: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 320px' }}>
        <Typography id="consent-banner-title" variant="h6" component="h2">
          {t('consent.title')}
        </Typography>
        <Typography id="consent-banner-text" variant="body2">
          {t('consent.text')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '0 1 auto' }}>
        <Button variant="contained" onClick={() => saveConsent(ALL_ALLOWED)}>
          {t('consent.acceptAll')}
        </Button>
        <Button variant="outlined" onClick={() => saveConsent(ONLY_NECESSARY)}>
          {t('consent.onlyNecessary')}
        </Button>
        <Button onClick={openConsentSettings}>{t('consent.settings')}</Button>
      </Box>
    </Paper>
  );
}
