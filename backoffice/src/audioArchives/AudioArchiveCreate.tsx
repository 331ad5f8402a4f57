import { Create, SimpleForm } from 'react-admin';
import { AudioArchiveInputs } from './AudioArchiveInputs';

export default function AudioArchiveCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <AudioArchiveInputs />
      </SimpleForm>
    </Create>
  );
}
