import {
  ArrayInput,
  maxLength,
  SimpleFormIterator,
  TextInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError } from '@tribuna/common/validation';
import { videoLink } from '@tribuna/common/schemas/videoArchives';
import { CoverImageInput, MembersOnlyInput, TitleAndPerexInputs } from '../inputs/contentInputs';
import { requiredInCzech } from '../inputs/requiredInCzech';
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
      <TitleAndPerexInputs />
      <CoverImageInput resource="video-archives" />
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
      <MembersOnlyInput />
      <DateTimeTextInput source="publishedAt" />
    </>
  );
}
