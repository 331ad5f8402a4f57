import { Edit, SimpleForm } from 'react-admin';
import { GalleryInputs } from './GalleryInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function GalleryEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <GalleryInputs />
      </SimpleForm>
    </Edit>
  );
}
