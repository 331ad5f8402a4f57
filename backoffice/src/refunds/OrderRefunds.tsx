import { useRecordContext, useTranslate, Link, useCreatePath } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { AdminOrderDetail } from '@tribuna/common/schemas/orders';
import { RecordTable } from '../layout/RecordTable';
import { Section } from '../layout/Section';
import { useMoney } from '../orders/MoneyField';
import { useOrderRefunds } from './RefundOrderButton';
import { RefundStatusChip } from './RefundStatusField';

/** The order's refunds on its page, each leading to its own, for staff who may read refunds. */
export function OrderRefunds() {
  const record = useRecordContext<AdminOrderDetail & { id: string }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const money = useMoney(record?.currency);
  const refunds = useOrderRefunds(record?.uuid);
  if (!record || refunds.length === 0) return null;
  const t = (key: string) => translate(`resources.refunds.fields.${key}`);
  return (
    <Section title={translate('resources.refunds.name', { smart_count: 2 })}>
      <RecordTable
        rows={refunds}
        rowKey={(refund) => refund.uuid}
        columns={[
          {
            label: t('createdAt'),
            cell: (refund) => (
              <Link to={createPath({ resource: 'refunds', type: 'show', id: refund.uuid })}>
                {formatDateTime(refund.createdAt)}
              </Link>
            ),
          },
          { label: t('status'), cell: (refund) => <RefundStatusChip status={refund.status} /> },
          { label: t('amount'), align: 'right', cell: (refund) => money(refund.amount) },
          { label: t('reason'), cell: (refund) => refund.reason },
        ]}
      />
    </Section>
  );
}
