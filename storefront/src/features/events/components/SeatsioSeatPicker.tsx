import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { SeatsioSeatingChart, type SeatingChart } from '@seatsio/seatsio-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '@tribuna/common/money';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { PublicConfig } from '@tribuna/common/schemas/publicConfig';
import { storeHoldToken, type StoredHoldToken } from '../../../lib/holdToken';
import { useLocale, usePaths } from '../../../lib/locale';
import { bindHeldOrder } from '../../../lib/orderHold';
import { createHoldToken } from '../api/holdTokens';
import { orderTickets } from '../api/orderTickets';
import { holdSeats, releaseSeats } from '../api/seatActions';
import { SelectedSeats } from './SelectedSeats';
import { chosenSeat, totalOfSeats, withSeat, type ChartObject, type ChosenSeat } from './seatsioSeats';
import { isSold } from '../../../lib/price';

/**
 * The seat picker when seats.io is the seat map (loaded only then: the native path does not carry
 * @seatsio/seatsio-react). The chart shows the buyer's hold token's seats as chosen; choosing and
 * unchoosing go through our API (`holdOnSelect: false`), which holds them in seats.io with the same
 * token, and the held seats become the order as on the native chart. Seats the token held already
 * (a reload) are listed once the chart has drawn them; a seat our API refuses is unchosen again.
 */
export function SeatsioSeatPicker({
  event,
  seatsio,
  initialToken,
}: {
  event: PublicEvent;
  seatsio: NonNullable<PublicConfig['seatsio']>;
  initialToken: StoredHoldToken | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const paths = usePaths();
  const [chosen, setChosen] = useState<ChosenSeat[]>([]);
  const [refused, setRefused] = useState(false);
  const chart = useRef<SeatingChart | null>(null);
  // The chart needs the token before it renders: the one the page started with, or a new one.
  const token = useQuery({
    queryKey: ['holdToken', initialToken?.holdToken ?? null],
    queryFn: async (): Promise<StoredHoldToken> => {
      if (initialToken) return initialToken;
      const created = await createHoldToken();
      const stored = { holdToken: created.holdToken, expiresAt: created.expiresAt };
      storeHoldToken(stored);
      return stored;
    },
    staleTime: Infinity,
  });
  const order = useMutation({
    mutationFn: (hold: StoredHoldToken) => orderTickets(event.uuid, hold.holdToken, event.currency),
    onSuccess: (made, hold) => {
      bindHeldOrder(made, hold);
      void navigate(paths('app-orderPage'));
    },
  });
  const total = totalOfSeats(chosen, event.categories);
  const hold = token.data;
  const name = (seat: ChosenSeat) =>
    seat.section && seat.row
      ? t('seatChart.seatName', { section: seat.section, row: seat.row, seat: seat.seat })
      : seat.id;

  if (!hold) return token.isError ? <Alert severity="error">{t('events.loadFailed')}</Alert> : null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
      <Box sx={{ flex: 1, minHeight: 400, minWidth: 0 }} data-testid="seatsio-chart">
        <SeatsioSeatingChart
          workspaceKey={seatsio.workspaceKey}
          event={event.seatsioEventKey}
          region={seatsio.region}
          chartJsUrl={seatsio.chartJsUrl}
          session="manual"
          holdToken={hold.holdToken}
          holdOnSelect={false}
          language={locale}
          pricing={event.categories
            .filter((c) => isSold(c.price))
            .map((c) => ({ category: c.key, price: c.price / 100 }))}
          // A category without a price in the visitor's currency is not sold to them.
          unavailableCategories={event.categories.filter((c) => !isSold(c.price)).map((c) => c.key)}
          priceFormatter={(amount: number) => formatMoney(Math.round(amount * 100), event.currency)}
          onRenderStarted={(started) => {
            chart.current = started as SeatingChart;
          }}
          onChartRendered={(rendered) => {
            // The token's seats from before (a reload): the chart shows them chosen, the list too.
            void rendered.listSelectedObjects().then((objects) => {
              setChosen(objects.map((object) => chosenSeat(object as ChartObject)));
            });
          }}
          onObjectSelected={(object) => {
            const seat = chosenSeat(object as ChartObject);
            setRefused(false);
            holdSeats(event.uuid, hold.holdToken, [seat.id]).then(
              () => setChosen((now) => withSeat(now, seat)),
              () => {
                setRefused(true);
                void chart.current?.deselectObjects([seat.id]);
              },
            );
          }}
          onObjectDeselected={(object) => {
            const id = object.label;
            void releaseSeats(event.uuid, hold.holdToken, [id]).finally(() =>
              setChosen((now) => now.filter((s) => s.id !== id)),
            );
          }}
        />
      </Box>
      <Paper
        component="section"
        variant="outlined"
        sx={{ p: 2, width: { md: 320 } }}
        aria-labelledby="seatsio-selection"
      >
        <Typography id="seatsio-selection" variant="subtitle1" component="h2" gutterBottom>
          {t('seatChart.selection')}
        </Typography>
        <Box aria-live="polite">
          {(refused || order.isError) && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {t('seatChart.orderFailed')}
            </Alert>
          )}
        </Box>
        <SelectedSeats
          seats={chosen.map((seat) => ({ id: seat.id, name: name(seat), category: seat.category }))}
          event={event}
          total={total}
          holdExpiresAt={hold.expiresAt}
          onRemove={(id) => void chart.current?.deselectObjects([id])}
        />
        <Button
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          disabled={chosen.length === 0 || order.isPending}
          onClick={() => order.mutate(hold)}
        >
          {t('seatChart.continue')}
        </Button>
      </Paper>
    </Stack>
  );
}

export default SeatsioSeatPicker;
