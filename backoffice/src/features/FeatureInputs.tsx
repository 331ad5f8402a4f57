import {
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  number,
  required,
  SelectInput,
  TextInput,
  TranslatableInputs,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { featureTypeChoices } from './featureChoices';

const requiredField = required('formError.requiredError');
const validateName = [requiredInCzech, maxLength(200, 'formError.lengthMaxError')];
const validateText = [requiredField, maxLength(100, 'formError.lengthMaxError')];

/** The feature form body shared by FeatureCreate and FeatureEdit: the settings follow the type. */
export function FeatureInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput source="name" validate={validateName} />
      </TranslatableInputs>
      <SelectInput source="type" choices={featureTypeChoices} validate={requiredField} />
      <FormDataConsumer<{ type?: string }>>
        {({ formData }) => {
          switch (formData.type) {
            case 'presale':
              return (
                <NumberInput
                  source="presaleLimit"
                  step={1}
                  validate={[requiredField, number(), minValue(1)]}
                  helperText="resources.features.presaleLimitHint"
                />
              );
            case 'voucher_from_pool':
              return <TextInput source="poolName" validate={validateText} />;
            case 'onesignal_notification_segment':
              return <TextInput source="segmentName" validate={validateText} />;
            default:
              return null;
          }
        }}
      </FormDataConsumer>
    </>
  );
}
