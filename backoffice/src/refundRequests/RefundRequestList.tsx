import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import {
  adminRefundRequestSortFields,
  refundRequestStatuses,
} from '@tribuna/common/schemas/eventCancellations';
import { DateTimeField } from '../fields/DateTimeField';
import { ResponsiveList } from '../layout/ResponsiveList';
import { MoneyField } from '../orders/MoneyField';
import { RefundRequestActions } from './RefundRequestActions';
import { RefundRequestStatusField } from './RefundRequestStatusField';

/**
 * The holders' refund requests for moved events (`/admin/refund-requests`), open ones first by
 * default; staff who may decide approve or reject each in its row, or on its page (a phone's list
 * shows no buttons).
 */
export default function RefundRequestList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={refundRequestStatuses.map((id) => ({
        id,
        name: translate(`resources.refund-requests.statuses.${id}`),
      }))}
    />,
    <ReferenceInput key="eventUuid" source="eventUuid" reference="events" alwaysOn>
      <AutocompleteInput
        label="resources.refund-requests.fields.eventUuid"
        optionText={(event: RaRecord) => String(event.name?.cs ?? '')}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>,
    <TextInput key="orderUuid" source="orderUuid" />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      filterDefaultValues={{ status: 'requested' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      sortFields={adminRefundRequestSortFields}
      exporter={false}
      phone={{
        primaryText: (record: RaRecord) => String(record.eventName ?? ''),
        secondaryText: (record: RaRecord) =>
          [
            translate(`resources.refund-requests.statuses.${String(record.status)}`),
            typeof record.email === 'string' ? record.email : null,
          ]
            .filter(Boolean)
            .join(' · '),
        tertiaryText: (record: RaRecord) =>
          typeof record.createdAt === 'string' ? formatDateTime(record.createdAt) : '',
      }}
      rowLink="show"
    >
      <DateTimeField source="createdAt" />
      <TextField source="eventName" sortable={false} />
      <TextField source="email" sortable={false} emptyText="—" />
      <MoneyField source="amount" />
      <RefundRequestStatusField source="status" />
      <FunctionField
        source="rejectReason"
        sortable={false}
        render={(record: RaRecord) => String(record.rejectReason ?? '')}
      />
      <FunctionField label="resources.refund-requests.decision" render={() => <RefundRequestActions />} />
    </ResponsiveList>
  );
}
