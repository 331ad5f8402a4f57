import {
  ArrayField,
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  SelectField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  ChipField,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Box } from '@mui/material';
import { formatMoney } from '@tribuna/common/money';
import { WaitingRoomSection } from '../waitingRooms/WaitingRoomSection';
import { WaitlistSection } from '../waitlists/WaitlistSection';
import { subscriptionTypeChoices } from './subscriptionChoices';

function SubscriptionShowActions() {
  const { canAccess } = useCanAccess({ resource: 'subscriptions', action: 'edit' });
  return <TopToolbar>{canAccess && <EditButton />}</TopToolbar>;
}

/** One membership: its names, type, features, capacity, holders and price variants, and its sale's waiting room. */
export default function SubscriptionShow() {
  const translate = useTranslate();
  return (
    <Show actions={<SubscriptionShowActions />}>
      <SimpleShowLayout>
        <TextField source="name.cs" label="resources.subscriptions.fields.name" />
        <SelectField source="type" choices={subscriptionTypeChoices} />
        <ReferenceArrayField source="featureUuids" reference="features">
          <SingleFieldList linkType="show">
            <ChipField source="name.cs" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <BooleanField source="sellable" />
        <FunctionField
          source="capacity"
          render={(record: RaRecord) =>
            record.capacity === null ? translate('resources.subscriptions.unlimited') : record.capacity
          }
        />
        <NumberField source="activeCount" />
        <ArrayField source="prices">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="label.cs" label="resources.subscriptions.fields.label" />
            <FunctionField
              label="resources.subscriptions.fields.amountCzk"
              render={(price: RaRecord) => formatMoney(price.amountCzk, 'CZK')}
            />
            <FunctionField
              label="resources.subscriptions.fields.amountEur"
              render={(price: RaRecord) => formatMoney(price.amountEur, 'EUR')}
            />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2, '&:empty': { display: 'none' } }}>
        <WaitingRoomSection kind="subscription" />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <WaitlistSection kind="subscription" />
      </Box>
    </Show>
  );
}
