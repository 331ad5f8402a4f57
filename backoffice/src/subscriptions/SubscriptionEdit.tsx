import { Edit, SimpleForm } from 'react-admin';
import { SubscriptionInputs } from './SubscriptionInputs';

/**
 * Saving and deleting are undoable. The API keeps the type while someone holds the membership and
 * refuses to delete it then; a removed price variant that was sold is archived, not deleted.
 */
export default function SubscriptionEdit() {
  return (
    <Edit mutationMode="undoable">
      <SimpleForm>
        <SubscriptionInputs />
      </SimpleForm>
    </Edit>
  );
}
