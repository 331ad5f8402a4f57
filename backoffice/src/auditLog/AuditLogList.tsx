import { DateInput, SelectInput, TextField, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminResources } from '@tribuna/common/permissions';
import { adminAuditSortFields } from '@tribuna/common/schemas/auditLog';
import { DateTimeField } from '../fields/DateTimeField';
import { ResponsiveList } from '../layout/ResponsiveList';
import { ActionField, ChangedFieldsField, ResourceNameField } from './auditFields';

/** What staff changed, newest first; filtered by who, which section and which days (Prague's). */
export default function AuditLogList() {
  const translate = useTranslate();
  const resourceName = (resource: string) =>
    translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  const filters = [
    <TextInput key="actorEmail" source="actorEmail" alwaysOn resettable />,
    <SelectInput
      key="resource"
      source="resource"
      alwaysOn
      choices={adminResources
        .filter((resource) => resource !== 'audit-log')
        .map((id) => ({ id, name: resourceName(id) }))}
    />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
      sortFields={adminAuditSortFields}
      phone={{
        primaryText: (record: RaRecord) =>
          `${resourceName(record.resource)} · ${translate(`resources.audit-log.actions.${record.action}`)}`,
        secondaryText: (record: RaRecord) => `${record.actorEmail} · ${formatDateTime(record.createdAt)}`,
      }}
      rowLink="show"
    >
      <DateTimeField source="createdAt" />
      <TextField source="actorEmail" />
      <ResourceNameField />
      <ActionField />
      <TextField source="recordId" sortable={false} />
      <ChangedFieldsField />
    </ResponsiveList>
  );
}
