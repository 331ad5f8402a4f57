import { Box, Typography } from '@mui/material';
import {
  DateField,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dates';
import type { AdminSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import { SeasonTicketHolders } from './SeasonTicketHolders';
import { pricesText } from './seasonPrices';

type Season = AdminSeasonTicket & RaRecord;

function SeasonTicketShowActions() {
  const { canAccess } = useCanAccess({ resource: 'season-tickets', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
}

function Holders() {
  const record = useRecordContext<Season>();
  return record ? <SeasonTicketHolders season={record} /> : null;
}

/** One season ticket: its plan, price, matches, sections and renewal window, then who holds which seat. */
export default function SeasonTicketShow() {
  const translate = useTranslate();
  return (
    <Show actions={<SeasonTicketShowActions />}>
      <SimpleShowLayout>
        <ReferenceField source="subscriptionUuid" reference="subscriptions" link="show" />
        <FunctionField<Season> source="prices" render={(record) => pricesText(record.prices)} />
        <FunctionField<Season>
          source="eventUuids"
          render={(record) => (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {record.events.map((event) => (
                <Typography component="li" variant="body2" key={event.uuid}>
                  {formatDateTime(event.startsAt)} · {event.name.cs}
                </Typography>
              ))}
            </Box>
          )}
        />
        <FunctionField<Season> source="sections" render={(record) => record.sections.join(', ')} />
        <ReferenceField
          source="renewsSeasonTicketUuid"
          reference="season-tickets"
          link="show"
          emptyText={translate('resources.season-tickets.noRenewal')}
        />
        <FunctionField<Season>
          source="priorityUntil"
          render={(record) => (record.priorityUntil ? formatDateTime(record.priorityUntil) : '—')}
        />
        <NumberField source="seatsSold" />
        <NumberField source="seatsKeptForRenewal" />
        <DateField source="createdAt" showTime />
        <Holders />
      </SimpleShowLayout>
    </Show>
  );
}
