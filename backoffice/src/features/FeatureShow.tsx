import {
  DateField,
  EditButton,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { featureTypeChoices } from './featureChoices';

function FeatureShowActions() {
  const { canAccess } = useCanAccess({ resource: 'features', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
}

/** The feature detail (spec `/admin/featury/{uuid}/detail`): its names, type and settings. */
export default function FeatureShow() {
  return (
    <Show actions={<FeatureShowActions />}>
      <SimpleShowLayout>
        <TextField source="name.cs" label="resources.features.fields.nameCs" />
        <TextField source="name.sk" label="resources.features.fields.nameSk" emptyText="—" />
        <TextField source="name.en" label="resources.features.fields.nameEn" emptyText="—" />
        <SelectField source="type" choices={featureTypeChoices} />
        <NumberField source="presaleLimit" emptyText="—" />
        <TextField source="poolName" emptyText="—" />
        <TextField source="segmentName" emptyText="—" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
