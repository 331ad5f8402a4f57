import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@tribuna/common/i18n/locales';
import { locales, switchLocalePath, type Locale } from '@tribuna/common/routes';
import { useLocale } from '../lib/locale';
import { ActionButton } from './Action';

const names: Record<Locale, string> = { cs: 'Čeština', sk: 'Slovenčina' };
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
  // loading it on every page for a pair of buttons (`.lang-switch` in app/styles/layout.css).
  return (
    <div role="group" aria-label={t('common.language')} className="lang-switch">
      {locales.map((l) => (
        <ActionButton key={l} lang={l} aria-pressed={l === locale} onClick={() => change(l)}>
          {l.toUpperCase()}
          <span className="visually-hidden">{` ${names[l]}`}</span>
        </ActionButton>
      ))}
    </div>
  );
}
