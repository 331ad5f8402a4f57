import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  TranslatableInputs,
  type Validator,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { formError, isOwnFileOrHttpsUrl } from '@tribuna/common/validation';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { TranslatableRichTextInput } from '../inputs/TranslatableRichTextInput';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { PriceVariantsInput } from './PriceVariantsInput';
import { periodUnitChoices, subscriptionTypeChoices } from './subscriptionChoices';

const requiredField = required('formError.requiredError');
const validateName = [requiredInCzech, maxLength(200, 'formError.lengthMaxError')];
const ownFileOrHttps: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isOwnFileOrHttpsUrl(value.trim())
    ? formError.link
    : undefined;
const validateImage = [maxLength(2000, 'formError.lengthMaxError'), ownFileOrHttps];
const seasonEnd: Validator = (value, values: { validFrom?: string }) =>
  value && values.validFrom && value < values.validFrom ? formError.dateAfter : undefined;
const featureName = (record: { name?: { cs?: string } }) => record.name?.cs ?? '';

/** The membership form body shared by SubscriptionCreate and SubscriptionEdit. */
export function SubscriptionInputs() {
  return (
    <>
      <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
        <TranslatableTextInput source="name" validate={validateName} />
        <TranslatableRichTextInput source="text" validate={[requiredInCzech]} />
      </TranslatableInputs>
      <TextInput source="image" helperText="resources.subscriptions.imageHint" validate={validateImage} />
      <SelectInput source="type" choices={subscriptionTypeChoices} validate={requiredField} />
      <FormDataConsumer<{ type?: string }>>
        {({ formData }) =>
          formData.type === 'seasonal' ? (
            <>
              <DateInput source="validFrom" validate={requiredField} />
              <DateInput source="validTo" validate={[requiredField, seasonEnd]} />
            </>
          ) : formData.type === 'periodic' ? (
            <>
              <NumberInput source="periodCount" step={1} validate={[requiredField, minValue(1)]} />
              <SelectInput source="periodUnit" choices={periodUnitChoices} validate={requiredField} />
              <BooleanInput source="renewing" />
            </>
          ) : null
        }
      </FormDataConsumer>
      <ReferenceArrayInput source="featureUuids" reference="features" perPage={500}>
        <AutocompleteArrayInput
          optionText={featureName}
          label="resources.subscriptions.fields.featureUuids"
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="requiredDisplayFeatureUuids"
        reference="features"
        filter={{ type: 'display' }}
        perPage={500}
      >
        <AutocompleteArrayInput
          optionText={featureName}
          label="resources.subscriptions.fields.requiredDisplayFeatureUuids"
        />
      </ReferenceArrayInput>
      <BooleanInput source="sellable" />
      <NumberInput
        source="capacity"
        step={1}
        validate={minValue(0)}
        helperText="resources.subscriptions.capacityHint"
      />
      <BooleanInput source="voucherPurchasable" />
      <NumberInput source="position" step={1} validate={minValue(0)} />
      <PriceVariantsInput />
    </>
  );
}
