import {
  BooleanField,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { adminVoucherSortFields } from '@tribuna/common/schemas/vouchers';
import { DateTimeField } from '../fields/DateTimeField';
import { ResponsiveList } from '../layout/ResponsiveList';
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

/** Vouchers (`/admin/sprava-voucheru`), newest first, with the spec's filters. */
export default function VoucherList() {
  const translate = useTranslate();
  const { canAccess: mayCreate } = useCanAccess({ resource: 'vouchers', action: 'create' });
  const validity = (record: RaRecord) =>
    [
      record.claimed ? translate('resources.vouchers.fields.claimed') : null,
      record.validUntil ? formatDateTime(record.validUntil) : translate('resources.vouchers.noLimit'),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      sortFields={adminVoucherSortFields}
      buttons={mayCreate && <GenerateVouchersButton />}
      create
      exportable
      phone={{
        primaryText: (record: RaRecord) => formatVoucherCode(String(record.code)),
        secondaryText: (record: RaRecord) =>
          [record.subscriptionName, record.priceLabel].filter(Boolean).join(' · '),
        tertiaryText: validity,
      }}
      rowLink="show"
    >
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
    </ResponsiveList>
  );
}
