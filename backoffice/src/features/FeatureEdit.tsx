import { Edit, SimpleForm } from 'react-admin';
import { FeatureInputs } from './FeatureInputs';

/** Saving and deleting are undoable; a feature a membership uses keeps its type (the API refuses). */
export default function FeatureEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <FeatureInputs />
      </SimpleForm>
    </Edit>
  );
}
