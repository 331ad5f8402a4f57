import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  List,
  SelectField,
  SelectInput,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { SearchFilter } from '../inputs/SearchFilter';
import { featureTypeChoices } from './featureChoices';

const sortFields = ['name', 'type', 'createdAt', 'updatedAt'];

function FeatureListActions({ compact }: { compact: boolean }) {
  return (
    <TopToolbar>
      {compact && <SortButton fields={sortFields} />}
      <CreateButton />
    </TopToolbar>
  );
}

export default function FeatureList() {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn label="resources.features.fields.q" />,
    <SelectInput key="type" source="type" choices={featureTypeChoices} alwaysOn />,
  ];
  return (
    <List
      filters={filters}
      actions={<FeatureListActions compact={compact} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      {compact ? (
        <SimpleList
          primaryText={(record) => record.name?.cs}
          secondaryText={(record) => translate(`resources.features.types.${record.type}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name.cs" label="resources.features.fields.name" sortBy="name" />
          <SelectField source="type" choices={featureTypeChoices} />
          <DateTimeField source="updatedAt" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
