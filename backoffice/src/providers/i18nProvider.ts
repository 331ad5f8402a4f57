import { createInstance, type BackendModule, type InitOptions } from 'i18next';
import { useI18nextProvider } from 'ra-i18n-i18next';
import { useMemo } from 'react';
import type { Locale as LanguageChoice } from 'react-admin';
import type { Language } from '@tribuna/common/languages';
import type { MessageTree } from '../i18n/messages';
import { adminLanguages, defaultAdminLanguage, isLanguage } from './locale';

export { toI18next } from '../i18n/messages';

/**
 * Each language's messages (react-admin's and the product's, i18n/messages.*.ts) load when the
 * language is first used: the back office starts with its first language only (and Czech, the
 * fallback), not with all three.
 */
const loaders: Record<Language, () => Promise<{ default: MessageTree }>> = {
  cs: () => import('../i18n/messages.cs'),
  sk: () => import('../i18n/messages.sk'),
  en: () => import('../i18n/messages.en'),
};

/** An i18next backend (its plugin interface) that reads a language's messages from its module. */
const lazyMessages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (messages) => callback(null, messages.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** An i18next instance for the back office: it loads each language's messages on first use. */
export function createAdminI18next() {
  return createInstance().use(lazyMessages);
}

/** The language switch offers each language by its own name. */
export const availableLocales: LanguageChoice[] = [
  { locale: 'cs', name: 'Čeština' },
  { locale: 'sk', name: 'Slovenčina' },
  { locale: 'en', name: 'English' },
];

const i18next = createAdminI18next();

/** The admin language now in use; the API client sends it as `X-App-Lang`. */
export function currentLocale(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultAdminLanguage;
}

export function i18nextOptions(locale: Language): InitOptions {
  return {
    lng: locale,
    fallbackLng: defaultAdminLanguage,
    supportedLngs: [...adminLanguages],
    // Messages such as 'Firebase: Error (auth/...)' reach translate() as keys: no namespaces.
    nsSeparator: false,
    // React escapes the output already.
    interpolation: { escapeValue: false },
  };
}

/** The react-admin i18nProvider; null until i18next has initialised. */
export function useAdminI18nProvider(initialLocale: Language) {
  const options = useMemo(() => i18nextOptions(initialLocale), [initialLocale]);
  return useI18nextProvider({ i18nextInstance: i18next, options, availableLocales });
}
