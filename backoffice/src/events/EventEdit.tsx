import { Edit } from 'react-admin';
import { EventForm } from './EventForm';

/**
 * Saving is pessimistic, not undoable: a plan that would drop seats someone holds or bought is
 * refused by the API (seatsAlreadyOccupied), and the editor must keep the form as it was then.
 */
export default function EventEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <EventForm />
    </Edit>
  );
}
