import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps the document's language in step with the admin language (screen readers); DocumentTitle names the tab. */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
