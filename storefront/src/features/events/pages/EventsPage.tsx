import { Box, Button, Pagination, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Notice } from '../../../components/Notice';
import { useLocale, usePaths } from '../../../lib/locale';
import { EVENTS_PAGE_SIZE, eventsParamsOf, useEvents } from '../api/getEvents';
import { EventCard } from '../components/EventCard';

/** `/akce-a-vstupenky`: upcoming events (soonest first) and past ones (`?obdobi=probehle`). */
export function EventsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const [search, setSearch] = useSearchParams();
  const params = eventsParamsOf(locale, search);
  const query = useEvents(params);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / EVENTS_PAGE_SIZE));
  const base = paths('events');

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('events.title')}
      </Typography>
      <Tabs value={params.period} aria-label={t('events.periods')} sx={{ mb: 3 }}>
        <Tab value="upcoming" label={t('events.upcoming')} component={RouterLink} to={base} />
        <Tab value="past" label={t('events.past')} component={RouterLink} to={`${base}?obdobi=probehle`} />
      </Tabs>
      {query.isError ? (
        <Notice
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('events.retry')}
            </Button>
          }
        >
          {t('events.loadFailed')}
        </Notice>
      ) : query.isPending ? (
        <Box sx={grid}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={140} />
          ))}
        </Box>
      ) : query.data.data.length === 0 ? (
        <Notice severity="info">
          {params.period === 'past' ? t('events.emptyPast') : t('events.empty')}
        </Notice>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.data.map((event, i) => (
            <li key={event.uuid}>
              <EventCard
                event={event}
                to={paths('event', { uuid: event.uuid })}
                imagePriority={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={params.page}
            onChange={(_, next) => {
              const nextSearch = new URLSearchParams(search);
              if (next === 1) nextSearch.delete('strana');
              else nextSearch.set('strana', String(next));
              setSearch(nextSearch);
            }}
            color="primary"
          />
        </Box>
      )}
    </>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
} as const;

export default EventsPage;
