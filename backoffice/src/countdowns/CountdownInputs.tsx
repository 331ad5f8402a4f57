import { maxLength, required, TextInput, TranslatableInputs } from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { webAddress } from '../inputs/contentInputs';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { FileUploadInput } from '../inputs/FileUploadInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';

/** The countdown form body shared by CountdownCreate and CountdownEdit. */
export function CountdownInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput
          source="title"
          validate={[requiredInCzech, maxLength(200, 'formError.lengthMaxError')]}
        />
      </TranslatableInputs>
      <DateTimeTextInput source="targetAt" validate={required('formError.requiredError')} />
      <FileUploadInput
        source="image"
        kind="image"
        previewSource="imageUrl"
        label="resources.countdowns.fields.image"
      />
      <TextInput
        source="link"
        type="url"
        validate={[maxLength(2000, 'formError.lengthMaxError'), webAddress]}
      />
    </>
  );
}
