import { useTranslate } from 'react-admin';

/** The application title, in the admin language. */
export function AdminTitle() {
  const translate = useTranslate();
  return <>{translate('admin.title')}</>;
}
