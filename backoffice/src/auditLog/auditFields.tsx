import { FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { auditChanges } from './auditChanges';

/**
 * A changed field's name as the section's own screens label it (`resources.<resource>.fields.*`);
 * a field no screen shows keeps its name.
 */
export function useAuditFieldName() {
  const translate = useTranslate();
  return (resource: unknown, field: string) =>
    translate(`resources.${String(resource)}.fields.${field}`, { _: field });
}

/** The section (admin resource) an entry is about, by the resource's own name. */
export function ResourceNameField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="resource"
      render={(record: RaRecord) =>
        translate(`resources.${record.resource}.name`, { smart_count: 2, _: String(record.resource) })
      }
    />
  );
}

export function ActionField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="action"
      render={(record: RaRecord) =>
        translate(`resources.audit-log.actions.${record.action}`, { _: String(record.action) })
      }
    />
  );
}

/** The names of the changed fields, for the list. */
export function ChangedFieldsField() {
  const fieldName = useAuditFieldName();
  return (
    <FunctionField
      label="resources.audit-log.fields.changes"
      render={(record: RaRecord) =>
        auditChanges(record.before, record.after)
          .map((change) => fieldName(record.resource, change.field))
          .join(', ')
      }
    />
  );
}
