import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribuna/common/api/calls';
import type { PaymentFormResponse } from '@tribuna/common/schemas/orders';
import { currentOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { PageLoading } from '../../../components/PageLoading';
import { orderQueryOptions, useOrder } from '../api/getOrder';
import { payOrder } from '../../../lib/payOrder';
import { removeOrder } from '../api/removeOrder';
import { GatewayForm } from '../../../components/GatewayForm';
import { TermsConsent, useTermsConsent } from '../../../components/TermsConsent';
import { formatMoney } from '@tribuna/common/money';

const isGone = (error: unknown) => error instanceof ApiError && error.errorName === 'orderNotFound';

/**
 * The cart (`app-orderPage`): the current order, its lines, the consent to the terms, and the way to
 * pay it by card.
 */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [bound] = useState(currentOrder);
  const order = useOrder(bound);
  const [gatewayForm, setGatewayForm] = useState<PaymentFormResponse | null>(null);
  const consent = useTermsConsent();
  const [gatewayFailed, setGatewayFailed] = useState(false);
  const pay = useMutation({
    mutationFn: () => payOrder(bound!),
    onSuccess: (form) => {
      setGatewayFailed(false);
      setGatewayForm(form);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeOrder(bound!),
    onSuccess: (removed) => {
      unbindCurrentOrder();
      queryClient.setQueryData(orderQueryOptions(bound!).queryKey, removed);
    },
  });

  /** The browser never left for the gateway: the buyer is told, and the order (its seats) let go. */
  const gatewayBlocked = () => {
    setGatewayForm(null);
    setGatewayFailed(true);
    pay.reset();
    remove.mutate();
  };
  const failedAlert = gatewayFailed && (
    <Alert severity="error" role="alert">
      {t('orders.gatewayNotStarted')}
    </Alert>
  );

  // Spec section 8: an order the server no longer knows is unbound for good.
  useEffect(() => {
    if (isGone(order.error)) unbindCurrentOrder();
  }, [order.error]);

  const title = (
    <Typography variant="h4" component="h1">
      {t('orders.cartTitle')}
    </Typography>
  );
  if (bound && order.isPending) return <PageLoading />;
  const data = order.data;
  if (!data || data.status === 'rejected') {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, mx: 'auto' }}>
        {title}
        {failedAlert}
        <Typography>{t('orders.empty')}</Typography>
      </Box>
    );
  }
  const money = (minor: number) => formatMoney(minor, data.currency);
  const payable = data.status === 'pending';
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {title}
        <Chip label={t(`orders.status.${data.status}`)} color={payable ? 'default' : 'success'} />
      </Box>
      <TableContainer component={Paper}>
        <Table>
          <TableHead>
            <TableRow>
              <TableCell>{t('orders.item')}</TableCell>
              <TableCell align="right">{t('orders.quantity')}</TableCell>
              <TableCell align="right">{t('orders.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((line) => (
              <TableRow key={line.uuid}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{money(line.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>{t('orders.total')}</TableCell>
              <TableCell align="right" data-testid="order-total">
                {money(data.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {payable && (
        <>
          <Typography>
            {t('orders.expiresAt', {
              time: new Intl.DateTimeFormat(i18n.language, {
                timeStyle: 'short',
                timeZone: 'Europe/Prague',
              }).format(new Date(data.expiresAt)),
            })}
          </Typography>
          {failedAlert}
          <TermsConsent {...consent.props} />
          {pay.isSuccess && <Alert severity="info">{t('orders.paying')}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              disabled={pay.isPending || pay.isSuccess}
              onClick={() => {
                if (consent.confirmed()) pay.mutate();
              }}
            >
              {t('orders.pay')}
            </Button>
            <Button variant="text" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('orders.cancel')}
            </Button>
          </Box>
        </>
      )}
      {gatewayForm && <GatewayForm form={gatewayForm} onBlocked={gatewayBlocked} />}
    </Box>
  );
}

export default OrderPage;
