import { Box, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSeasonTickets } from '../api/getSeasonTickets';
import { SeasonFacts } from '../components/SeasonFacts';

/** `/permanentky`: the season tickets on sale, each with its price, matches and a way to its chart. */
export function SeasonTicketsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const list = useSeasonTickets(locale);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900, mx: 'auto' }}>
      <PageMeta title={t('seasonTickets.title')} description={t('seasonTickets.intro')} />
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('seasonTickets.title')}
        </Typography>
        <Typography color="text.secondary">{t('seasonTickets.intro')}</Typography>
      </Box>
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} role="status" aria-label={t('common.loading')} />
      ) : list.isError ? (
        <Notice
          severity="error"
          action={<Button onClick={() => void list.refetch()}>{t('seasonTickets.retry')}</Button>}
        >
          {t('seasonTickets.loadFailed')}
        </Notice>
      ) : list.data.data.length === 0 ? (
        <Notice severity="info">{t('seasonTickets.empty')}</Notice>
      ) : (
        list.data.data.map((season) => (
          <Card
            key={season.uuid}
            component="article"
            variant="outlined"
            aria-labelledby={`season-${season.uuid}`}
          >
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id={`season-${season.uuid}`} variant="h5" component="h2">
                {season.name}
              </Typography>
              {/* The text is sanitised on the server before it is stored. */}
              <Box
                sx={{ typography: 'body2', color: 'text.secondary', '& p': { m: 0 } }}
                dangerouslySetInnerHTML={{ __html: season.text }}
              />
              <SeasonFacts season={season} />
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                component={RouterLink}
                to={paths('app-seasonTicketOrder', { uuid: season.uuid })}
                variant="contained"
                disabled={!season.price}
              >
                {t('seasonTickets.pickSeat')}
              </Button>
            </CardActions>
          </Card>
        ))
      )}
    </Box>
  );
}

export default SeasonTicketsPage;
