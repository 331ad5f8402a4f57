import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@tribuna/common/i18n/locales';
import { locales, switchLocalePath, type Locale } from '@tribuna/common/routes';
import { useLocale } from '../lib/locale';
import { ActionButton } from './Action';

const names: Record<Locale, string> = { cs: 'Čeština', sk: 'Slovenčina' };
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * cs/sk switch that keeps the visitor on the same page in the other language. Each button's
 * name starts with its visible text ("SK Slovenčina"), so voice control users can say what they
 * see; keyboard focus is a ring, the chosen language a filled button, so the two never look alike.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: Locale) => {
    if (next === locale) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`;
    void navigate(switchLocalePath(location.pathname, next) + location.search);
  };
  // Two buttons that say whether they are pressed: what MUI's toggle-button group renders, without
  // loading it on every page for a pair of buttons.
  return (
    <Box
      role="group"
      aria-label={t('common.language')}
      sx={{
        display: 'inline-flex',
        bgcolor: 'background.paper',
        borderRadius: 1,
        '& > button': {
          minWidth: 0,
          px: 1.25,
          py: 0.25,
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 0,
          '&:first-of-type': { borderTopLeftRadius: 'inherit', borderBottomLeftRadius: 'inherit' },
          '&:last-of-type': { borderTopRightRadius: 'inherit', borderBottomRightRadius: 'inherit' },
          '& + button': { ml: '-1px' },
        },
        '& > button[aria-pressed="true"], & > button[aria-pressed="true"]:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        // The shared focus ring (common/theme.ts) above the neighbouring button's border.
        '& > button:focus-visible': { zIndex: 1 },
      }}
    >
      {locales.map((l) => (
        <ActionButton key={l} lang={l} aria-pressed={l === locale} onClick={() => change(l)}>
          {l.toUpperCase()}
          <Box component="span" sx={visuallyHidden}>
            {` ${names[l]}`}
          </Box>
        </ActionButton>
      ))}
    </Box>
  );
}
