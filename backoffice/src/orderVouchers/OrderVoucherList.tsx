import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { voucherDeliveryTypes } from '@tribuna/common/schemas/vouchers';
import { DateTimeField } from '../fields/DateTimeField';
import { NamedExportButton } from '../layout/NamedControls';
import { MoneyField } from '../orders/MoneyField';
import { PriceVariantInput } from '../vouchers/PriceVariantInput';
import { yesNoChoices } from '../vouchers/voucherChoices';
import { DispatchStatusField } from './DispatchStatusField';
import { MarkShippedButton } from './MarkShippedButton';

/** Paid voucher orders with every filter of the API; the dispatcher's default: physical, not yet sent. */
export default function OrderVoucherList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="deliveryType"
      source="deliveryType"
      alwaysOn
      choices={voucherDeliveryTypes.map((id) => ({
        id,
        name: translate(`resources.order-vouchers.deliveryTypes.${id}`),
      }))}
    />,
    <SelectInput key="shipped" source="shipped" alwaysOn choices={yesNoChoices} />,
    <TextInput key="code" source="code" />,
    <TextInput key="orderUuid" source="orderUuid" />,
    <PriceVariantInput key="subscriptionPriceUuid" source="subscriptionPriceUuid" />,
    <TextInput key="invoiceName" source="invoiceName" />,
    <TextInput key="invoiceStreet" source="invoiceStreet" />,
    <TextInput key="invoiceCity" source="invoiceCity" />,
    <TextInput key="invoiceZip" source="invoiceZip" />,
    <TextInput key="cin" source="cin" />,
    <TextInput key="tin" source="tin" />,
    <SelectInput key="claimed" source="claimed" choices={yesNoChoices} />,
    <SelectInput key="isActive" source="isActive" choices={yesNoChoices} />,
    <DateInput key="createdAt" source="createdAt" />,
    <SelectInput key="paid" source="paid" choices={yesNoChoices} />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ deliveryType: 'physical', shipped: 'false' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <NamedExportButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateTimeField source="createdAt" />
        <TextField source="email" />
        <TextField source="subscriptionName" sortable={false} emptyText="—" />
        <NumberField source="quantity" sortable={false} />
        <MoneyField source="total" />
        <FunctionField
          source="deliveryAddress"
          sortable={false}
          render={(record: RaRecord) =>
            record.deliveryAddress
              ? `${record.deliveryAddress.name}, ${record.deliveryAddress.street}, ${record.deliveryAddress.zip} ${record.deliveryAddress.city}`
              : '—'
          }
        />
        <TextField source="invoiceName" emptyText="—" />
        <DispatchStatusField source="dispatchStatus" />
        <DateTimeField source="shippedAt" />
        <MarkShippedButton compact />
      </Datagrid>
    </List>
  );
}
