import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  Title,
  useBasename,
  useDataProvider,
  useLocaleState,
  useParams,
  useRequireAccess,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { ticketReviewPath } from '../adminPaths';
import type { AdminDataProvider } from '../providers/dataProvider';
import { GateScreen } from './gate/GateScreen';

/** `/admin/kontrola-vstupenek`: the events whose tickets may be checked now, to choose from. */
function EventChoice() {
  const translate = useTranslate();
  const basename = useBasename();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: ['tickets', 'gateEvents', locale],
    queryFn: () => dataProvider.gateEvents(),
  });
  if (isPending) return <LinearProgress aria-label={translate('admin.ticketReview.loading')} />;
  if (!data || data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <EventBusyIcon sx={{ fontSize: 64 }} aria-hidden />
        <Typography component="p" variant="h6" sx={{ mt: 2 }}>
          {translate('admin.ticketReview.empty')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('admin.ticketReview.emptyHint')}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      <Typography>{translate('admin.ticketReview.chooseEvent')}</Typography>
      <List>
        {/* A list's children are its items (axe `list`): each link sits in one. */}
        {data.map((event) => (
          <ListItem key={event.uuid} disablePadding divider>
            <ListItemButton component={Link} to={`${basename}${ticketReviewPath('cs')}/${event.uuid}`}>
              <ListItemText
                primary={event.name}
                secondary={`${formatDateTime(event.startsAt)}, ${event.venue} · ${translate(
                  'admin.ticketReview.counters',
                  event.counters,
                )}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * Ticket review (`/admin/kontrola-vstupenek`, Slovak `kontrola-vstupeniek`): without an event the
 * events to choose from, with one (`/{uuid}`) its gate.
 */
export default function TicketReviewPage() {
  const { uuid } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  // Like a resource's list: without the permission react-admin shows its access-denied page.
  const { isPending } = useRequireAccess({ resource: 'tickets', action: 'check' });
  if (isPending) return null;

  const title = translate('admin.ticketReview.menu');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        {uuid ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <Link to={`${basename}${ticketReviewPath('cs')}`}>{translate('admin.ticketReview.back')}</Link>
            </Typography>
            <GateScreen key={uuid} eventUuid={uuid} />
          </>
        ) : (
          <>
            <Typography component="h2" variant="h5" gutterBottom>
              {title}
            </Typography>
            <EventChoice />
          </>
        )}
      </CardContent>
    </Card>
  );
}
