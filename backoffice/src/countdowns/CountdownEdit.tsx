import { Edit, SimpleForm } from 'react-admin';
import { CountdownInputs } from './CountdownInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function CountdownEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <CountdownInputs />
      </SimpleForm>
    </Edit>
  );
}
