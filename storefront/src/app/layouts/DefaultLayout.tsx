import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { PageFrame } from '../../components/PageFrame';

export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      {/* Boundaries let the browser take over the server's markup of each part in its own short
          task (React hydrates them one by one, yielding in between), not all in one long one. */}
      <Suspense>
        <Header />
      </Suspense>
      {/* At least a screen tall: the footer starts below the fold and does not jump down (a
          layout shift) when the page's content arrives. */}
      <main id="main" className="container layout__main">
        <PageFrame>
          <Outlet />
        </PageFrame>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
