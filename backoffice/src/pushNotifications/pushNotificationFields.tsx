import { FunctionField, useTranslate, type RaRecord } from 'react-admin';

/** Where it goes: its segments, or every subscriber. */
export function SegmentsField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="segments"
      sortable={false}
      render={(record: RaRecord) =>
        (record.segments as string[]).length > 0
          ? (record.segments as string[]).join(', ')
          : translate('resources.push-notifications.everySubscriber')
      }
    />
  );
}

export function StatusField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="status"
      render={(record: RaRecord) => translate(`resources.push-notifications.statuses.${record.status}`)}
    />
  );
}

export function TitleField() {
  return <FunctionField source="title" sortable={false} render={(record: RaRecord) => record.title?.cs} />;
}
