import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '@tribuna/common/dates';
import type { AdminSeasonSeat, AdminSeasonTicket } from '@tribuna/common/schemas/seasonTickets';
import { RecordTable } from '../layout/RecordTable';
import { Section } from '../layout/Section';
import type { AdminDataProvider } from '../providers/dataProvider';

const key = (name: string) => `resources.season-tickets.holders.${name}`;

/** Who holds which seat of the season, the events each gave their seat up for, and seats kept for renewal. */
export function SeasonTicketHolders({ season }: { season: AdminSeasonTicket }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const seats = useQuery({
    queryKey: ['season-tickets', 'seats', season.uuid],
    queryFn: () => dataProvider.seasonTicketSeats(season.uuid),
  });
  const seatName = (seat: { sectionName: string; row: string; label: string }) =>
    translate(key('seatName'), { section: seat.sectionName, row: seat.row, seat: seat.label });
  const eventName = (uuid: string) => season.events.find((event) => event.uuid === uuid)?.name.cs ?? uuid;

  return (
    <Section title={translate(key('title'))}>
      {seats.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : seats.isError ? (
        <Typography color="error">{translate('apiError.errorFallback')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, overflowX: 'auto' }}>
          {seats.data.data.length === 0 ? (
            <Typography color="text.secondary">{translate(key('empty'))}</Typography>
          ) : (
            <RecordTable<AdminSeasonSeat>
              label={translate(key('title'))}
              rows={seats.data.data}
              rowKey={(seat) => seat.uuid}
              columns={[
                { label: translate(key('seat')), cell: seatName },
                { label: translate(key('holder')), cell: (seat) => seat.email ?? seat.userUuid },
                {
                  label: translate(key('order')),
                  cell: (seat) => (
                    <Link
                      component={RouterLink}
                      to={createPath({ resource: 'orders', type: 'show', id: seat.orderUuid })}
                    >
                      {seat.orderUuid.slice(0, 8)}
                    </Link>
                  ),
                },
                {
                  label: translate(key('status')),
                  cell: (seat) => translate(key(`statuses.${seat.status}`)),
                },
                {
                  label: translate(key('released')),
                  cell: (seat) => seat.releasedEventUuids.map(eventName).join(', '),
                },
              ]}
            />
          )}
          {seats.data.keptForRenewal.length > 0 && (
            <RecordTable
              label={translate(key('kept'))}
              rows={seats.data.keptForRenewal}
              rowKey={(seat) => seat.seatId}
              columns={[
                { label: translate(key('kept')), cell: seatName },
                { label: translate(key('holder')), cell: (seat) => seat.userUuid },
                {
                  label: translate('resources.season-tickets.fields.priorityUntil'),
                  cell: (seat) => translate(key('keptUntil'), { date: formatDateTime(seat.until) }),
                },
              ]}
            />
          )}
        </Box>
      )}
    </Section>
  );
}
