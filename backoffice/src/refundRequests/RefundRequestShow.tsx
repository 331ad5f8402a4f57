import { Labeled, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { OrderLinkButton } from '../layout/OrderLinkButton';
import { FieldRow, RecordShow } from '../layout/RecordShow';
import { MoneyField } from '../orders/MoneyField';
import { RefundRequestActions } from './RefundRequestActions';
import { RefundRequestStatusField } from './RefundRequestStatusField';

/**
 * One refund request (`/admin/refund-requests/{uuid}/show`): the event, the holder, the amount and
 * its state, with the decision for staff who make it (on a phone too, where the list shows no buttons).
 */
export default function RefundRequestShow() {
  return (
    <RecordShow toolbar={<OrderLinkButton label="resources.refunds.showOrder" />}>
      <FieldRow>
        <TextField source="eventName" />
        <TextField source="email" emptyText="—" />
        <MoneyField source="amount" />
        <RefundRequestStatusField source="status" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="decidedAt" />
      </FieldRow>
      <Labeled source="rejectReason">
        <TextField source="rejectReason" emptyText="—" />
      </Labeled>
      <Labeled label="resources.refund-requests.decision">
        <RefundRequestActions />
      </Labeled>
    </RecordShow>
  );
}
