import { Edit, SimpleForm } from 'react-admin';
import { ArticleInputs } from './ArticleInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function ArticleEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <ArticleInputs />
      </SimpleForm>
    </Edit>
  );
}
