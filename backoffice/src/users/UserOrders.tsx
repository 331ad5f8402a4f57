import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { Section } from '../layout/Section';
import type { UserRecord } from './userRecord';

/** The user's orders: number, status (translated when known) and when it was made. */
export function UserOrders() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  // A row of the list stands in until the detail arrives; it knows nothing of orders.
  const orders = record?.orders;
  if (!orders) return null;
  return (
    <Section title={translate('resources.users.orders.title')}>
      {orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.orders.empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.orders.number')}</TableCell>
              <TableCell>{translate('resources.users.orders.status')}</TableCell>
              <TableCell>{translate('resources.users.orders.createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.uuid}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{order.uuid}</TableCell>
                <TableCell>
                  {translate(`resources.users.orders.statuses.${order.status}`, { _: order.status })}
                </TableCell>
                <TableCell>{formatDateTime(order.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
