import { Box, Typography } from '@mui/material';
import { intlLocaleOf, isLanguage } from '@tribuna/common/languages';
import { useId } from 'react';
import { useLocaleState } from 'react-admin';

export interface Figure {
  /** Names the figure for tests and styles (`data-figure`). */
  name: string;
  label: string;
  value: number;
}

/** Live counts as a list of labelled figures under a heading, two a row on a phone, four wider. */
export function FigureGrid({ label, figures }: { label: string; figures: Figure[] }) {
  const [locale] = useLocaleState();
  const numbers = new Intl.NumberFormat(isLanguage(locale) ? intlLocaleOf[locale] : intlLocaleOf.cs);
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" gutterBottom>
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.name} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={figure.name}>
              {numbers.format(figure.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
