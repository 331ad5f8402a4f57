import {
  Box,
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicEvent } from '@tribuna/common/schemas/events';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { WaitlistJoin } from '../../../components/waitlist/WaitlistJoin';
import { useLocale, usePaths } from '../../../lib/locale';
import { useStoredWaitingRoomPlace } from '../../../lib/waitingRoomPlace';
import { useEvent } from '../api/getEvent';
import { AvailabilityChip, isBuyable, PriceFrom } from '../components/EventFacts';
import { priceText } from '../../../lib/price';

const roomSales: readonly PublicEvent['availability'][] = ['notYetOnSale', 'presale', 'onSale'];

/**
 * Where the event's sale goes from its page: the seats, or first the waiting room of an event
 * with one (from its opening, before the sale's start and while it lets buyers in) unless the
 * visitor was let in already. A closed room lets nobody else in.
 */
function saleStep(event: PublicEvent, roomPass: string | null): 'seats' | 'room' | 'none' {
  const room = event.waitingRoom;
  if (!room) return isBuyable(event) ? 'seats' : 'none';
  if (!roomSales.includes(event.availability)) return 'none';
  if (roomPass) return 'seats';
  return room.closed || Date.parse(room.opensAt) > Date.now() ? 'none' : 'room';
}

/** What the event's page says of its waiting room, if anything. */
function roomNote(
  event: PublicEvent,
  roomPass: string | null,
): 'closed' | 'opensAt' | 'saleThroughRoom' | null {
  const room = event.waitingRoom;
  if (!room || roomPass || !roomSales.includes(event.availability)) return null;
  if (room.closed) return 'closed';
  return Date.parse(room.opensAt) > Date.now() ? 'opensAt' : 'saleThroughRoom';
}

/**
 * The event's waiting list, once places are gone: of the whole event when it is sold out (any
 * category, or one), else of its sold-out categories while others are on sale. Categories not sold
 * in the visitor's currency are not waited for either.
 */
function waitlistChoice(event: PublicEvent) {
  const sold = event.categories.filter((category) => category.price > 0);
  if (event.availability === 'soldOut') return { anyCategory: true, categories: sold };
  const soldOut = sold.filter((category) => category.available === 0);
  return event.availability === 'onSale' && soldOut.length > 0
    ? { anyCategory: false, categories: soldOut }
    : null;
}

/** `/akce-a-vstupenky/{uuid}`: an event with its date, venue, text, prices and availability. */
export function EventPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useEvent(uuid, locale);
  const roomPass = useStoredWaitingRoomPlace(uuid)?.pass ?? null;

  if (query.isSuccess && query.data === null) return <NotFound />;
  const event = query.data;
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <ActionLink to={paths('events')} className="back-link">
        ← {t('events.backToList')}
      </ActionLink>
      {query.isError && <Notice severity="error">{t('events.loadFailed')}</Notice>}
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {event && (
        <Box lang={event.language === locale ? undefined : event.language}>
          <PageMeta
            title={event.name}
            description={`${formatDateTime(event.startsAt)}, ${event.venue}`}
            image={event.image}
          />
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }} gutterBottom>
            {event.name}
          </Typography>
          {event.cancelled && (
            <Notice severity="error">
              {event.cancelReason
                ? t('events.cancelledNoticeReason', { reason: event.cancelReason })
                : t('events.cancelledNotice')}
            </Notice>
          )}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
            lang={locale}
          >
            <Typography component="dt" color="text.secondary">
              {t('events.when')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> –{' '}
              <time dateTime={event.endsAt}>{formatDateTime(event.endsAt)}</time>
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('events.where')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {event.venue}
            </Typography>
          </Box>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            alignItems="center"
            sx={{ my: 2, flexWrap: 'wrap' }}
            lang={locale}
          >
            <PriceFrom event={event} />
            <AvailabilityChip event={event} />
            {saleStep(event, roomPass) === 'seats' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths('app-ticketOrder', { uuid: event.uuid })}
              >
                {t('events.buy')}
              </Button>
            )}
            {saleStep(event, roomPass) === 'room' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths('app-waitingRoom', { uuid: event.uuid })}
              >
                {t('waitingRoom.enter')}
              </Button>
            )}
          </Stack>
          {waitlistChoice(event) && (
            <WaitlistJoin target={{ subject: 'event', uuid: event.uuid }} {...waitlistChoice(event)!} />
          )}
          {event.waitingRoom && roomNote(event, roomPass) && (
            <Typography sx={{ mb: 2 }} lang={locale}>
              {t(`waitingRoom.${roomNote(event, roomPass)!}`, {
                date: formatDateTime(event.waitingRoom.opensAt),
              })}
            </Typography>
          )}
          {event.image && (
            <ResponsiveImage
              image={event.image}
              priority="high"
              sizes="(min-width: 860px) 820px, 100vw"
              style={{ aspectRatio: '1200 / 630', borderRadius: 20, marginBottom: 24 }}
            />
          )}
          {/* The text is sanitised on the server before it is stored. */}
          <Box
            sx={{ typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' } }}
            dangerouslySetInnerHTML={{ __html: event.text }}
          />
          {event.categories.length > 0 && (
            <Box component="section" aria-labelledby="event-prices" sx={{ mt: 3 }} lang={locale}>
              <Typography id="event-prices" variant="h6" component="h2" gutterBottom>
                {t('events.prices')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('events.category')}</TableCell>
                    <TableCell align="right">{t('events.price')}</TableCell>
                    <TableCell align="right">{t('events.left')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {event.categories.map((category) => (
                    <TableRow key={category.key}>
                      <TableCell>
                        {/* The colour stays beside the name when a long name wraps on a phone. */}
                        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          <Box
                            component="span"
                            aria-hidden
                            sx={{
                              flexShrink: 0,
                              width: 12,
                              height: 12,
                              borderRadius: '50%',
                              bgcolor: category.color,
                            }}
                          />
                          {category.name}
                        </Box>
                      </TableCell>
                      <TableCell align="right">{priceText(t, category.price, category.currency)}</TableCell>
                      <TableCell align="right">
                        {t('events.available', { count: category.available })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

export default EventPage;
