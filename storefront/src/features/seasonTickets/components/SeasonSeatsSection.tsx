import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { SeasonSeat } from '@tribuna/common/schemas/seasonTickets';
import { Notice } from '../../../components/Notice';
import { ReleaseSeasonEventDialog } from '../../../components/ReleaseSeasonEventDialog';
import { useLocale, usePaths } from '../../../lib/locale';
import { useMySeasonSeats, useReleaseSeasonEvent, type SeasonRelease } from '../../../lib/seasonSeats';
import { RenewalOffer } from './RenewalOffer';

type EventStatus = SeasonSeat['events'][number]['status'];
const chipColour: Record<EventStatus, 'success' | 'default'> = {
  valid: 'success',
  used: 'default',
  released: 'default',
  passedOn: 'default',
  voided: 'default',
};

/**
 * The account's season seats ("Permanentky"): each seat with every match of its season and its
 * state there; a holder who cannot come releases the seat for that match only (after confirming),
 * and during a renewal window last season's seat waits here to be renewed.
 */
export function SeasonSeatsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const mine = useMySeasonSeats(locale);
  const [releasing, setReleasing] = useState<SeasonRelease | null>(null);
  const release = useReleaseSeasonEvent(() => setReleasing(null));

  const id = 'account-season-seats';
  const data = mine.data;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {t('seasonTickets.account.title')}
      </Typography>
      {mine.isPending ? (
        <Skeleton variant="rounded" height={120} role="status" aria-label={t('common.loading')} />
      ) : mine.isError || !data ? (
        <Notice
          severity="error"
          action={<Button onClick={() => void mine.refetch()}>{t('seasonTickets.retry')}</Button>}
        >
          {t('seasonTickets.loadFailed')}
        </Notice>
      ) : (
        <Stack spacing={2}>
          {data.renewals.map((renewal) => (
            <RenewalOffer key={renewal.holdToken} renewal={renewal} />
          ))}
          {data.seats.length === 0 && data.renewals.length === 0 && (
            <Box>
              <Typography sx={{ mb: 2 }}>{t('seasonTickets.account.empty')}</Typography>
              <Button component={RouterLink} to={paths('seasonTickets')} variant="outlined">
                {t('seasonTickets.account.browse')}
              </Button>
            </Box>
          )}
          {data.seats.map((seat) => (
            <Box
              key={seat.uuid}
              component="article"
              aria-labelledby={`season-seat-${seat.uuid}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
            >
              <Typography
                id={`season-seat-${seat.uuid}`}
                component="h3"
                variant="subtitle1"
                fontWeight="bold"
              >
                {seat.name}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('seasonTickets.account.seat')}:{' '}
                {t('seatChart.seatName', { section: seat.sectionName, row: seat.row, seat: seat.label })}
              </Typography>
              {seat.status === 'refunded' ? (
                <Typography variant="body2" color="text.secondary">
                  {t('seasonTickets.account.refunded')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {seat.events.map((event) => (
                    <Stack
                      component="li"
                      key={event.eventUuid}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      alignItems={{ xs: 'flex-start', sm: 'center' }}
                      sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
                      aria-label={event.name}
                    >
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <Typography variant="body2" fontWeight={600}>
                          {event.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formatDateTime(event.startsAt)}
                        </Typography>
                      </Box>
                      <Chip
                        size="small"
                        color={chipColour[event.status]}
                        label={t(`seasonTickets.account.status.${event.status}`)}
                      />
                      {event.releasable && (
                        <Button
                          size="small"
                          aria-label={t('seasonTickets.account.releaseLabel', { event: event.name })}
                          onClick={() =>
                            setReleasing({
                              seasonSeatUuid: seat.uuid,
                              eventUuid: event.eventUuid,
                              name: event.name,
                            })
                          }
                        >
                          {t('seasonTickets.account.release')}
                        </Button>
                      )}
                    </Stack>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <ReleaseSeasonEventDialog
        event={releasing?.name ?? null}
        busy={release.isPending}
        onClose={() => setReleasing(null)}
        onConfirm={() => releasing && release.mutate(releasing)}
      />
    </Paper>
  );
}
