import {
  EditButton,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminMediaArchiveSortFields } from '@tribuna/common/schemas/mediaArchives';
import { PublishBulkButtons } from './PublishBulkButtons';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

/**
 * The back-office list of a kind of archive (galleries, video and audio archives): search, state
 * and access filters, the item count, publish and unpublish in bulk, CSV export, and a simple list
 * on a phone. The texts are the resource's own (`resources.{resource}.…`).
 */
export function ArchiveList({
  resource,
  countSource,
}: {
  resource: 'galleries' | 'video-archives' | 'audio-archives';
  /** The field of the item count (`imageCount`, `videoCount`, `audioCount`). */
  countSource: string;
}) {
  const translate = useTranslate();
  const text = (key: string) => `resources.${resource}.${key}`;
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label={text('fields.q')} />,
    <SelectInput
      key="published"
      source="published"
      label={text('fields.state')}
      choices={[
        { id: 'true', name: text('published') },
        { id: 'false', name: text('unpublished') },
      ]}
      alwaysOn
    />,
    <SelectInput
      key="membersOnly"
      source="membersOnly"
      label={text('fields.access')}
      choices={[
        { id: 'true', name: text('membersOnly') },
        { id: 'false', name: text('everyone') },
      ]}
    />,
  ];
  const published = (record: RaRecord) =>
    record.publishedAt ? formatDateTime(record.publishedAt) : translate(text('unpublished'));
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminMediaArchiveSortFields}
      create
      exportable
      phone={{ primaryText: (record) => record.title?.cs, secondaryText: published }}
      rowLink="edit"
      bulkActionButtons={<PublishBulkButtons />}
    >
      <TextField source="title.cs" label={text('fields.title')} sortBy="title" />
      <NumberField source={countSource} sortable={false} />
      <FunctionField
        label={text('fields.access')}
        render={(record) =>
          translate(record.requiredFeatureUuids?.length ? text('membersOnly') : text('everyone'))
        }
      />
      <DateTimeField source="publishedAt" emptyKey={text('unpublished')} />
      <DateTimeField source="updatedAt" />
      <EditButton />
    </ResponsiveList>
  );
}
