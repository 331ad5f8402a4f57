import { FormHelperText } from '@mui/material';
import {
  ArrayInput,
  maxLength,
  required,
  SimpleFormIterator,
  TranslatableInputs,
  useInput,
  useTranslate,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError } from '@tribuna/common/validation';
import { CoverImageInput, MembersOnlyInput, TitleAndPerexInputs } from '../inputs/contentInputs';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';

/** The audio gallery form body shared by AudioArchiveCreate and AudioArchiveEdit. */
export function AudioArchiveInputs() {
  return (
    <>
      <TitleAndPerexInputs />
      <CoverImageInput resource="audio-archives" />
      <ArrayInput source="audios">
        {/* Played in this order, one after another; the arrows of each row reorder them. */}
        <SimpleFormIterator fullWidth disableClear>
          <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
            <TranslatableTextInput
              source="title"
              labelField="trackTitle"
              validate={[requiredInCzech, maxLength(300, 'formError.lengthMaxError')]}
            />
          </TranslatableInputs>
          <FileUploadInput source="file" kind="audio" label="resources.audio-archives.fields.file" />
          {/* The upload input shows no error of its own: a track without a file is refused here. */}
          <HiddenRequired source="file" />
        </SimpleFormIterator>
      </ArrayInput>
      <MembersOnlyInput />
      <DateTimeTextInput source="publishedAt" />
    </>
  );
}

function HiddenRequired({ source }: { source: string }) {
  const translate = useTranslate();
  const { fieldState } = useInput({ source, validate: required(formError.required) });
  return fieldState.error ? (
    <FormHelperText error>{translate(fieldState.error.message ?? formError.required)}</FormHelperText>
  ) : null;
}
