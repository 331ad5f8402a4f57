import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  maxLength,
  ReferenceArrayInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError, link } from '@tribuna/common/validation';
import { FileUploadInput } from './FileUploadInput';
import { requiredInCzech } from './requiredInCzech';
import { TranslatableTextInput } from './TranslatableTextInput';

/** An optional web address (http or https), as the API's `link` checks it. */
export const webAddress: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !link().safeParse(value).success
    ? formError.link
    : undefined;

const validateTitle = [requiredInCzech, maxLength(300, 'formError.lengthMaxError')];
const validatePerex = [requiredInCzech, maxLength(2000, 'formError.lengthMaxError')];

/**
 * A content item's title and perex in each language, with what else the type writes per language
 * (an article's body) after them.
 */
export function TitleAndPerexInputs({
  perexRows = 2,
  children,
}: {
  perexRows?: number;
  children?: ReactNode;
}) {
  return (
    <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
      <TranslatableTextInput source="title" validate={validateTitle} />
      <TranslatableTextInput source="perex" multiline minRows={perexRows} validate={validatePerex} />
      {children}
    </TranslatableInputs>
  );
}

/** A content item's cover image, uploaded in place, with its preview. */
export function CoverImageInput({ resource }: { resource: string }) {
  return (
    <FileUploadInput
      source="image"
      kind="image"
      previewSource="imageUrl"
      label={`resources.${resource}.fields.image`}
    />
  );
}

/** The features a reader needs: with any, the item is for members only. */
export function MembersOnlyInput() {
  return (
    <ReferenceArrayInput
      source="requiredFeatureUuids"
      reference="features"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        optionText={(record) => record.name?.cs ?? ''}
        helperText="admin.requiredFeaturesHint"
      />
    </ReferenceArrayInput>
  );
}
