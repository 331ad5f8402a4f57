import { Alert, Box, Button, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { Notice } from '../../../components/Notice';
import { bindOrder } from '../../../lib/currentOrder';
import { bindHeldOrder } from '../../../lib/orderHold';
import { useLocale, usePaths } from '../../../lib/locale';
import { publicConfigQuery } from '../../../lib/publicConfig';
import type { StoredHoldToken } from '../../../lib/holdToken';
import { useStoredWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { useEvent } from '../api/getEvent';
import { useEventSeats } from '../api/getEventSeats';
import { orderAdmissions, orderTickets } from '../api/orderTickets';
import { useSeatStream } from '../api/useSeatStream';
import { AdmissionPicker } from '../components/AdmissionPicker';
import { BestAvailable } from '../components/BestAvailable';
import { HoldCountdown } from '../components/HoldCountdown';
import { SeatChart } from '../../../components/seating/SeatChart';
import { SeatChoicePanel } from '../../../components/seating/SeatChoicePanel';
import { SeatListMode } from '../components/SeatListMode';
import { SelectedSeats } from '../components/SelectedSeats';
import { statusesForSale, totalOf } from '../../../components/seating/seatPlan';
import { startingHoldToken, useSeatSelection } from '../components/useSeatSelection';

// seats.io's chart only when it is the seat map: the native path does not load it.
const SeatsioSeatPicker = lazy(() => import('../components/SeatsioSeatPicker'));

function SeatPicker({
  event,
  seats,
  initialToken,
  passExpiresAt,
}: {
  event: PublicEvent;
  seats: EventSeats;
  initialToken: StoredHoldToken | null;
  /** When the waiting room's pass lapses unless a hold extends it (events with a room). */
  passExpiresAt: string | null;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'chart' | 'list'>('chart');
  const selection = useSeatSelection(event.uuid, seats, initialToken);
  const live = useSeatStream(event.uuid, true, selection.applyNews);
  const { plan, selected, categories } = { ...selection, categories: event.categories };
  const statuses = useMemo(
    () => statusesForSale(plan, selection.statuses, categories),
    [plan, selection.statuses, categories],
  );
  // The chart and the list show the same seats and pick them the same way.
  const view = { plan, statuses, categories, selected, onToggle: selection.toggle };
  const total = totalOf(plan, categories, selected);
  const chosen = plan.seats.filter((seat) => selected.has(seat.id));
  const navigate = useNavigate();
  const paths = usePaths();
  // The held seats become an order (bound as the current one), paid on the cart page.
  const order = useMutation({
    mutationFn: (hold: StoredHoldToken) => orderTickets(event.uuid, hold.holdToken, event.currency),
    onSuccess: (made, hold) => {
      bindHeldOrder(made, hold);
      void navigate(paths('app-orderPage'));
    },
  });

  return (
    <SeatChoicePanel
      chart={
        <>
          <Tabs
            value={mode}
            onChange={(_, next: 'chart' | 'list') => setMode(next)}
            aria-label={t('seatChart.modes')}
            sx={{ mb: 1 }}
          >
            <Tab
              value="chart"
              label={t('seatChart.chartMode')}
              id="seat-tab-chart"
              aria-controls="seat-panel"
            />
            <Tab value="list" label={t('seatChart.listMode')} id="seat-tab-list" aria-controls="seat-panel" />
          </Tabs>
          <Box id="seat-panel" role="tabpanel" aria-labelledby={`seat-tab-${mode}`}>
            {mode === 'chart' ? <SeatChart {...view} /> : <SeatListMode {...view} />}
          </Box>
        </>
      }
      chartNote={live ? t('seatChart.live') : t('seatChart.liveLost')}
      chartNoteAlarm={!live}
      legend={categories}
      tools={<BestAvailable categories={categories} busy={selection.busy} onPick={selection.bestAvailable} />}
      title={t('seatChart.selection')}
      notices={
        <>
          {selection.taken.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('seatChart.seatsTaken', {
                seats: selection.taken
                  .map((id) => plan.seats[plan.indexOf.get(id) ?? -1])
                  .map((seat) =>
                    seat
                      ? t('seatChart.seatName', { section: seat.section, row: seat.row, seat: seat.label })
                      : '',
                  )
                  .filter(Boolean)
                  .join('; '),
              })}
            </Alert>
          )}
          {selection.expired && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('seatChart.holdExpired')}
            </Alert>
          )}
        </>
      }
      failure={order.isError ? t('seatChart.orderFailed') : null}
      continueLabel={t('seatChart.continue')}
      continueNote={t('seatChart.continueNote')}
      canContinue={!!selection.holdToken && chosen.length > 0 && !selection.busy && !order.isPending}
      onContinue={() => selection.holdToken && order.mutate(selection.holdToken)}
    >
      <SelectedSeats
        seats={chosen.map((seat) => ({
          id: seat.id,
          name: t('seatChart.seatName', { section: seat.section, row: seat.row, seat: seat.label }),
          category: seat.category,
        }))}
        event={event}
        total={total}
        holdExpiresAt={selection.holdToken?.expiresAt ?? null}
        onRemove={(id) => selection.toggle(id)}
        removeDisabled={selection.busy}
      />
      {passExpiresAt && <HoldCountdown expiresAt={passExpiresAt} text="waitingRoom.passLeft" />}
    </SeatChoicePanel>
  );
}

