import { maxLength, TextInput } from 'react-admin';
import { CoverImageInput, MembersOnlyInput, TitleAndPerexInputs, webAddress } from '../inputs/contentInputs';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';

/** The benefit form body shared by BenefitCreate and BenefitEdit. */
export function BenefitInputs() {
  return (
    <>
      <TitleAndPerexInputs>
        <TranslatableRichTextInput source="body" validate={[requiredInCzech]} />
      </TitleAndPerexInputs>
      <CoverImageInput resource="benefits" />
      <TextInput
        source="link"
        type="url"
        validate={[maxLength(2000, 'formError.lengthMaxError'), webAddress]}
      />
      <MembersOnlyInput />
      <DateTimeTextInput source="publishedAt" />
    </>
  );
}
