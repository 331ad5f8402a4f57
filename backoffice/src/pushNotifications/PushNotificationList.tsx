import { NumberField, SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import {
  adminPushNotificationSortFields,
  pushNotificationStatuses,
} from '@tribuna/common/schemas/pushNotifications';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';
import { SegmentsField, StatusField, TitleField } from './pushNotificationFields';

export default function PushNotificationList() {
  const translate = useTranslate();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.push-notifications.fields.q" />,
    <SelectInput
      key="status"
      source="status"
      label="resources.push-notifications.fields.status"
      choices={pushNotificationStatuses.map((status) => ({
        id: status,
        name: `resources.push-notifications.statuses.${status}`,
      }))}
      alwaysOn
    />,
    <TextInput key="segment" source="segment" label="resources.push-notifications.fields.segment" alwaysOn />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
      sortFields={adminPushNotificationSortFields}
      phone={{
        primaryText: (record: RaRecord) => record.title?.cs,
        secondaryText: (record: RaRecord) => formatDateTime(record.sendAt),
        tertiaryText: (record: RaRecord) =>
          translate(`resources.push-notifications.statuses.${record.status}`),
      }}
      rowLink="show"
    >
      <DateTimeField source="sendAt" />
      <TitleField />
      <SegmentsField />
      <NumberField source="recipientCount" sortable={false} emptyText="—" />
      <StatusField />
      <NumberField source="attempts" sortable={false} />
    </ResponsiveList>
  );
}
