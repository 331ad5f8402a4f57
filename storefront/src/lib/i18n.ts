import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cs } from '@tribuna/common/i18n/cs';
import { localeOfPath } from '@tribuna/common/routes';

export const i18n = i18next.createInstance();

// Czech, the default, ships in the first bundle; Slovak loads when first needed. English is a
// language of e-mails and the back office only: the storefront speaks the language of its path.
const loaders: Record<string, () => Promise<object>> = {
  sk: () => import('@tribuna/common/i18n/sk').then((m) => m.sk),
};

export async function loadLanguage(language: string): Promise<void> {
  const load = loaders[language];
  if (!load || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await load());
}

/** Switches the interface language once its texts are loaded. */
export async function changeLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { cs: { translation: cs } },
  lng: 'cs',
  fallbackLng: 'cs',
  interpolation: { escapeValue: false },
  initImmediate: false,
});

/**
 * An instance of its own in one language, sharing the loaded texts: the server renders pages in
 * both languages at the same time, and one page's language must not change another's.
 */
export async function i18nFor(language: string): Promise<I18n> {
  await loadLanguage(language);
  return i18n.cloneInstance({ lng: language, initImmediate: false });
}

/** The language of the first page, loaded before the first render (in the browser). */
export const initialLanguage =
  typeof window === 'undefined' ? Promise.resolve() : changeLanguage(localeOfPath(window.location.pathname));
