import {
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { SegmentsField, StatusField, TitleField } from './pushNotificationFields';

export default function PushNotificationShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TitleField />
        <FunctionField source="message" render={(record: RaRecord) => record.message?.cs} />
        <UrlField source="url" />
        <SegmentsField />
        <NumberField source="recipientCount" emptyText="—" />
        <DateTimeField source="sendAt" />
        <StatusField />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="—" />
        <TextField source="providerId" emptyText="—" />
        <DateTimeField source="sentAt" emptyKey="resources.push-notifications.statuses.pending" />
        <DateTimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
