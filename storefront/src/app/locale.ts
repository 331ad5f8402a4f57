import { useLocation } from 'react-router';
import { localeOfPath, pathFor, type Locale, type RouteName } from '@tribuna/common/routes';

/** The locale of the current page: Slovak under /sk, Czech otherwise. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Builds paths of named routes in the current page's locale. */
export function usePaths() {
  const locale = useLocale();
  return (name: RouteName, params?: Record<string, string>) => pathFor(name, locale, params);
}
