import type { LocaleMap } from '@tribuna/common/schemas/common';

/** A translation left empty is absent, not an empty or null text (the API accepts strings only). */
export function localeMap(value: unknown): LocaleMap {
  const map: Record<string, string> = {};
  for (const [locale, text] of Object.entries((value as Record<string, unknown> | null) ?? {})) {
    if (typeof text === 'string' && text.trim() !== '') map[locale] = text;
  }
  return map as LocaleMap;
}
