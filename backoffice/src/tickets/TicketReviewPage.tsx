import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link, Title, useBasename, useParams, useRequireAccess, useTranslate } from 'react-admin';
import { ticketReviewPath } from '../adminPaths';

/**
 * Ticket review (`/admin/kontrola-vstupenek`, and `/{uuid}` for one event). Events and tickets do
 * not exist in Tribuna yet, so the page says so instead of showing anything made up.
 */
export default function TicketReviewPage() {
  const { uuid } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  // Like a resource's list: without the permission react-admin shows its access-denied page.
  const { isPending } = useRequireAccess({ resource: 'tickets', action: 'list' });
  if (isPending) return null;

  const title = translate('admin.ticketReview.menu');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <EventBusyIcon sx={{ fontSize: 64 }} aria-hidden />
          <Typography component="p" variant="h6" sx={{ mt: 2 }}>
            {translate(uuid ? 'admin.ticketReview.unknownEvent' : 'admin.ticketReview.empty')}
          </Typography>
          {uuid ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link to={`${basename}${ticketReviewPath('cs')}`}>{translate('admin.ticketReview.back')}</Link>
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('admin.ticketReview.emptyHint')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
