import {
  AutocompleteArrayInput,
  maxLength,
  ReferenceArrayInput,
  TextInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError, link } from '@tribuna/common/validation';
import { requiredInCzech } from '../articles/ArticleInputs';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';

const webAddress: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !link().safeParse(value).success
    ? formError.link
    : undefined;

/** The benefit form body shared by BenefitCreate and BenefitEdit. */
export function BenefitInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput
          source="title"
          validate={[requiredInCzech, maxLength(300, 'formError.lengthMaxError')]}
        />
        <TranslatableTextInput
          source="perex"
          multiline
          minRows={2}
          validate={[requiredInCzech, maxLength(2000, 'formError.lengthMaxError')]}
        />
        <TranslatableRichTextInput source="body" validate={[requiredInCzech]} />
      </TranslatableInputs>
      <FileUploadInput
        source="image"
        kind="image"
        previewSource="imageUrl"
        label="resources.benefits.fields.image"
      />
      <TextInput
        source="link"
        type="url"
        validate={[maxLength(2000, 'formError.lengthMaxError'), webAddress]}
      />
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
    </>
  );
}
