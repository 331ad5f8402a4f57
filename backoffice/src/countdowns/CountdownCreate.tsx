import { Create, SimpleForm } from 'react-admin';
import { CountdownInputs } from './CountdownInputs';

export default function CountdownCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <CountdownInputs />
      </SimpleForm>
    </Create>
  );
}
