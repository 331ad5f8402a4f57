import { Box, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { SeatStatus } from '@tribuna/common/schemas/seating';
import { isPickable, type ChartPlan } from '../../../components/seating/seatPlan';
import { useSeatDescription } from '../../../components/seating/seatDescription';

export interface SeatListModeProps {
  plan: ChartPlan;
  statuses: readonly SeatStatus[];
  categories: readonly PublicEventCategory[];
  selected: ReadonlySet<string>;
  onToggle(seatId: string): void;
}

/**
 * The chart as a form, for a keyboard and a screen reader: a section, a row, then the row's seats
 * as checkboxes whose names say everything the chart shows (wheelchair and companion places,
 * category, price, and whether the seat is free). Taken seats stay listed, disabled, so the row
 * reads as it is.
 */
export function SeatListMode({ plan, statuses, categories, selected, onToggle }: SeatListModeProps) {
  const { t } = useTranslation();
  const describe = useSeatDescription(categories);
  const [sectionIndex, setSectionIndex] = useState(0);
  const [rowIndex, setRowIndex] = useState(0);
  const section = plan.sections[sectionIndex] ?? plan.sections[0];
  const row = section?.rows[rowIndex] ?? section?.rows[0];
  const freeIn = (seats: number[]) => seats.filter((seat) => statuses[seat] === 'free').length;

  if (!section) return <Typography>{t('seatChart.noSeats')}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('seatChart.section')}
          value={sectionIndex}
          onChange={(event) => {
            setSectionIndex(Number(event.target.value));
            setRowIndex(0);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {plan.sections.map((option, index) => (
            <option key={option.key} value={index}>
              {t('seatChart.sectionOption', {
                name: option.name,
                count: freeIn(option.rows.flatMap((r) => r.seats)),
              })}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('seatChart.row')}
          value={rowIndex}
          onChange={(event) => setRowIndex(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {section.rows.map((option, index) => (
            <option key={option.label} value={index}>
              {t('seatChart.rowOption', { row: option.label, count: freeIn(option.seats) })}
            </option>
          ))}
        </TextField>
      </Stack>
      {row && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('seatChart.seatsInRow', { section: section.name, row: row.label })}
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {row.seats.map((index) => {
              const seat = plan.seats[index]!;
              const mine = selected.has(seat.id);
              const pickable = isPickable(statuses[index]);
              return (
                <FormControlLabel
                  key={seat.id}
                  disabled={!pickable && !mine}
                  control={<Checkbox checked={mine} onChange={() => onToggle(seat.id)} />}
                  label={describe(seat, statuses[index], mine)}
                />
              );
            })}
          </FormGroup>
        </Box>
      )}
    </Stack>
  );
}
