import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Keeps the document's language and title in step with the admin language (screen readers, tabs). */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('admin.title');
  }, [locale, translate]);
  return null;
}
