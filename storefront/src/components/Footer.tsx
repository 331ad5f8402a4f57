import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@tribuna/common/dateFormat';
import { openConsentSettings } from '../lib/consentSettings';
import { usePaths } from '../lib/locale';

/** The year in Prague: the same on the server as in the browser on New Year's Eve. */
const pragueYear = () => formatDate(Date.now()).slice(-4);

export function Footer() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="type type--body2 type--secondary">
          © {pragueYear()} {t('common.footer')}
        </p>
        <nav aria-label={t('common.footerLinks')} className="footer__nav">
          {(['about', 'faq', 'contact', 'media'] as const).map((page) => (
            <Link key={page} to={paths(page)} className="type type--body2 text-link">
              {t(`pageMeta.${page}.title`)}
            </Link>
          ))}
          <button type="button" className="type type--body2 text-link" onClick={openConsentSettings}>
            {t('consent.footerLink')}
          </button>
        </nav>
      </div>
    </footer>
  );
}
