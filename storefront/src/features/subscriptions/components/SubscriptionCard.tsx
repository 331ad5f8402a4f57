import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, useValidity } from './membershipParts';
import type { PublicSubscription } from '@tribuna/common/schemas/subscriptions';
import { isSold, priceText } from '../../../lib/price';
import { WaitlistJoin } from '../../../components/waitlist/WaitlistJoin';

export interface SubscriptionCardProps {
  membership: PublicSubscription;
  /** Picks a price variant to buy. */
  onBuy(priceVariantUuid: string): void;
  /** The gift-voucher order of a price variant, when that page exists. */
  giftPath?: (priceVariantUuid: string) => string;
}

/** One membership: name, validity, text, features, state and a button per price variant. */
export function SubscriptionCard({ membership, onBuy, giftPath }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const validity = useValidity(membership);
  const titleId = `membership-${membership.uuid}`;
  const unavailable = membership.soldOut || membership.owned;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {membership.image && (
        <Box
          component="img"
          src={membership.image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover' }}
        />
      )}
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}
        lang={membership.language}
      >
        <Typography variant="h5" component="h2" id={titleId}>
          {membership.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={validity} size="small" variant="outlined" />
          {membership.owned && <Chip label={t('subscriptions.owned')} color="success" size="small" />}
          {membership.soldOut && <Chip label={t('subscriptions.soldOut')} color="warning" size="small" />}
        </Stack>
        {/* The text is sanitised on the server before it is stored. */}
        <Box
          sx={{ typography: 'body2', color: 'text.secondary', '& p': { m: 0 } }}
          dangerouslySetInnerHTML={{ __html: membership.text }}
        />
        {membership.features.length > 0 && (
          <Box component="ul" aria-label={t('subscriptions.features')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
        )}
        {membership.soldOut && !membership.owned && (
          <WaitlistJoin target={{ subject: 'subscription', uuid: membership.uuid }} headingLevel="h3" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {membership.prices.map((price) => {
            // A variant without a price in the visitor's currency is shown, but not sold to them.
            const sold = isSold(price.amount);
            const text = priceText(t, price.amount, price.currency);
            const label = `${price.label}: ${text}`;
            return (
              <Box
                component="li"
                key={price.uuid}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary">
                    {price.label}
                  </Typography>
                  <Typography
                    variant={sold ? 'h6' : 'body1'}
                    component="p"
                    color={sold ? undefined : 'text.secondary'}
                  >
                    {text}
                  </Typography>
                </Box>
                {giftPath && membership.voucherPurchasable && sold && (
                  <Button
                    component={Link}
                    to={giftPath(price.uuid)}
                    aria-label={t('subscriptions.giftLabel', { price: label })}
                  >
                    {t('subscriptions.gift')}
                  </Button>
                )}
                <Button
                  variant="contained"
                  disabled={unavailable || !sold}
                  onClick={() => onBuy(price.uuid)}
                  aria-label={t('subscriptions.buyLabel', { price: label, membership: membership.name })}
                >
                  {t('subscriptions.buy')}
                </Button>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
