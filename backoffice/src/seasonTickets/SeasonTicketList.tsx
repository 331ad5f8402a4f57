import { EditButton, FunctionField, NumberField, ShowButton, TextField, type RaRecord } from 'react-admin';
import type { AdminSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import { ResponsiveList } from '../layout/ResponsiveList';
import { pricesText } from './seasonPrices';

type Season = AdminSeasonTicket & RaRecord;

export default function SeasonTicketList() {
  return (
    <ResponsiveList<Season>
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sortFields={['createdAt']}
      create
      phone={{
        primaryText: (record) => record.name?.cs,
        secondaryText: (record) => pricesText(record.prices),
      }}
      rowLink="show"
    >
      <TextField source="name.cs" label="resources.season-tickets.fields.name" sortable={false} />
      <FunctionField<Season>
        label="resources.season-tickets.fields.eventUuids"
        render={(record) => record.events.length}
      />
      <FunctionField<Season>
        source="prices"
        sortable={false}
        render={(record) => pricesText(record.prices)}
      />
      <NumberField source="seatsSold" sortable={false} />
      <NumberField source="seatsKeptForRenewal" sortable={false} />
      <ShowButton />
      <EditButton />
    </ResponsiveList>
  );
}
