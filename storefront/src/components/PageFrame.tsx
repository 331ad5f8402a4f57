import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { isUuid, uuidParams } from '@tribuna/common/routes';
import { useOptionalErrorScreen } from '../lib/errorScreen';
import { lazyMui } from '../app/lazyScreen';
import { changeLanguage, withAllTexts } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';

const ErrorScreen = lazyMui(withAllTexts(() => import('./ErrorScreen')));

/**
 * Per-page duties of spec section 2: the language follows the path, the page scrolls to the top
 * when the path changes, a route whose uuid parameter is not a uuid is a 404, and the error
 * screen takes the page's place while there is an error (the page stays mounted, hidden, so it
 * can load again after a login).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const language = useLocale();
  const { pathname } = useLocation();
  const params = useParams();
  const error = useOptionalErrorScreen()?.error;

  useEffect(() => {
    void changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const invalid = uuidParams.some((key) => params[key] !== undefined && !isUuid(params[key] ?? ''));
  if (invalid) return <NotFound />;
  // Lazy screens suspend here, inside the layout, so the header stays while a page loads, with a
  // quiet "loading" after a moment; nothing below moves when the page comes (the default layout's
  // main area is a screen tall, the empty layout has nothing below it).
  return (
    <>
      {error ? (
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      ) : null}
      <div hidden={Boolean(error)}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </div>
    </>
  );
}
