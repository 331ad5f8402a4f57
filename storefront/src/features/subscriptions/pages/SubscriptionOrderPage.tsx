import { useRef, useState } from 'react';
import { Alert, Box, Button, Divider, Paper, Skeleton, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import type { PaymentFormResponse } from '@tribuna/common/schemas/orders';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { apiErrorMessageKey } from '../../../lib/api';
import { bindOrder, unbindCurrentOrder } from '../../../lib/currentOrder';
import { isSold, priceText } from '../../../lib/price';
import { releaseOrder } from '../../../lib/releaseOrder';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import {
  refuseWaitingRoomPass,
  useStoredWaitingRoomPlace,
  waitingRoomPass,
} from '../../../lib/waitingRoomPlace';
import { payOrder } from '../../../lib/payOrder';
import { GatewayForm } from '../../../components/GatewayForm';
import { TermsConsent, useTermsConsent } from '../../../components/TermsConsent';
import { useSubscriptionByPrice } from '../api/getSubscriptionByPrice';
import { orderSubscription } from '../api/orderSubscription';
import { CheckIcon, useValidity } from '../components/membershipParts';

function Summary({
  membership,
  price,
}: {
  membership: PublicSubscription;
  price: { label: string; text: string };
}) {
  const { t } = useTranslation();
  const validity = useValidity(membership);
  return (
    <Paper
      component="section"
      aria-labelledby="subscription-order-summary"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      lang={membership.language}
    >
      <Typography id="subscription-order-summary" variant="h6" component="h2">
        {t('subscriptionOrder.summary')}
      </Typography>
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {membership.name}
        </Typography>
        <Typography color="text.secondary">{price.label}</Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {t('subscriptionOrder.validity')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {validity}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('subscriptionOrder.price')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="subscription-order-price">
          {price.text}
        </Typography>
      </Box>
      {membership.features.length > 0 && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('subscriptionOrder.features')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {membership.features.map((feature) => (
              <Box
                component="li"
                key={feature.uuid}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'success.main' }}
              >
                <CheckIcon />
                <Typography variant="body2" color="text.primary">
                  {feature.name}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

/**
 * The membership order (`subscription-order`, `/app/clenstvi/objednavka/{subscriptionPriceUuid}`):
 * the chosen membership and price variant in the visitor's currency, the consent, and "Pay", which makes
 * the order, binds it as the current order and posts the signed form to the payment gateway. A
 * membership whose sale has a waiting room is sold only to visitors it let in: without a pass the
 * visitor goes to the room first, and the order sends the pass.
 */
export function SubscriptionOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const session = useSession();
  const user = session.user;
  const { subscriptionPriceUuid: priceVariantUuid = '' } = useParams();
  const query = useSubscriptionByPrice({
    priceVariantUuid,
    locale,
    userUuid: user?.uuid ?? null,
  });
  const consent = useTermsConsent();
  const [gatewayForm, setGatewayForm] = useState<PaymentFormResponse | null>(null);
  const [gatewayFailed, setGatewayFailed] = useState(false);
  const ordered = useRef<{ uuid: string; orderHash: string } | null>(null);
  const membershipUuid = query.data?.subscription.uuid ?? '';
  const roomPlace = useStoredWaitingRoomPlace(membershipUuid);

  /** An order whose payment cannot start is let go at once, rather than holding a place until it expires. */
  const letGo = (order: { uuid: string; orderHash: string }) => {
    unbindCurrentOrder();
    void releaseOrder(order).catch(() => undefined);
  };
  const pay = useMutation({
    mutationFn: async () => {
      setGatewayFailed(false);
      const order = await orderSubscription(priceVariantUuid, locale, waitingRoomPass(membershipUuid)).catch(
        (error: unknown) => {
          // The room refused the pass (lapsed, another account's): back to the room, told why.
          if (error instanceof ApiError && error.errorName === 'waitingRoomPassRequired')
            refuseWaitingRoomPass(membershipUuid);
          throw error;
        },
      );
      bindOrder(order);
      ordered.current = order;
      try {
        return await payOrder(order);
      } catch (error) {
        letGo(order);
        throw error;
      }
    },
    onSuccess: setGatewayForm,
  });
  const gatewayBlocked = () => {
    setGatewayForm(null);
    setGatewayFailed(true);
    pay.reset();
    if (ordered.current) letGo(ordered.current);
    ordered.current = null;
  };

  const title = (
    <Typography variant="h4" component="h1">
      {t('subscriptionOrder.title')}
    </Typography>
  );
  const backToMemberships = (
    <Button component={RouterLink} to={paths('subscription')} variant="outlined">
      {t('subscriptionOrder.backToMemberships')}
    </Button>
  );
  const layout = { display: 'grid', gap: 3, maxWidth: 700, mx: 'auto' } as const;

  if (query.isPending) {
    return (
      <Box sx={layout}>
        {title}
        <Skeleton variant="rounded" height={280} role="status" aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={layout}>
        {title}
        <Alert
          severity={gone ? 'warning' : 'error'}
          action={
            gone ? undefined : (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        >
          {gone ? t('subscriptionOrder.notFound') : t('common.error')}
        </Alert>
        <Box>{backToMemberships}</Box>
      </Box>
    );
  }

  const { subscription: membership, price } = query.data;
  const blocked = !isSold(price.amount)
    ? priceText(t, price.amount, price.currency)
    : membership.owned
      ? t('subscriptionOrder.owned')
      : membership.soldOut
        ? t('subscriptionOrder.soldOut')
        : !membership.sellable
          ? t('subscriptionOrder.notSellable')
          : null;
  // Only those the membership's waiting room let in buy it: without a pass, the room first.
  if (!blocked && membership.waitingRoom && !roomPlace?.pass && !pay.isSuccess)
    return (
      <Navigate to={paths('subscription-waitingRoom', { subscriptionPriceUuid: priceVariantUuid })} replace />
    );
  const failure =
    pay.error instanceof ApiError
      ? t(apiErrorMessageKey(pay.error) ?? 'apiError.errorFallback')
      : pay.error
        ? t('common.error')
        : null;

  const submit = () => {
    if (consent.confirmed()) pay.mutate();
  };

  return (
    <Box sx={layout}>
      {title}
      <Summary
        membership={membership}
        price={{ label: price.label, text: priceText(t, price.amount, price.currency) }}
      />
      {blocked ? (
        <>
          <Alert severity="info" role="status">
            {blocked}
          </Alert>
          <Box>{backToMemberships}</Box>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          {membership.type === 'periodic' && membership.renewing && (
            <Alert severity="info" role="note">
              {t('subscriptionOrder.renewingNote')}
            </Alert>
          )}
          <TermsConsent {...consent.props} />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {gatewayFailed && (
            <Alert severity="error" role="alert">
              {t('orders.gatewayNotStarted')}
            </Alert>
          )}
          {pay.isSuccess && (
            <Alert severity="info" role="status">
              {t('subscriptionOrder.paying')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" disabled={pay.isPending || pay.isSuccess}>
              {t('subscriptionOrder.pay')}
            </Button>
            {backToMemberships}
          </Box>
        </Box>
      )}
      {gatewayForm && <GatewayForm form={gatewayForm} onBlocked={gatewayBlocked} />}
    </Box>
  );
}

export default SubscriptionOrderPage;
