import { Edit, SimpleForm } from 'react-admin';
import { VideoArchiveInputs } from './VideoArchiveInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function VideoArchiveEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <VideoArchiveInputs />
      </SimpleForm>
    </Edit>
  );
}
