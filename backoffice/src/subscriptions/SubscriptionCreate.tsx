import { Create, SimpleForm } from 'react-admin';
import { SubscriptionInputs } from './SubscriptionInputs';

const defaults = {
  type: 'permanent',
  sellable: true,
  voucherPurchasable: false,
  position: 0,
  featureUuids: [],
  requiredDisplayFeatureUuids: [],
  prices: [{}],
};

export default function SubscriptionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={defaults}>
        <SubscriptionInputs />
      </SimpleForm>
    </Create>
  );
}
