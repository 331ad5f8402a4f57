import {
  BooleanField,
  CreateButton,
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { formatVoucherCode } from './index';
import { GenerateVouchersButton } from './GenerateVouchersButton';
import { PriceVariantInput } from './PriceVariantInput';
import { yesNoChoices } from './voucherChoices';

const filters = [
  <TextInput key="code" source="code" alwaysOn />,
  <PriceVariantInput key="subscriptionPriceUuid" source="subscriptionPriceUuid" />,
  <TextInput key="orderUuid" source="orderUuid" />,
  <SelectInput key="claimed" source="claimed" choices={yesNoChoices} />,
  <SelectInput key="isActive" source="isActive" choices={yesNoChoices} />,
  <TextInput key="batchUuid" source="batchUuid" />,
];

/** The list's own toolbar: the filter button offers the filters not always shown. */
function VoucherListActions() {
  const { canAccess } = useCanAccess({ resource: 'vouchers', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && <GenerateVouchersButton />}
      {canAccess && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Vouchers (`/admin/sprava-voucheru`), newest first, with the spec's filters. */
export default function VoucherList() {
  return (
    <List
      filters={filters}
      actions={<VoucherListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="code"
          sx={{ fontFamily: 'monospace' }}
          render={(record: RaRecord) => formatVoucherCode(String(record.code))}
        />
        <TextField source="subscriptionName" sortable={false} emptyText="—" />
        <TextField source="priceLabel" sortable={false} emptyText="—" />
        <BooleanField source="claimed" sortable={false} />
        <BooleanField source="isActive" sortable={false} />
        <DateTimeField source="validUntil" emptyKey="resources.vouchers.noLimit" />
        <DateTimeField source="createdAt" />
      </Datagrid>
    </List>
  );
}
