import { Create } from 'react-admin';
import { EventForm } from './EventForm';

const defaults = {
  published: false,
  transfersAllowed: true,
  seated: false,
  seatingPlan: null,
  categories: [{ key: 'A', color: '#1565c0' }],
};

export default function EventCreate() {
  return (
    <Create redirect="edit">
      <EventForm defaultValues={defaults} />
    </Create>
  );
}
