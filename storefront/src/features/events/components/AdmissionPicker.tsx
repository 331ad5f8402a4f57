import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, Button, Divider, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tribuna/common/money';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { isSold, priceText } from '../../../lib/price';

/** The most tickets one order takes (an order holds at most 50 lines, one a ticket). */
export const ADMISSION_ORDER_LIMIT = 10;

/**
 * General admission: how many tickets of each category, with the running total. Each category's
 * count goes from 0 to what is left of it (at most the order limit in all); the buttons and the
 * number field are labelled with the category, so a screen reader says what changes.
 */
export function AdmissionPicker({
  event,
  busy,
  failed,
  onOrder,
}: {
  event: PublicEvent;
  busy: boolean;
  failed: boolean;
  onOrder: (counts: { category: string; count: number }[]) => void;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const chosen = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = event.categories.reduce((sum, c) => sum + c.price * (counts[c.key] ?? 0), 0);
  const maxOf = (key: string, available: number) =>
    Math.min(available, (counts[key] ?? 0) + ADMISSION_ORDER_LIMIT - chosen);
  const set = (key: string, value: number, max: number) =>
    setCounts((now) => ({ ...now, [key]: Math.max(0, Math.min(max, Number.isFinite(value) ? value : 0)) }));

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2, maxWidth: 560 }}
      aria-labelledby="admission-title"
    >
      <Typography id="admission-title" variant="h6" component="h2" gutterBottom>
        {t('admission.title')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {event.categories.map((category) => {
          const count = counts[category.key] ?? 0;
          const max = maxOf(category.key, category.available);
          const inputId = `admission-${category.key}`;
          return (
            <Stack
              component="li"
              key={category.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              alignItems={{ sm: 'center' }}
            >
              <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: category.color, flexShrink: 0 }}
                />
                <Box>
                  <Typography fontWeight={600}>{category.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {isSold(category.price)
                      ? `${formatMoney(category.price, category.currency)} · ${
                          category.available > 0
                            ? t('events.available', { count: category.available })
                            : t('admission.soldOut')
                        }`
                      : priceText(t, category.price, category.currency)}
                  </Typography>
                </Box>
              </Box>
              <Stack direction="row" alignItems="center" spacing={0.5}>
                <IconButton
                  aria-label={t('admission.less', { category: category.name })}
                  disabled={count === 0 || busy}
                  onClick={() => set(category.key, count - 1, max)}
                >
                  <RemoveIcon />
                </IconButton>
                <TextField
                  id={inputId}
                  type="number"
                  size="small"
                  value={count}
                  disabled={category.available === 0 || busy}
                  onChange={(e) => set(category.key, Number.parseInt(e.target.value, 10), max)}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max,
                      inputMode: 'numeric',
                      'aria-label': t('admission.quantity', { category: category.name }),
                      style: { textAlign: 'center', width: '3.5em' },
                    },
                  }}
                />
                <IconButton
                  aria-label={t('admission.more', { category: category.name })}
                  disabled={count >= max || busy}
                  onClick={() => set(category.key, count + 1, max)}
                >
                  <AddIcon />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('admission.limit', { count: ADMISSION_ORDER_LIMIT })}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" justifyContent="space-between" aria-live="polite">
        <Typography fontWeight={600}>{t('seatChart.total')}</Typography>
        <Typography fontWeight={600} data-testid="admission-total">
          {formatMoney(total, event.currency)}
        </Typography>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('seatChart.orderFailed')}
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={chosen === 0 || busy}
        aria-describedby="admission-continue-note"
        onClick={() =>
          onOrder(
            Object.entries(counts)
              .filter(([, count]) => count > 0)
              .map(([category, count]) => ({ category, count })),
          )
        }
      >
        {t('seatChart.continue')}
      </Button>
      <Typography
        id="admission-continue-note"
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1 }}
      >
        {chosen === 0 ? t('admission.nothingChosen') : t('admission.continueNote')}
      </Typography>
    </Paper>
  );
}
