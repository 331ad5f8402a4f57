import { Create, SimpleForm } from 'react-admin';
import { FeatureInputs } from './FeatureInputs';

export default function FeatureCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ type: 'display' }}>
        <FeatureInputs />
      </SimpleForm>
    </Create>
  );
}
