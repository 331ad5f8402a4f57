import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@tribuna/common/i18n/locales';
import { locales, switchLocalePath, type Locale } from '@tribuna/common/routes';
import { useLocale } from '../lib/locale';

/** cs/sk switch that keeps the visitor on the same page in the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: Locale | null) => {
    if (!next || next === locale) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`;
    void navigate(switchLocalePath(location.pathname, next) + location.search);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, v: Locale | null) => change(v)}
      aria-label={t('common.language')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {locales.map((l) => (
        <ToggleButton
          key={l}
          value={l}
          lang={l}
          aria-label={l === 'cs' ? 'Čeština' : 'Slovenčina'}
          sx={{ px: 1.25, py: 0.25 }}
        >
          {l.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
