import {
  ArrayInput,
  AutocompleteArrayInput,
  maxLength,
  ReferenceArrayInput,
  SimpleFormIterator,
  TextInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError } from '@tribuna/common/validation';
import { videoLink } from '@tribuna/common/schemas/videoArchives';
import { requiredInCzech } from '../articles/ArticleInputs';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';

/** The spec's video-site rule, as the server checks it: a video on www.youtube.com. */
const videoSiteLink: Validator = (value) =>
  typeof value !== 'string' || value.trim() === ''
    ? formError.required
    : videoLink().safeParse(value.trim()).success
      ? undefined
      : formError.youtubeLink;

/** The video archive form body shared by VideoArchiveCreate and VideoArchiveEdit. */
export function VideoArchiveInputs() {
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
      <FileUploadInput
        source="image"
        kind="image"
        previewSource="imageUrl"
        label="resources.video-archives.fields.image"
      />
      <ArrayInput source="videos">
        {/* Reordered with the arrows of each row; a new video goes to the end. */}
        <SimpleFormIterator fullWidth disableClear>
          <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
            <TranslatableTextInput
              source="title"
              labelField="videoTitle"
              validate={[requiredInCzech, maxLength(300, 'formError.lengthMaxError')]}
            />
          </TranslatableInputs>
          <TextInput
            source="link"
            type="url"
            helperText="resources.video-archives.linkHint"
            validate={[maxLength(2000, 'formError.lengthMaxError'), videoSiteLink]}
          />
          <FileUploadInput
            source="thumbnail"
            kind="image"
            label="resources.video-archives.fields.thumbnail"
          />
        </SimpleFormIterator>
      </ArrayInput>
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
