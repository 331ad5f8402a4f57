import { Edit, SimpleForm } from 'react-admin';
import { AudioArchiveInputs } from './AudioArchiveInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function AudioArchiveEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <AudioArchiveInputs />
      </SimpleForm>
    </Edit>
  );
}
