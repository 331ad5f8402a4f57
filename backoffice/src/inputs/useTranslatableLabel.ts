import { useResourceContext, useSourceContext, useTranslate } from 'react-admin';

/**
 * The label of an input inside TranslatableInputs: the field name, followed outside Czech by the
 * language ("Titulek", "Titulek (Slovenština)"), so every language tab's input has its own name for
 * screen readers and tests. TranslatableInputs gives each tab the source `<field>.<locale>`.
 */
export function useTranslatableLabel(source: string, field: string = source): string {
  const translate = useTranslate();
  const resource = useResourceContext();
  const locale = useSourceContext().getSource(source).split('.').pop();
  const name = translate(`resources.${resource}.fields.${field}`);
  return locale === undefined || locale === 'cs'
    ? name
    : `${name} (${translate(`admin.localeNames.${locale}`)})`;
}
