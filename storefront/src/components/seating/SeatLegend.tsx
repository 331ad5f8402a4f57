import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import { priceText } from '../../lib/price';

const Swatch = ({ color, ring }: { color: string; ring?: boolean }) => (
  <Box
    aria-hidden
    sx={{
      width: 16,
      height: 16,
      borderRadius: '50%',
      bgcolor: color,
      flexShrink: 0,
      border: ring ? '3px solid #111' : undefined,
    }}
  />
);

/** The chart's colours: each category with its price in the visitor's currency, taken and yours. */
export function SeatLegend({ categories }: { categories: readonly PublicEventCategory[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="seat-legend">
      <Typography id="seat-legend" variant="subtitle1" component="h2" gutterBottom>
        {t('seatChart.legend')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {categories.map((category) => (
          <Stack component="li" key={category.key} direction="row" spacing={1} alignItems="center">
            <Swatch color={category.color} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {category.name}
            </Typography>
            <Typography variant="body2" fontWeight={600}>
              {priceText(t, category.price, category.currency)}
            </Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" spacing={1} alignItems="center">
          <Swatch color="#c4c4c4" />
          <Typography variant="body2">{t('seatChart.taken')}</Typography>
        </Stack>
        <Stack component="li" direction="row" spacing={1} alignItems="center">
          <Swatch color="#fff" ring />
          <Typography variant="body2">{t('seatChart.yours')}</Typography>
        </Stack>
        <Stack component="li" direction="row" spacing={1} alignItems="center">
          <Typography aria-hidden variant="body2" sx={{ width: 16, textAlign: 'center' }}>
            ♿
          </Typography>
          <Typography variant="body2">{t('seatChart.wheelchair')}</Typography>
        </Stack>
        <Stack component="li" direction="row" spacing={1} alignItems="center">
          <Typography aria-hidden variant="body2" sx={{ width: 16, textAlign: 'center' }}>
            +
          </Typography>
          <Typography variant="body2">{t('seatChart.companion')}</Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
