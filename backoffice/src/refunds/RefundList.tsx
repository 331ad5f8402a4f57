import DownloadIcon from '@mui/icons-material/Download';
import {
  AutocompleteInput,
  Button,
  DateInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminRefundSortFields, refundStatuses } from '@tribuna/common/schemas/refunds';
import { download } from '../download';
import { errorMessage } from '../errorMessage';
import { DateTimeField } from '../fields/DateTimeField';
import { ResponsiveList } from '../layout/ResponsiveList';
import { MoneyField, useMoney } from '../orders/MoneyField';
import type { AdminDataProvider } from '../providers/dataProvider';
import { RefundStatusField } from './RefundStatusField';

/** The CSV of the refunds with the list's filters, made by the server. */
function ExportCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Button
      label="resources.refunds.exportCsv"
      // On a phone react-admin draws an icon button and names it only while it is enabled.
      aria-label={translate('resources.refunds.exportCsv')}
      onClick={() =>
        dataProvider
          .refundsCsv(filterValues)
          .then(({ file, filename }) => download(file, filename))
          .catch((error: unknown) => notify(errorMessage(error), { type: 'error' }))
      }
    >
      <DownloadIcon />
    </Button>
  );
}

function PhoneAmount({ record }: { record: RaRecord }) {
  const money = useMoney(typeof record.currency === 'string' ? record.currency : undefined);
  return <>{typeof record.amount === 'number' ? money(record.amount) : ''}</>;
}

/**
 * The refunds (`/admin/refunds`), newest first: filtered by order, event, status and the day they
 * were asked for; the CSV has the same filters. Staff who may refund do it from an order's page.
 */
export default function RefundList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={refundStatuses.map((id) => ({ id, name: translate(`resources.refunds.statuses.${id}`) }))}
    />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <TextInput key="orderUuid" source="orderUuid" />,
    <ReferenceInput key="eventUuid" source="eventUuid" reference="events">
      <AutocompleteInput
        label="resources.refunds.fields.eventUuid"
        optionText={(event: RaRecord) => String(event.name?.cs ?? '')}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminRefundSortFields}
      buttons={<ExportCsvButton />}
      exporter={false}
      phone={{
        primaryText: (record: RaRecord) => <PhoneAmount record={record} />,
        secondaryText: (record: RaRecord) =>
          [
            translate(`resources.refunds.statuses.${String(record.status)}`),
            typeof record.orderEmail === 'string' ? record.orderEmail : null,
          ]
            .filter(Boolean)
            .join(' · '),
        tertiaryText: (record: RaRecord) =>
          typeof record.createdAt === 'string' ? formatDateTime(record.createdAt) : '',
      }}
      rowLink="show"
    >
      <DateTimeField source="createdAt" />
      <TextField source="orderEmail" sortable={false} emptyText="—" />
      <MoneyField source="amount" />
      <RefundStatusField source="status" />
      <FunctionField
        source="reason"
        sortable={false}
        render={(record: RaRecord) => String(record.reason ?? '')}
        sx={{ maxWidth: 320, display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis' }}
      />
      <DateTimeField source="settledAt" />
    </ResponsiveList>
  );
}
