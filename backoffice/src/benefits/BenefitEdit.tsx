import { Edit, SimpleForm } from 'react-admin';
import { BenefitInputs } from './BenefitInputs';

/** Saving and deleting are undoable: the change waits a few seconds behind an "undo" notification. */
export default function BenefitEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <BenefitInputs />
      </SimpleForm>
    </Edit>
  );
}
