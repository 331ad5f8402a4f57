import { Box, Button, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@tribuna/common/api/download';
import { formatDate } from '@tribuna/common/dateFormat';
import { isLanguage } from '@tribuna/common/languages';
import { formatMoney } from '@tribuna/common/money';
import type { AccountOrder } from '@tribuna/common/schemas/orders';
import { getInvoicePdf, useAccountOrders } from '../api/getAccountOrders';
import { AccountSection } from './AccountSection';
import { TicketEventNotices } from './TicketEventNotice';

/** Saves a file the browser downloads. */
function save(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The order's PDFs (its tickets, its vouchers) are public by its hash, so plain links open them. */
const pdfQuery = (order: AccountOrder, language: string) => ({
  orderHash: order.orderHash,
  language: isLanguage(language) ? language : undefined,
});

function OrderItem({ order, divider }: { order: AccountOrder; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const invoice = order.invoice;
  return (
    <Box component="li" sx={{ listStyle: 'none', pb: 1.5 }}>
      {divider && <Divider sx={{ mb: 1.5 }} />}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography fontWeight="bold">
          {t('account.orderOf', { date: formatDate(order.createdAt) })}
        </Typography>
        <Chip size="small" label={t(`account.orderStatuses.${order.status}`)} />
        <Typography sx={{ ml: 'auto' }}>{formatMoney(order.total, order.currency)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {order.lines.map((line) => `${line.quantity} × ${line.label}`).join(', ')}
      </Typography>
      {order.tickets.length > 0 && (
        <Typography variant="body2">{t('account.ticketCount', { count: order.tickets.length })}</Typography>
      )}
      {order.tickets.some((ticket) => ticket.voidedAt !== null) && (
        <Typography variant="body2">
          {t('account.refundedTickets', {
            count: order.tickets.filter((ticket) => ticket.voidedAt !== null).length,
          })}
        </Typography>
      )}
      {order.voucherCodes.length > 0 && (
        <Typography variant="body2">
          {t('account.voucherCodes', { codes: order.voucherCodes.join(', ') })}
        </Typography>
      )}
      <TicketEventNotices order={order} />
      <Stack direction="row" spacing={2} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
        {order.tickets.length > 0 && (
          <Link
            href={apiUrl('/tickets/export-pdf', { query: pdfQuery(order, i18n.language) })}
            target="_blank"
            rel="noopener"
          >
            {t('account.ticketsPdf')}
          </Link>
        )}
        {order.voucherCodes.length > 0 && (
          <Link
            href={apiUrl('/vouchers/export-pdf', { query: pdfQuery(order, i18n.language) })}
            target="_blank"
            rel="noopener"
          >
            {t('account.vouchersPdf')}
          </Link>
        )}
        {invoice && (
          <Button
            size="small"
            sx={{ p: 0, minWidth: 0 }}
            onClick={() =>
              void getInvoicePdf(invoice.uuid).then((file) => save(file, `faktura-${invoice.number}.pdf`))
            }
          >
            {t('account.invoicePdf', { number: invoice.number })}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The account's orders: what each delivered (tickets, vouchers) and its invoice, with their PDFs. */
export function OrdersSection() {
  const { t } = useTranslation();
  const orders = useAccountOrders();
  const list = orders.data?.data ?? [];
  return (
    <AccountSection id="account-orders" title={t('account.ordersTitle')}>
      {orders.isSuccess && list.length === 0 && <Typography>{t('account.noOrders')}</Typography>}
      {list.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {list.map((order, i) => (
            <OrderItem key={order.uuid} order={order} divider={i > 0} />
          ))}
        </Box>
      )}
    </AccountSection>
  );
}
