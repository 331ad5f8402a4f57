import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellCs } from '@tribuna/common/i18n/shell';
import { localeOfPath } from '@tribuna/common/routes';

export const i18n = i18next.createInstance();

/*
 * The texts come in two parts per language. The first part (header, footer, home and article
 * pages, page titles) is what any page may show at once: Czech, the default, ships in the first
 * bundle, Slovak loads before a Slovak page first renders. The rest (sign-in and account flows, the
 * error screen, API and form errors) loads with the first screen or message that needs it
 * (`loadAllTexts`), and from then on with every language switch. English is a language of e-mails
 * and the back office only: the storefront speaks the language of its path.
 */
type Texts = Record<string, unknown>;
const first: Record<string, () => Promise<Texts>> = {
  cs: async () => shellCs,
  sk: () => import('@tribuna/common/i18n/shell.sk').then((m) => m.shellSk),
};
const all: Record<string, () => Promise<Texts>> = {
  cs: () => import('@tribuna/common/i18n/cs').then((m) => m.cs),
  sk: () => import('@tribuna/common/i18n/sk').then((m) => m.sk),
};

const loading = new Map<string, Promise<void>>();
const loadedAll = new Set<string>();
let allWanted = false;
/** The language being switched to, or the current one. */
let target = 'cs';

function load(part: 'first' | 'all', language: string): Promise<void> {
  const loader = (part === 'first' ? first : all)[language];
  if (!loader) return Promise.resolve();
  const key = `${part}:${language}`;
  let done = loading.get(key);
  if (!done) {
    done = loader().then(
      (texts) => {
        // Deep: the first part's groups stay whole when the rest adds to them.
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        if (part === 'all') loadedAll.add(language);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

export async function loadLanguage(language: string): Promise<void> {
  await Promise.all([load('first', language), allWanted ? load('all', language) : undefined]);
}

/** All texts of the current language, for a screen or message beyond the first ones. */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  await Promise.all([load('all', i18n.language), load('all', target)]);
}

/** A loader of a screen that shows texts beyond the first ones: its code and all texts load together. */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}

/** Whether all texts of the current language are there (a message can then show at once). */
export function allTextsLoaded(): boolean {
  return loadedAll.has(i18n.language);
}

/** Switches the interface language once its texts are loaded. */
export async function changeLanguage(language: string): Promise<void> {
  target = language;
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { cs: { translation: shellCs } },
  lng: 'cs',
  fallbackLng: 'cs',
  interpolation: { escapeValue: false },
  initImmediate: false,
});
loading.set('first:cs', Promise.resolve());

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
