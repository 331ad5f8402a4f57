import { convertRaTranslationToI18next } from 'ra-i18n-i18next';
import type { Language } from '@tribuna/common/languages';
import { raTiptap } from './raTiptap';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * Converts react-admin messages (Polyglot style: `%{x}`, forms split by ` |||| `) and the shared
 * resources to i18next's form, which the shared resources are written in and the back office's
 * translator reads (providers/i18nProvider.ts). The library's own converter knows two plural forms
 * only; Czech and Slovak need three (1 | 2–4 | 5 and more), which i18next names `_one`, `_few` and
 * `_other` (`_many` is for fractions). With two forms the second one serves every plural category.
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

export function deepMerge(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * A language's messages in i18next's form: react-admin's (`ra.*`) under the product's shared and back-office
 * texts, with the language names TranslatableInputs shows on its tabs (`ra.locales.<locale>`) and the
 * rich-text toolbar's texts (`ra.tiptap.*`).
 */
export function adminMessages(
  locale: Language,
  raMessages: object,
  shared: { admin: { localeNames: Record<string, string> } },
): MessageTree {
  const extras = { ra: { locales: shared.admin.localeNames, tiptap: raTiptap[locale] } };
  const messages = deepMerge(deepMerge(toI18next(raMessages), extras), toI18next(shared));
  // react-admin's not-found page puts a full stop after this sentence itself; the language packs
  // end it with one too, and the page read "Nic nebylo nalezeno..".
  const message = (messages.ra as MessageTree).message as MessageTree;
  if (typeof message.not_found === 'string') message.not_found = message.not_found.replace(/\.+$/, '');
  return messages;
}
