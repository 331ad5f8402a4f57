import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BEST_AVAILABLE } from '@tribuna/common/schemas/seating';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';

/** "Best available N": the server picks adjacent seats of a category closest to the stage. */
export function BestAvailable({
  categories,
  busy,
  onPick,
}: {
  categories: readonly PublicEventCategory[];
  busy: boolean;
  onPick(number: number, category: string): void;
}) {
  const { t } = useTranslation();
  const offered = categories.filter((category) => category.available > 0);
  const [category, setCategory] = useState(offered[0]?.key ?? '');
  const [number, setNumber] = useState(2);
  if (offered.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="best-available" spacing={1.5}>
      <Typography id="best-available" variant="subtitle1" component="h2">
        {t('seatChart.bestAvailable')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('seatChart.bestCategory')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ flexGrow: 1 }}
        >
          {offered.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('seatChart.bestNumber')}
          value={number}
          onChange={(event) => setNumber(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ width: 110 }}
        >
          {Array.from({ length: MAX_BEST_AVAILABLE }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </TextField>
      </Stack>
      <Button variant="outlined" disabled={busy || !category} onClick={() => onPick(number, category)}>
        {t('seatChart.bestButton', { count: number })}
      </Button>
    </Stack>
  );
}
