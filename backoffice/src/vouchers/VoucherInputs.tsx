import { BooleanInput, TextInput, required } from 'react-admin';
import { DateTimeTextInput } from '../inputs/DateTimeTextInput';
import { PriceVariantInput } from './PriceVariantInput';

/** The fields of a voucher; the code is typed only when it is made (left empty, one is generated). */
export function VoucherInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <PriceVariantInput source="subscriptionPriceUuid" validate={required('formError.requiredError')} />
      {creating && (
        <TextInput
          source="code"
          helperText="resources.vouchers.codeHint"
          parse={(value: string) => (value.trim() === '' ? undefined : value)}
        />
      )}
      <BooleanInput source="isActive" defaultValue />
      <DateTimeTextInput source="validUntil" />
    </>
  );
}
