import { translations } from '@tribuna/common/i18n/index';
import { createInstance, type InitOptions, type Resource } from 'i18next';
import { convertRaTranslationToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import czechMessages from 'ra-language-czech';
import englishMessages from 'ra-language-english';
import { useMemo } from 'react';
import type { Locale as LanguageChoice, TranslationMessages } from 'react-admin';
import type { Language } from '@tribuna/common/schemas/common';
import { raSlovak } from '../i18n/raSlovak';
import { raTiptap } from '../i18n/raTiptap';
import { adminLanguages, defaultAdminLanguage, isLanguage } from './locale';

interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * Converts react-admin messages (Polyglot style: `%{x}`, forms split by ` |||| `) and the shared
 * resources to i18next. The library's own converter knows two plural forms only; Czech and Slovak
 * need three (1 | 2–4 | 5 and more), which i18next names `_one`, `_few` and `_other` (`_many` is for
 * fractions). With two forms the second one serves every plural category.
 */
export function toI18next(messages: object): MessageTree {
  const result: MessageTree = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'object' && value !== null) {
      result[key] = toI18next(value as object);
      continue;
    }
    const forms = String(value)
      .split(' |||| ')
      .map((form) => convertRaTranslationToI18next(form));
    const [one = '', few = one] = forms;
    if (forms.length === 1) {
      result[key] = one;
      continue;
    }
    const last = forms[forms.length - 1] ?? few;
    result[`${key}_one`] = one;
    result[`${key}_few`] = few;
    result[`${key}_many`] = last;
    result[`${key}_other`] = last;
  }
  return result;
}

function deepMerge(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * ra-language-czech lacks a few keys of the English tree, and its page titles show the raw record
 * id (a uuid); these fill the gaps and title pages by the record's representation instead.
 */
const czechAdditions: MessageTree = {
  ra: {
    action: { reset: 'Obnovit výchozí', search_columns: 'Hledat sloupce' },
    navigation: { no_filtered_results: 'S aktuálními filtry nebylo nic nalezeno.' },
    notification: { offline: 'Chybí připojení. Data se nepodařilo načíst.' },
    guesser: { empty: { title: 'Žádná data k zobrazení', message: 'Zkontrolujte prosím svůj dataProvider' } },
    page: { edit: '%{name} %{recordRepresentation}', show: '%{name} %{recordRepresentation}' },
    // Czech writes a resource name mid-sentence in lower case ("Vytvořit článek"); the library
    // puts the capitalised menu name there, so these messages say it without the name.
    message: {
      delete_title: 'Smazat „%{recordRepresentation}“',
      bulk_delete_title:
        'Smazat položku |||| Smazat %{smart_count} položky |||| Smazat %{smart_count} položek',
      delete_content: 'Opravdu chcete tuto položku smazat?',
    },
  },
};

const raMessages: Record<Language, TranslationMessages> = {
  cs: deepMerge(czechMessages as MessageTree, czechAdditions) as TranslationMessages,
  sk: raSlovak,
  en: englishMessages,
};

function resourcesFor(locale: Language) {
  const shared = translations[locale];
  // TranslatableInputs names its tabs by `ra.locales.<locale>`.
  const extras = { ra: { locales: shared.admin.localeNames, tiptap: raTiptap[locale] } };
  return deepMerge(deepMerge(toI18next(raMessages[locale]), extras), toI18next(shared));
}

export const i18nResources: Resource = Object.fromEntries(
  adminLanguages.map((locale) => [locale, { translation: resourcesFor(locale) }]),
);

/** The language switch offers each language by its own name. */
export const availableLocales: LanguageChoice[] = [
  { locale: 'cs', name: 'Čeština' },
  { locale: 'sk', name: 'Slovenčina' },
  { locale: 'en', name: 'English' },
];

const i18next = createInstance();

/** The admin language now in use; the API client sends it as `X-App-Lang`. */
export function currentLocale(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultAdminLanguage;
}

export function i18nextOptions(locale: Language): InitOptions {
  return {
    resources: i18nResources,
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
