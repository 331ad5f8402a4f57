import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextField,
  useCreatePath,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import {
  contentOverviewSortFields,
  contentStatuses,
  contentTypes,
  type ContentType,
} from '@tribuna/common/schemas/content';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

/** The back-office resource that edits each content type. */
export const resourceOfType: Record<ContentType, string> = {
  ARTICLE: 'articles',
  GALLERY: 'galleries',
  BENEFIT: 'benefits',
  VIDEO_ARCHIVE: 'video-archives',
  EVENT: 'events',
  AUDIO_ARCHIVE: 'audio-archives',
};

const typeChoices = contentTypes.map((type) => ({ id: type, name: `resources.content.types.${type}` }));
const statusChoices = contentStatuses.map((status) => ({
  id: status,
  name: `resources.content.statuses.${status}`,
}));
const filters = [
  <SearchFilter key="q" source="q" alwaysOn label="resources.content.fields.q" />,
  <SelectArrayInput key="type" source="type" choices={typeChoices} alwaysOn sx={{ minWidth: 200 }} />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="authorUuid" source="authorUuid" reference="content-authors" alwaysOn>
    <AutocompleteInput optionText="name" label="resources.content.fields.authorUuid" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/**
 * Content management (`/admin/sprava-obsahu`): every content type the user may edit in one list,
 * recently edited first, with drafts, scheduled and published items told apart. A row opens the
 * item in its own editor.
 */
export default function ContentList() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const editPath = (record: RaRecord) =>
    createPath({ resource: resourceOfType[record.type as ContentType], type: 'edit', id: record.id });
  const type = (record: RaRecord) => translate(`resources.content.types.${record.type}`);
  const status = (record: RaRecord) => translate(`resources.content.statuses.${record.status}`);
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      sortFields={contentOverviewSortFields}
      exportable
      phone={{
        primaryText: (record) => record.title,
        secondaryText: (record: RaRecord) => `${type(record)} · ${status(record)}`,
        tertiaryText: (record: RaRecord) => formatDateTime(record.updatedAt),
      }}
      rowLink={editPath}
      tableEmpty={<>{translate('resources.content.empty')}</>}
    >
      <FunctionField source="type" render={type} />
      <TextField source="title" />
      <FunctionField source="status" render={status} sortable={false} />
      <TextField source="authorName" label="resources.content.fields.authorUuid" sortable={false} />
      <DateTimeField source="publishedAt" />
      <DateTimeField source="updatedAt" />
    </ResponsiveList>
  );
}
