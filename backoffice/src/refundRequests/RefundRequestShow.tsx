import { Stack } from '@mui/material';
import {
  Button,
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import type { RefundRequest } from '@tribuna/common/schemas/eventCancellations';
import { DateTimeField } from '../fields/DateTimeField';
import { MoneyField } from '../orders/MoneyField';
import { RefundRequestActions } from './RefundRequestActions';
import { RefundRequestStatusField } from './RefundRequestStatusField';

function OrderLink() {
  const record = useRecordContext<RefundRequest & { id: string }>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'orders', type: 'show', id: record.orderUuid })}
      label="resources.refunds.showOrder"
    />
  );
}

/**
 * One refund request (`/admin/refund-requests/{uuid}/show`): the event, the holder, the amount and
 * its state, with the decision for staff who make it (on a phone too, where the list shows no buttons).
 */
export default function RefundRequestShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <OrderLink />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          <Labeled source="eventName">
            <TextField source="eventName" />
          </Labeled>
          <Labeled source="email">
            <TextField source="email" emptyText="—" />
          </Labeled>
          <Labeled source="amount">
            <MoneyField source="amount" />
          </Labeled>
          <Labeled source="status">
            <RefundRequestStatusField source="status" />
          </Labeled>
          <Labeled source="createdAt">
            <DateTimeField source="createdAt" />
          </Labeled>
          <Labeled source="decidedAt">
            <DateTimeField source="decidedAt" />
          </Labeled>
        </Stack>
        <Labeled source="rejectReason">
          <TextField source="rejectReason" emptyText="—" />
        </Labeled>
        <Labeled label="resources.refund-requests.decision">
          <RefundRequestActions />
        </Labeled>
      </Stack>
    </Show>
  );
}
