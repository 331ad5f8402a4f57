import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  maxLength,
  ReferenceArrayInput,
  ReferenceInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { FileUploadInput } from '../inputs/FileUploadInput';
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

/** The article form body shared by ArticleCreate and ArticleEdit. */
export function ArticleInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput source="title" validate={validateTitle} />
        <TranslatableTextInput source="perex" multiline minRows={3} validate={validatePerex} />
        <TranslatableRichTextInput source="body" validate={validateBody} />
      </TranslatableInputs>
      <FileUploadInput
        source="image"
        kind="image"
        previewSource="imageUrl"
        label="resources.articles.fields.image"
      />
      <ReferenceInput source="authorUuid" reference="content-authors" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText="name"
          label="resources.articles.fields.authorUuid"
          helperText="resources.articles.authorHint"
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <ReferenceArrayInput
        source="requiredFeatureUuids"
        reference="features"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText={(record) => record.name?.cs ?? ''}
          helperText="resources.articles.requiredFeaturesHint"
        />
      </ReferenceArrayInput>
      <DateTimeTextInput source="publishedAt" />
      <BooleanInput source="sendNotifications" helperText="resources.articles.sendNotificationsHint" />
    </>
  );
}
