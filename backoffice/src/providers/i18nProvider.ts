import { useEffect, useState } from 'react';
import type { I18nProvider, Locale as LanguageChoice, TranslateFunction } from 'react-admin';
import type { Language } from '@tribuna/common/languages';
import type { MessageTree } from '../i18n/messages';
import { defaultAdminLanguage, isLanguage } from './locale';

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

/** The language switch offers each language by its own name. */
export const availableLocales: LanguageChoice[] = [
  { locale: 'cs', name: 'Čeština' },
  { locale: 'sk', name: 'Slovenčina' },
  { locale: 'en', name: 'English' },
];

const placeholder = /\{\{([^}]+)\}\}/g;

/** `{{name}}` takes the option's value; a placeholder with no such option stays as it is. */
function interpolate(message: string, options: Record<string, unknown>): string {
  return message.replace(placeholder, (match, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(options, key)) return match;
    const value = options[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

function lookUp(tree: MessageTree | undefined, key: string): string | undefined {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralCategory = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/**
 * The back office's texts in the messages' own form (i18n/messages.ts): a key's forms for a count
 * end in the language's plural category (`_one`, `_few`, `_many`, `_other`, by Intl.PluralRules),
 * `{{name}}` takes an option, a key a language lacks is read in Czech, and a key with no text
 * shows react-admin's default (`_`) or the key itself (messages such as 'Firebase: Error (…)').
 */
export interface AdminTranslator {
  readonly language: Language;
  translate: TranslateFunction;
  /** Loads a language's messages (and Czech's) if they are not there yet, then speaks it. */
  use(language: string): Promise<void>;
  /** Whether a language's messages are loaded. */
  has(language: Language): boolean;
}

export function createAdminTranslator(): AdminTranslator {
  const messages = new Map<Language, Promise<MessageTree>>();
  const loaded = new Map<Language, MessageTree>();
  let language: Language = defaultAdminLanguage;

  const load = (lang: Language) => {
    let pending = messages.get(lang);
    if (!pending) {
      pending = loaders[lang]().then((module) => {
        loaded.set(lang, module.default);
        return module.default;
      });
      // A language that failed to load is tried again the next time it is asked for.
      pending.catch(() => messages.delete(lang));
      messages.set(lang, pending);
    }
    return pending;
  };

  return {
    get language() {
      return language;
    },
    has: (lang) => loaded.has(lang),
    async use(requested) {
      const lang = isLanguage(requested) ? requested : defaultAdminLanguage;
      await Promise.all([load(lang), load(defaultAdminLanguage)]);
      language = lang;
    },
    translate(key, options = {}) {
      const { _: defaultText, ...values } = options as Record<string, unknown>;
      const count = values.smart_count ?? values.count;
      const withCount = typeof count === 'number' ? { count, ...values } : values;
      for (const lang of language === defaultAdminLanguage ? [language] : [language, defaultAdminLanguage]) {
        const tree = loaded.get(lang);
        const text =
          (typeof count === 'number' ? lookUp(tree, `${key}_${pluralCategory(lang, count)}`) : undefined) ??
          lookUp(tree, key);
        if (text !== undefined) return interpolate(text, withCount);
      }
      return defaultText === undefined ? key : interpolate(String(defaultText), withCount);
    },
  };
}

/** react-admin's i18nProvider over a translator whose language is loaded. */
export function adminI18nProvider(translator: AdminTranslator): I18nProvider {
  return {
    translate: (key, options) => translator.translate(key, options),
    changeLocale: (locale) => translator.use(locale),
    getLocale: () => translator.language,
    getLocales: () => availableLocales,
  };
}

/** The i18nProvider in a language, once its messages are loaded. */
export async function loadAdminI18nProvider(
  locale: Language,
  translator = createAdminTranslator(),
): Promise<I18nProvider> {
  await translator.use(locale);
  return adminI18nProvider(translator);
}

const translator = createAdminTranslator();

/** The admin language now in use; the API client sends it as `X-App-Lang`. */
export function currentLocale(): Language {
  return translator.language;
}

/**
 * The react-admin i18nProvider; null until the first language's messages are there. Messages that
 * fail to load leave the keys showing rather than no back office at all.
 */
export function useAdminI18nProvider(initialLocale: Language) {
  const [provider, setProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let current = true;
    translator
      .use(initialLocale)
      .catch((error: unknown) => console.error('The back office texts could not load.', error))
      .then(() => {
        if (current) setProvider(adminI18nProvider(translator));
      });
    return () => {
      current = false;
    };
  }, [initialLocale]);
  return provider;
}
