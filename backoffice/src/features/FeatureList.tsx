import { EditButton, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { adminFeatureSortFields } from '@tribuna/common/schemas/features';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { ResponsiveList } from '../layout/ResponsiveList';
import { featureTypeChoices } from './featureChoices';

export default function FeatureList() {
  const translate = useTranslate();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.features.fields.q" />,
    <SelectInput key="type" source="type" choices={featureTypeChoices} alwaysOn />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      sortFields={adminFeatureSortFields}
      create
      phone={{
        primaryText: (record) => record.name?.cs,
        secondaryText: (record) => translate(`resources.features.types.${record.type}`),
      }}
      rowLink="show"
    >
      <TextField source="name.cs" label="resources.features.fields.name" sortBy="name" />
      <SelectField source="type" choices={featureTypeChoices} />
      <DateTimeField source="updatedAt" />
      <EditButton />
    </ResponsiveList>
  );
}
