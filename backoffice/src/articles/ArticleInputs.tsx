import { maxLength, TextInput, TranslatableInputs, type Validator } from 'react-admin';
import { formError, isOwnFileOrHttpsUrl } from '@tribuna/common/validation';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { languageSchema } from '@tribuna/common/schemas/common';

/**
 * Czech is the required language (the API's locale map); the other translations may stay empty.
 * TranslatableInputs renders the same inputs once per locale, so the rule reads the final source.
 */
export const requiredInCzech: Validator = (value, _values, props?: { finalSource?: string }) =>
  props?.finalSource?.endsWith('.cs') && (typeof value !== 'string' || value.trim() === '')
    ? 'formError.requiredError'
    : undefined;

const validateTitle = [requiredInCzech, maxLength(300, 'formError.lengthMaxError')];
const validatePerex = [requiredInCzech, maxLength(2000, 'formError.lengthMaxError')];
const validateBody = [requiredInCzech];
const ownFileOrHttps: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isOwnFileOrHttpsUrl(value.trim())
    ? formError.link
    : undefined;
const validateImage = [maxLength(2000, 'formError.lengthMaxError'), ownFileOrHttps];

/** The article form body shared by ArticleCreate and ArticleEdit. */
export function ArticleInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput source="title" validate={validateTitle} />
        <TranslatableTextInput source="perex" multiline minRows={3} validate={validatePerex} />
        <TranslatableRichTextInput source="body" validate={validateBody} />
      </TranslatableInputs>
      <TextInput source="image" helperText="resources.articles.imageHint" validate={validateImage} />
      <DateTimeTextInput source="publishedAt" />
    </>
  );
}
