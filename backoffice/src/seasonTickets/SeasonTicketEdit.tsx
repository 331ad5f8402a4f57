import { Edit, SimpleForm } from 'react-admin';
import { SeasonTicketInputs } from './SeasonTicketInputs';

/**
 * Saving and deleting are undoable. Once seats are sold the API keeps the events and sections and
 * refuses a deletion (seasonTicketHasSeats): the seats were sold for them.
 */
export default function SeasonTicketEdit() {
  return (
    <Edit mutationMode="undoable" redirect="show">
      <SimpleForm>
        <SeasonTicketInputs />
      </SimpleForm>
    </Edit>
  );
}
