import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import { SeatLegend } from './SeatLegend';

export interface SeatChoicePanelProps {
  /** The chart (or the chart with its other modes): the wide column. */
  chart: ReactNode;
  /** The line under the chart; `chartNoteAlarm` draws it as an error (the live feed lost). */
  chartNote: string;
  chartNoteAlarm?: boolean;
  legend: readonly PublicEventCategory[];
  /** A box of its own between the legend and the selection (the best available seats). */
  tools?: ReactNode;
  /** The selection's heading. */
  title: string;
  /** What changes without the buyer's doing (a seat taken meanwhile, a hold lapsed): read out as it appears. */
  notices: ReactNode;
  /** The chosen seats and what goes with them, between the notices and the continue button. */
  children?: ReactNode;
  /** Why the order could not be made, once it failed. */
  failure: string | null;
  continueLabel: string;
  continueNote: string;
  canContinue: boolean;
  onContinue(): void;
}

/**
 * The page where a buyer picks seats on the chart: the chart beside a column with the legend and
 * the chosen seats, ending with the button that makes the order (below the chart on a phone).
 */
export function SeatChoicePanel({
  chart,
  chartNote,
  chartNoteAlarm = false,
  legend,
  tools,
  title,
  notices,
  children,
  failure,
  continueLabel,
  continueNote,
  canContinue,
  onContinue,
}: SeatChoicePanelProps) {
  const titleId = useId();
  const noteId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {chart}
        <Typography
          variant="caption"
          color={chartNoteAlarm ? 'error.main' : 'text.secondary'}
          component="p"
          sx={{ mt: 1 }}
        >
          {chartNote}
        </Typography>
      </Box>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SeatLegend categories={legend} />
        </Paper>
        {tools && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            {tools}
          </Paper>
        )}
        <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={titleId}>
          <Typography id={titleId} variant="subtitle1" component="h2" gutterBottom>
            {title}
          </Typography>
          <Box aria-live="polite">{notices}</Box>
          {children}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <Button
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            disabled={!canContinue}
            aria-describedby={noteId}
            onClick={onContinue}
          >
            {continueLabel}
          </Button>
          <Typography id={noteId} variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {continueNote}
          </Typography>
        </Paper>
      </Stack>
    </Box>
  );
}
