import {
  ArrayInput,
  minValue,
  NumberInput,
  required,
  SimpleFormIterator,
  TranslatableInputs,
  maxLength,
} from 'react-admin';
import { languageSchema } from '@tribuna/common/schemas/common';
import { requiredInCzech } from '../inputs/requiredInCzech';
import { TranslatableTextInput } from '../inputs/TranslatableTextInput';
import { majorToMinor, minorToMajor } from './money';

const requiredField = required('formError.requiredError');
const validateAmount = [requiredField, minValue(0)];
const validateLabel = [requiredInCzech, maxLength(100, 'formError.lengthMaxError')];

/**
 * The price variants of a membership: a label per language and an amount in crowns and in euros,
 * typed as such and stored in minor units (0: not sold to visitors of that currency). A variant's
 * hidden uuid travels with it, so an edit keeps the uuid that orders and vouchers refer to.
 */
export function PriceVariantsInput() {
  return (
    <ArrayInput source="prices" validate={requiredField}>
      <SimpleFormIterator inline disableReordering={false} fullWidth>
        <TranslatableInputs locales={languageSchema.options} defaultLocale="cs" fullWidth>
          <TranslatableTextInput source="label" validate={validateLabel} />
        </TranslatableInputs>
        <NumberInput
          source="amountCzk"
          label="resources.subscriptions.fields.amountCzk"
          step={0.01}
          format={minorToMajor}
          parse={majorToMinor}
          validate={validateAmount}
          helperText="resources.subscriptions.amountHint"
        />
        <NumberInput
          source="amountEur"
          label="resources.subscriptions.fields.amountEur"
          step={0.01}
          format={minorToMajor}
          parse={majorToMinor}
          validate={validateAmount}
          helperText="resources.subscriptions.amountHint"
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
