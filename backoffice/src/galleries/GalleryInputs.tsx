import { AutocompleteArrayInput, maxLength, ReferenceArrayInput, TranslatableInputs } from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { requiredInCzech } from '../articles/ArticleInputs';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { GalleryImagesInput } from './GalleryImagesInput';

/** The gallery form body shared by GalleryCreate and GalleryEdit. */
export function GalleryInputs() {
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
      </TranslatableInputs>
      <GalleryImagesInput source="images" />
      <FileUploadInput
        source="image"
        kind="image"
        previewSource="imageUrl"
        label="resources.galleries.fields.image"
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
