import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { isUuid, uuidParams } from '@tribuna/common/routes';
import { changeLanguage } from '../app/i18n';
import { useLocale } from '../app/locale';
import { NotFound } from './NotFound';

/**
 * Per-page duties of spec section 2: the language follows the path, the page scrolls to the top
 * when the path changes, and a route whose uuid parameter is not a uuid is a 404.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const params = useParams();

  useEffect(() => {
    void changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const invalid = uuidParams.some((key) => params[key] !== undefined && !isUuid(params[key] ?? ''));
  // Lazy screens suspend here, inside the layout, so the header stays while a page loads.
  return invalid ? <NotFound /> : <Suspense fallback={null}>{children}</Suspense>;
}
