import { SearchInput, useTranslate } from 'react-admin';

/**
 * The always-on text search (`q`) of a resource list, with an accessible name: react-admin's
 * SearchInput shows only a placeholder, which screen readers and `getByLabel` do not read.
 */
export function SearchFilter({ label }: { source: 'q'; alwaysOn: true; label: string }) {
  const translate = useTranslate();
  return <SearchInput source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': translate(label) } }} />;
}
