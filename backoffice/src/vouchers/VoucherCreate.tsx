import { Create, SimpleForm } from 'react-admin';
import { VoucherInputs } from './VoucherInputs';

export default function VoucherCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ isActive: true }}>
        <VoucherInputs creating />
      </SimpleForm>
    </Create>
  );
}
