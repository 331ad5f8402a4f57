import { Create, SimpleForm } from 'react-admin';
import { BenefitInputs } from './BenefitInputs';

export default function BenefitCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <BenefitInputs />
      </SimpleForm>
    </Create>
  );
}
