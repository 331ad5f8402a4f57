import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * Marks the printed vouchers of an order sent, or takes it back. Shown for physical deliveries of
 * paid orders to those who may ship vouchers (package dispatchers, voucher admins).
 */
export function MarkShippedButton({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'order-vouchers', action: 'ship' });
  const shipped = record?.dispatchStatus === 'shipped';
  const mutation = useMutation({
    mutationFn: () => dataProvider.markOrderVoucherShipped(record!.id, !shipped),
    onSuccess: () => {
      notify(shipped ? 'resources.order-vouchers.ship.undone' : 'resources.order-vouchers.ship.done', {
        type: 'success',
      });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || !canAccess || record.dispatchStatus === 'notRequired' || !record.paidAt) return null;
  return (
    <Button
      size={compact ? 'small' : 'medium'}
      variant={shipped ? 'text' : 'contained'}
      disabled={mutation.isPending}
      // Inside a clickable row the click must not open the detail.
      onClick={(event) => {
        event.stopPropagation();
        mutation.mutate();
      }}
    >
      {translate(shipped ? 'resources.order-vouchers.ship.undo' : 'resources.order-vouchers.ship.button')}
    </Button>
  );
}