/** General admission: counts per category become an order (bound as the current one), paid on the cart page. */
function AdmissionOrder({ event }: { event: PublicEvent }) {
  const navigate = useNavigate();
  const paths = usePaths();
  const order = useMutation({
    mutationFn: (counts: { category: string; count: number }[]) =>
      orderAdmissions(event.uuid, counts, event.currency),
    onSuccess: (made) => {
      bindOrder(made);
      void navigate(paths('app-orderPage'));
    },
  });
  return (
    <AdmissionPicker
      event={event}
      busy={order.isPending}
      failed={order.isError}
      onOrder={(counts) => order.mutate(counts)}
    />
  );
}

/**
 * `/app/akce-a-vstupenky/{uuid}/objednavka`: choosing seats for an event on the chart or the list,
 * or how many tickets of each category for general admission.
 */
export function TicketOrderPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const locale = useLocale();
  const paths = usePaths();
  const config = useQuery(publicConfigQuery);
  const event = useEvent(uuid, locale);
  // The token the page started with names the seats already held; later tokens do not reload the plan.
  const initialToken = useMemo(
    () => (config.data ? startingHoldToken(config.data.minimumHoldValidityMinutes) : null),
    [config.data],
  );
  const onSale = event.data?.availability === 'onSale' || event.data?.availability === 'presale';
  const seats = useEventSeats(
    uuid,
    locale,
    initialToken?.holdToken ?? null,
    !!config.data && config.data.seatMapProvider === 'native' && !!event.data?.seated && onSale,
  );
  const seatsio = config.data?.seatMapProvider === 'seatsio' ? config.data.seatsio : null;
  // An event with a waiting room sells only to visitors it let in: without a pass, the room first.
  const roomPlace = useStoredWaitingRoomPlace(uuid);

  if (event.isPending || config.isPending) return <Skeleton variant="rectangular" height={480} />;
  if (event.isError) return <Notice severity="error">{t('events.loadFailed')}</Notice>;
  if (!event.data) return <Notice severity="info">{t('events.notFound')}</Notice>;
  if (event.data.waitingRoom && !roomPlace?.pass)
    return <Navigate to={paths('app-waitingRoom', { uuid })} replace />;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom lang={event.data.language}>
        {event.data.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {formatDateTime(event.data.startsAt)} · {event.data.venue}
      </Typography>
      {!onSale ? (
        <Notice
          severity="info"
          action={
            <Button component={RouterLink} to={paths('event', { uuid })} color="inherit">
              {t('events.detail')}
            </Button>
          }
        >
          {t('seatChart.notOnSale')}
        </Notice>
      ) : !event.data.seated ? (
        <AdmissionOrder event={event.data} />
      ) : seatsio ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={480} />}>
          <SeatsioSeatPicker event={event.data} seatsio={seatsio} initialToken={initialToken} />
        </Suspense>
      ) : seats.isPending ? (
        <Skeleton variant="rectangular" height={480} />
      ) : seats.isError ? (
        <Notice
          severity="error"
          action={<Button onClick={() => void seats.refetch()}>{t('events.retry')}</Button>}
        >
          {t('events.loadFailed')}
        </Notice>
      ) : (
        <SeatPicker
          event={event.data}
          seats={seats.data}
          initialToken={initialToken}
          passExpiresAt={event.data.waitingRoom ? (roomPlace?.passExpiresAt ?? null) : null}
        />
      )}
    </>
  );
}

export default TicketOrderPage;
