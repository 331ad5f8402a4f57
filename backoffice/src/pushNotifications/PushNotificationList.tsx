import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { pushNotificationStatuses } from '@tribuna/common/schemas/pushNotifications';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { SegmentsField, StatusField, TitleField } from './pushNotificationFields';

export default function PushNotificationList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      {compact ? (
        <SimpleList
          primaryText={(record: RaRecord) => record.title?.cs}
          secondaryText={(record: RaRecord) => formatDateTime(record.sendAt)}
          tertiaryText={(record: RaRecord) =>
            translate(`resources.push-notifications.statuses.${record.status}`)
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateTimeField source="sendAt" />
          <TitleField />
          <SegmentsField />
          <NumberField source="recipientCount" sortable={false} emptyText="—" />
          <StatusField />
          <NumberField source="attempts" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
