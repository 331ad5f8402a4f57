import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from '../lib/consent';
import {
  ALL_ALLOWED,
  ONLY_NECESSARY,
  openConsentSettings,
  useConsentSettingsOpen,
} from '../lib/consentSettings';

const ConsentSettingsDialog = lazy(() =>
  import('./ConsentSettingsDialog').then((m) => ({ default: m.ConsentSettingsDialog })),
);

/**
 * The cookie consent banner, until the visitor chooses (the choice is kept in the browser), and the
 * settings dialog, which the footer's link opens again later. Drawn only in the browser: the server
 * does not know the choice, and a banner in the server's markup would flash for everybody.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const [mounted, setMounted] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => setMounted(true), []);
  const showBanner = mounted && consent === null;
  useEffect(() => {
    // Keyboard and screen-reader users land on the question first; Tab goes on to its buttons.
    if (showBanner) banner.current?.focus();
  }, [showBanner]);
  return (
    <>
      {showBanner && !settingsOpen && (
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
      )}
      {settingsOpen && (
        <Suspense>
          <ConsentSettingsDialog />
        </Suspense>
      )}
    </>
  );
}
