import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { PublicEventCategory } from '@tribuna/common/schemas/events';
import type { PublicSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import type { EventSeats } from '@tribuna/common/schemas/seating';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { SeatChart } from '../../../components/seating/SeatChart';
import { SeatChoicePanel } from '../../../components/seating/SeatChoicePanel';
import { statusesForSale } from '../../../components/seating/seatPlan';
import { bindOrder } from '../../../lib/currentOrder';
import { useLocale, usePaths } from '../../../lib/locale';
import { priceText } from '../../../lib/price';
import { useMySeasonSeats } from '../../../lib/seasonSeats';
import { useSeasonSeats } from '../api/getSeasonSeats';
import { useSeasonTicket } from '../api/getSeasonTickets';
import { orderSeasonTicket } from '../api/orderSeasonTicket';
import { RenewalOffer } from '../components/RenewalOffer';
import { SeasonFacts } from '../components/SeasonFacts';
import { storedSeasonHold, type StoredSeasonHold } from '../components/seasonHold';
import { useSeasonSeat } from '../components/useSeasonSeat';

/** Every seat of a season ticket costs the same: one colour for all of them. */
export const SEASON_SEAT_COLOUR = '#2e7d32';

/**
 * The chart's categories: each category key of the season's sections, all at the season ticket's
 * price (a seat is sold for the season, not by its category at one event).
 */
function seasonCategories(
  season: PublicSeasonTicket,
  seats: EventSeats,
  name: string,
): PublicEventCategory[] {
  const keys = new Set(
    seats.sections.flatMap((section) =>
      section.rows.flatMap((row) => row.seats.map((seat) => seat.category)),
    ),
  );
  return [...keys].map((key) => ({
    key,
    name,
    color: SEASON_SEAT_COLOUR,
    price: season.price?.amount ?? 0,
    currency: season.price?.currency ?? 'CZK',
    available: 0,
  }));
}

function SeasonSeatPicker({
  season,
  seats,
  initial,
}: {
  season: PublicSeasonTicket;
  seats: EventSeats;
  initial: StoredSeasonHold | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const pick = useSeasonSeat(season.uuid, seats, initial);
  const categories = useMemo(
    () => seasonCategories(season, seats, t('seasonTickets.seatName')),
    [season, seats, t],
  );
  // Only one legend entry: every seat of the season has the same price.
  const legend = categories.slice(0, 1);
  const statuses = useMemo(
    () => statusesForSale(pick.plan, pick.statuses, categories),
    [pick.plan, pick.statuses, categories],
  );
  const seat = pick.hold ? pick.plan.seats[pick.plan.indexOf.get(pick.hold.seatId) ?? -1] : undefined;
  const seatName = (place: { section: string; row: string; label: string }) =>
    t('seatChart.seatName', { section: place.section, row: place.row, seat: place.label });
  const order = useMutation({
    mutationFn: (hold: StoredSeasonHold) => orderSeasonTicket(season.uuid, hold.token, locale),
    onSuccess: (made) => {
      // The hold now belongs to the order: a later visit to the chart starts afresh.
      pick.forget();
      bindOrder(made);
      void navigate(paths('app-orderPage'));
    },
  });
  const eventNames = (uuids: string[]) =>
    season.events
      .filter((event) => uuids.includes(event.uuid))
      .map((event) => event.name)
      .join(', ');

  return (
    <SeatChoicePanel
      chart={
        <SeatChart
          plan={pick.plan}
          statuses={statuses}
          categories={categories}
          selected={pick.selected}
          onToggle={(id) => {
            if (!pick.busy) void pick.toggle(id);
          }}
        />
      }
      chartNote={t('seasonTickets.chartNote')}
      legend={legend}
      title={t('seasonTickets.selection')}
      notices={
        <>
          {pick.refused && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {pick.refused.eventUuids.length > 0
                ? t('seasonTickets.takenAt', { events: eventNames(pick.refused.eventUuids) })
                : t('seasonTickets.taken')}
            </Alert>
          )}
          {seat ? (
            <Box data-testid="season-seat">
              <Typography fontWeight={600}>{seatName(seat)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('seasonTickets.heldFor', { count: season.events.length })}
              </Typography>
              {season.price && (
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="season-total">
                  {priceText(t, season.price.amount, season.price.currency)}
                </Typography>
              )}
              <Button
                size="small"
                sx={{ mt: 1, ml: -1 }}
                disabled={pick.busy}
                onClick={() => void pick.toggle(seat.id)}
              >
                {t('seasonTickets.drop')}
              </Button>
            </Box>
          ) : (
            <Typography variant="body2">{t('seasonTickets.nothingSelected')}</Typography>
          )}
        </>
      }
      failure={order.isError ? t('seasonTickets.orderFailed') : null}
      continueLabel={t('seasonTickets.continue')}
      continueNote={t('seasonTickets.continueNote')}
      canContinue={!!pick.hold && !pick.busy && !order.isPending}
      onContinue={() => pick.hold && order.mutate(pick.hold)}
    />
  );
}

/**
 * `/app/permanentky/{uuid}`: a season ticket's matches and price, and its chart, where the buyer
 * picks one seat for the whole season; last season's holder may renew their kept seat instead.
 */
export function SeasonTicketOrderPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const locale = useLocale();
  const paths = usePaths();
  const season = useSeasonTicket(uuid, locale);
  // The hold the page started with names the buyer's seat on the first read of the chart.
  const initial = useMemo(() => storedSeasonHold(uuid), [uuid]);
  const seats = useSeasonSeats(uuid, locale, initial?.token ?? null);
  const mine = useMySeasonSeats(locale);
  const renewals = (mine.data?.renewals ?? []).filter((renewal) => renewal.seasonTicketUuid === uuid);
  const backToList = (
    <Button component={RouterLink} to={paths('seasonTickets')} color="inherit">
      {t('seasonTickets.backToList')}
    </Button>
  );

  if (season.isPending) return <Skeleton variant="rectangular" height={480} />;
  if (season.isError)
    return (
      <Notice
        severity="error"
        action={<Button onClick={() => void season.refetch()}>{t('seasonTickets.retry')}</Button>}
      >
        {t('seasonTickets.loadFailed')}
      </Notice>
    );
  if (!season.data)
    return (
      <Notice severity="info" action={backToList}>
        {t('seasonTickets.notFound')}
      </Notice>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageMeta title={season.data.name} description={t('seasonTickets.intro')} />
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {season.data.name}
        </Typography>
        <SeasonFacts season={season.data} />
      </Box>
      {renewals.map((renewal) => (
        <RenewalOffer key={renewal.holdToken} renewal={renewal} />
      ))}
      {!season.data.price ? (
        <Notice severity="info" action={backToList}>
          {t('seasonTickets.notSold')}
        </Notice>
      ) : seats.isPending ? (
        <Skeleton variant="rectangular" height={480} />
      ) : seats.isError ? (
        <Notice
          severity="error"
          action={<Button onClick={() => void seats.refetch()}>{t('seasonTickets.retry')}</Button>}
        >
          {t('seasonTickets.loadFailed')}
        </Notice>
      ) : (
        <SeasonSeatPicker season={season.data} seats={seats.data} initial={initial} />
      )}
    </Box>
  );
}

export default SeasonTicketOrderPage;
