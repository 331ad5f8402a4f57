import {
  Labeled,
  Link,
  TextField,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { AdminOrderVoucherDetail } from '@tribuna/common/schemas/vouchers';
import { DateTimeField } from '../fields/DateTimeField';
import { RecordTable } from '../layout/RecordTable';
import { FieldRow, RecordShow } from '../layout/RecordShow';
import { Section } from '../layout/Section';
import { MoneyField } from '../orders/MoneyField';
import { formatVoucherCode } from '../vouchers';
import { DispatchStatusField } from './DispatchStatusField';
import { MarkShippedButton } from './MarkShippedButton';

type Record = AdminOrderVoucherDetail & { id: string };

function Address() {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  const address = record?.deliveryAddress;
  return (
    <Section title={translate('resources.order-vouchers.address')}>
      {address ? (
        <address style={{ fontStyle: 'normal' }}>
          {address.name}
          <br />
          {address.street}
          <br />
          {address.zip} {address.city}
          <br />
          {address.country}
        </address>
      ) : (
        translate('resources.order-vouchers.noAddress')
      )}
    </Section>
  );
}

function Invoice() {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  if (!record) return null;
  const rows = (['invoiceName', 'invoiceStreet', 'invoiceCity', 'invoiceZip', 'cin', 'tin'] as const).filter(
    (field) => record[field],
  );
  return (
    <Section title={translate('resources.order-vouchers.invoice')}>
      {rows.length === 0 ? (
        translate('resources.order-vouchers.noInvoice')
      ) : (
        <FieldRow>
          {rows.map((field) => (
            <TextField key={field} source={field} />
          ))}
        </FieldRow>
      )}
    </Section>
  );
}

function Vouchers() {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  // A dispatcher packs the codes but does not open the vouchers themselves.
  const { canAccess: mayOpen } = useCanAccess({ resource: 'vouchers', action: 'show' });
  if (!record?.vouchers) return null;
  const t = (key: string) => translate(`resources.vouchers.fields.${key}`);
  return (
    <Section title={translate('resources.order-vouchers.vouchers')}>
      {record.vouchers.length === 0 ? (
        translate('resources.order-vouchers.noVouchers')
      ) : (
        <RecordTable
          rows={record.vouchers}
          rowKey={(voucher) => voucher.uuid}
          columns={[
            {
              label: t('code'),
              sx: { fontFamily: 'monospace' },
              cell: (voucher) =>
                mayOpen ? (
                  <Link to={createPath({ resource: 'vouchers', type: 'show', id: voucher.uuid })}>
                    {formatVoucherCode(voucher.code)}
                  </Link>
                ) : (
                  formatVoucherCode(voucher.code)
                ),
            },
            {
              label: t('claimed'),
              cell: (voucher) =>
                voucher.claimedAt
                  ? formatDateTime(voucher.claimedAt)
                  : translate('resources.vouchers.notClaimed'),
            },
            {
              label: t('validUntil'),
              cell: (voucher) =>
                voucher.validUntil
                  ? formatDateTime(voucher.validUntil)
                  : translate('resources.vouchers.noLimit'),
            },
          ]}
        />
      )}
    </Section>
  );
}

function DeliveryType() {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`resources.order-vouchers.deliveryTypes.${record.deliveryType}`)}</>;
}

/** One voucher order: buyer, delivery, invoice details, its codes; the dispatcher marks it sent. */
export default function OrderVoucherShow() {
  return (
    <RecordShow toolbar={<MarkShippedButton />}>
      <FieldRow>
        <TextField source="uuid" />
        <TextField source="email" />
        <TextField source="subscriptionName" emptyText="—" />
        <TextField source="quantity" />
        <MoneyField source="total" />
        <Labeled source="deliveryType">
          <DeliveryType />
        </Labeled>
        <DispatchStatusField source="dispatchStatus" />
        <DateTimeField source="shippedAt" emptyKey="resources.order-vouchers.notShipped" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="paidAt" emptyKey="resources.order-vouchers.notPaid" />
      </FieldRow>
      <Address />
      <Invoice />
      <Vouchers />
    </RecordShow>
  );
}
