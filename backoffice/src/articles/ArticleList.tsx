import { BulkDeleteButton, EditButton, TextField, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminArticleSortFields } from '@tribuna/common/sortFields';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';

export default function ArticleList() {
  const translate = useTranslate();
  const filters = [<SearchFilter key="q" source="q" alwaysOn label="resources.articles.fields.q" />];
  const published = (record: RaRecord) =>
    record.publishedAt ? formatDateTime(record.publishedAt) : translate('resources.articles.unpublished');

  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminArticleSortFields}
      create
      phone={{ primaryText: (record) => record.title?.cs, secondaryText: published }}
      rowLink="edit"
      bulkActionButtons={<BulkDeleteButton />}
    >
      <TextField source="title.cs" label="resources.articles.fields.title" sortBy="title" />
      <DateTimeField source="publishedAt" emptyKey="resources.articles.unpublished" />
      <DateTimeField source="createdAt" />
      <DateTimeField source="updatedAt" />
      <EditButton />
    </ResponsiveList>
  );
}
