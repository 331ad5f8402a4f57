import { Button, Link, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';

/**
 * A toolbar button to the order a record belongs to (a refund, a refund request, an invoice), for
 * staff who may read orders; `label` is the translation key of its text.
 */
export function OrderLinkButton({ label }: { label: string }) {
  const record = useRecordContext<{ orderUuid: string }>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'orders', type: 'show', id: record.orderUuid })}
      label={label}
    />
  );
}
