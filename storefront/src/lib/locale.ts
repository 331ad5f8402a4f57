import { useLocation } from 'react-router';
import { localeOfPath, pathFor, type Locale, type RouteName } from '@tribuna/common/routes';

/**
 * The language of the current page, which is the language of the whole interface: Slovak under
 * /sk, Czech otherwise. A user's saved language decides where they land after login and the
 * language of their e-mails; it never turns a Czech or Slovak page into another language.
 */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Builds paths of named routes in the current page's locale. */
export function usePaths() {
  const locale = useLocale();
  return (name: RouteName, params?: Record<string, string>) => pathFor(name, locale, params);
}
