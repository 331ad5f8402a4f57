import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { AuditDiff } from './AuditDiff';
import { ActionField, ResourceNameField } from './auditFields';

/** One change: who, when, what, and its fields before and after. Read-only: nothing here is editable. */
export default function AuditLogShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateTimeField source="createdAt" />
        <TextField source="actorEmail" />
        <ResourceNameField />
        <ActionField />
        <TextField source="recordId" emptyText="—" />
        <TextField source="route" />
        <Labeled label="resources.audit-log.diff.title" fullWidth>
          <AuditDiff />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
