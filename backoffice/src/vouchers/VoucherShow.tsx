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
        <FunctionField
          source="code"
          sx={{ fontFamily: 'monospace', fontSize: 18 }}
          render={(record: RaRecord) => formatVoucherCode(String(record.code))}
        />
        <TextField source="subscriptionName" emptyText="—" />
        <TextField source="priceLabel" emptyText="—" />
        <BooleanField source="isActive" />
        <BooleanField source="claimed" />
        <DateTimeField source="claimedAt" emptyKey="resources.vouchers.notClaimed" />
        <DateTimeField source="validUntil" emptyKey="resources.vouchers.noLimit" />
        <Labeled source="createdBy">
          <CreatedBy />
        </Labeled>
        <TextField source="orderUuid" emptyText="—" />
        <DateTimeField source="createdAt" />
      </FieldRow>
    </RecordShow>
  );
}
