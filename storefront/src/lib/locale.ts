import { useLocation } from 'react-router';
import { localeOfPath, pathFor, type Locale, type RouteName } from '@tribuna/common/routes';
import type { Language } from '@tribuna/common/schemas/common';
import { useOptionalSession } from './session';

/** The locale of the current page: Slovak under /sk, Czech otherwise. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Builds paths of named routes in the current page's locale. */
export function usePaths() {
  const locale = useLocale();
  return (name: RouteName, params?: Record<string, string>) => pathFor(name, locale, params);
}

/**
 * The language the interface speaks: the path's locale, except that English (which has no paths
 * of its own) is spoken on the Czech paths to a signed-in user who chose it.
 */
export function useInterfaceLanguage(): Language {
  const locale = useLocale();
  const session = useOptionalSession();
  return locale === 'cs' && session?.user?.language === 'en' ? 'en' : locale;
}
