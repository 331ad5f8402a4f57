import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
  List,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';

const sortFields = ['title', 'publishedAt', 'createdAt', 'updatedAt'];

function ArticleListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
    </TopToolbar>
  );
}

export default function ArticleList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [<SearchFilter key="q" source="q" alwaysOn label="resources.articles.fields.q" />];
  const published = (record: RaRecord) =>
    record.publishedAt ? formatDateTime(record.publishedAt) : translate('resources.articles.unpublished');

  return (
    <List
      filters={filters}
      actions={<ArticleListActions compact={compact} />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList primaryText={(record) => record.title?.cs} secondaryText={published} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton />}>
          <TextField source="title.cs" label="resources.articles.fields.title" sortBy="title" />
          <DateTimeField source="publishedAt" emptyKey="resources.articles.unpublished" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="updatedAt" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
