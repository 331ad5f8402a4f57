import { Create, SimpleForm } from 'react-admin';
import { SeasonTicketInputs } from './SeasonTicketInputs';

const defaults = { eventUuids: [], sections: [], renewsSeasonTicketUuid: null, priorityUntil: null };

export default function SeasonTicketCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={defaults}>
        <SeasonTicketInputs />
      </SimpleForm>
    </Create>
  );
}
