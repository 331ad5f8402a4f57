import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readConsent, saveConsent, type ConsentChoices } from '../lib/consent';
import { ALL_ALLOWED, closeConsentSettings, ONLY_NECESSARY } from '../lib/consentSettings';

const categories = ['analytics', 'marketing', 'notifications'] as const;

/** Each category of consent on its own; what is saved applies at once (consent mode, tag manager, push). */
export function ConsentSettingsDialog() {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    const stored = readConsent();
    return {
      analytics: stored?.analytics ?? false,
      marketing: stored?.marketing ?? false,
      notifications: stored?.notifications ?? false,
    };
  });
  const save = (value: ConsentChoices) => {
    saveConsent(value);
    closeConsentSettings();
  };
  return (
    <Dialog
      open
      onClose={closeConsentSettings}
      aria-labelledby="consent-settings-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="consent-settings-title">{t('consent.settingsTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <div>
            <FormControlLabel
              control={<Switch checked disabled />}
              label={`${t('consent.necessary')} (${t('consent.alwaysOn')})`}
            />
            <Typography variant="body2" color="text.secondary">
              {t('consent.necessaryText')}
            </Typography>
          </div>
          {categories.map((category) => (
            <div key={category}>
              <FormControlLabel
                control={
                  <Switch
                    checked={choices[category]}
                    onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                    slotProps={{ input: { 'aria-describedby': `consent-${category}-text` } }}
                  />
                }
                label={t(`consent.${category}`)}
              />
              <Typography id={`consent-${category}-text`} variant="body2" color="text.secondary">
                {t(`consent.${category}Text`)}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={() => save(ONLY_NECESSARY)}>{t('consent.onlyNecessary')}</Button>
        <Button variant="outlined" onClick={() => save(choices)}>
          {t('consent.save')}
        </Button>
        <Button variant="contained" onClick={() => save(ALL_ALLOWED)}>
          {t('consent.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
