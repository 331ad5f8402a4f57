import DownloadIcon from '@mui/icons-material/Download';
import { Alert } from '@mui/material';
import {
  Button,
  CreateButton,
  FilterButton,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AdminTicket } from '@tribuna/common/schemas/tickets';
import { download } from '../download';
import { DateTimeField } from '../fields/DateTimeField';
import { TicketHistoryButton } from './TicketHistoryPanel';
import type { AdminDataProvider } from '../providers/dataProvider';

/** The CSV of the event's tickets with the list's filters, made by the server. */
function ExportCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Button
      label="resources.tickets.exportCsv"
      // On a phone react-admin draws an icon button and names it only while it is enabled.
      aria-label={translate('resources.tickets.exportCsv')}
      disabled={!filterValues.eventUuid}
      onClick={() =>
        dataProvider
          .ticketsCsv(filterValues)
          .then(({ file, filename }) => download(file, filename))
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
    >
      <DownloadIcon />
    </Button>
  );
}

function TicketListActions() {
  const { canAccess } = useCanAccess({ resource: 'tickets', action: 'create' });
  const { filterValues } = useListContext();
  const createPath = useCreatePath();
  const eventUuid = typeof filterValues.eventUuid === 'string' ? filterValues.eventUuid : '';
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && (
        <CreateButton
          label="resources.tickets.generate.title"
          to={`${createPath({ resource: 'tickets', type: 'create' })}${eventUuid ? `?eventUuid=${eventUuid}` : ''}`}
        />
      )}
      <ExportCsvButton />
    </TopToolbar>
  );
}

/** Without an event the API has nothing to list: the page asks for one first. */
function TicketGrid() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  if (!filterValues.eventUuid)
    return <Alert severity="info">{translate('resources.tickets.chooseEvent')}</Alert>;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="code" />
      <TextField source="category" />
      <FunctionField
        source="seatId"
        render={(record: AdminTicket & RaRecord) =>
          record.seatLabel ? `${record.section ?? ''} ${record.row ?? ''}/${record.seatLabel}` : '—'
        }
      />
      <TextField source="holderName" sortable={false} emptyText="—" />
      <DateTimeField source="checkedAt" />
      <TextField source="checkedGate" sortable={false} emptyText="—" />
      {/* A refunded ticket (its order line refunded, or its event cancelled) admits no one. */}
      <DateTimeField source="voidedAt" sortable={false} />
      <DateTimeField source="createdAt" />
      {/* Who held it, its transfers, check-ins: what staff need when a gate or a fan disputes it. */}
      <TicketHistoryButton />
    </Datagrid>
  );
}

/** An event's tickets: search by code, seat or holder, filters, CSV; staff issue tickets from here. */
export default function TicketList() {
  const translate = useTranslate();
  const filters = [
    <ReferenceInput key="eventUuid" source="eventUuid" reference="events" alwaysOn>
      <AutocompleteInput
        label="resources.tickets.fields.eventUuid"
        optionText={(event: RaRecord) => String(event.name?.cs ?? '')}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tickets.fields.q')} />,
    <SelectInput
      key="checked"
      source="checked"
      choices={['true', 'false'].map((id) => ({ id, name: translate(`resources.tickets.checked.${id}`) }))}
    />,
    <SelectInput
      key="origin"
      source="origin"
      choices={['order', 'free'].map((id) => ({ id, name: translate(`resources.tickets.origin.${id}`) }))}
    />,
    <TextInput key="category" source="category" />,
  ];
  return (
    <List
      filters={filters}
      actions={<TicketListActions />}
      sort={{ field: 'code', order: 'ASC' }}
      perPage={50}
      empty={false}
      exporter={false}
    >
      <TicketGrid />
    </List>
  );
}
