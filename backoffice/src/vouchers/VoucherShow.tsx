import {
  BooleanField,
  DeleteButton,
  EditButton,
  FunctionField,
  Labeled,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { FieldRow, RecordShow } from '../layout/RecordShow';
import { formatVoucherCode } from './index';

function VoucherActions() {
  const record = useRecordContext();
  const edit = useCanAccess({ resource: 'vouchers', action: 'edit' });
  const remove = useCanAccess({ resource: 'vouchers', action: 'delete' });
  return (
    <>
      {edit.canAccess && <EditButton />}
      {/* A claimed voucher stays: the API refuses to delete it. */}
      {remove.canAccess && record && !record.claimed && <DeleteButton mutationMode="pessimistic" />}
    </>
  );
}

function CreatedBy() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`resources.vouchers.creators.${String(record.createdBy)}`)}</>;
}

/** One voucher (`/admin/vouchery/{uuid}/detail`). */
export default function VoucherShow() {
  return (
    <RecordShow toolbar={<VoucherActions />}>
      <FieldRow>
        <Labeled source="code">
          <FunctionField
            source="code"
            sx={{ fontFamily: 'monospace', fontSize: 18 }}
            render={(record: RaRecord) => formatVoucherCode(String(record.code))}
          />
        </Labeled>
        <Labeled source="subscriptionName">
          <TextField source="subscriptionName" emptyText="—" />
        </Labeled>
        <Labeled source="priceLabel">
          <TextField source="priceLabel" emptyText="—" />
        </Labeled>
        <Labeled source="isActive">
          <BooleanField source="isActive" />
        </Labeled>
        <Labeled source="claimed">
          <BooleanField source="claimed" />
        </Labeled>
        <Labeled source="claimedAt">
          <DateTimeField source="claimedAt" emptyKey="resources.vouchers.notClaimed" />
        </Labeled>
        <Labeled source="validUntil">
          <DateTimeField source="validUntil" emptyKey="resources.vouchers.noLimit" />
        </Labeled>
        <Labeled source="createdBy">
          <CreatedBy />
        </Labeled>
        <Labeled source="orderUuid">
          <TextField source="orderUuid" emptyText="—" />
        </Labeled>
        <Labeled source="createdAt">
          <DateTimeField source="createdAt" />
        </Labeled>
      </FieldRow>
    </RecordShow>
  );
}
