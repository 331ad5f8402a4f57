import { Edit, SimpleForm } from 'react-admin';
import { VoucherInputs } from './VoucherInputs';

/** Only what the API lets change: the price variant, active or not, and the validity. */
const toBody = ({ subscriptionPriceUuid, isActive, validUntil }: Record<string, unknown>) => ({
  subscriptionPriceUuid,
  isActive,
  validUntil: validUntil ?? null,
});

export default function VoucherEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={toBody}>
      <SimpleForm>
        <VoucherInputs />
      </SimpleForm>
    </Edit>
  );
}
