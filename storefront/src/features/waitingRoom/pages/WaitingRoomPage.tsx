import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { useLocale, usePaths } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { useRoomEvent } from '../api/getRoomEvent';
import { useWaitingRoom } from '../components/useWaitingRoom';
import { WaitingRoomPlaceView } from '../components/WaitingRoomPlaceView';

/** How long the "your turn" message shows before the seat chart opens by itself. */
export const CONTINUE_AFTER_MS = 2_500;

function NoRoom({ eventUuid }: { eventUuid: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Notice
      severity="info"
      action={
        <Button color="inherit" component={RouterLink} to={paths('app-ticketOrder', { uuid: eventUuid })}>
          {t('waitingRoom.toTickets')}
        </Button>
      }
    >
      {t('waitingRoom.notFound')}
    </Notice>
  );
}

function Room({
  eventUuid,
  userUuid,
  opensAt,
}: {
  eventUuid: string;
  userUuid: string;
  opensAt: string | null;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const room = useWaitingRoom(eventUuid, userUuid);
  const admitted = room.kind === 'place' && room.place.status === 'admitted' && !room.passRefused;

  // Let in: on to the seats by itself after the message had its moment (the button goes at once).
  useEffect(() => {
    if (!admitted) return;
    const timer = setTimeout(
      () => void navigate(paths('app-ticketOrder', { uuid: eventUuid })),
      CONTINUE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [admitted, navigate, paths, eventUuid]);

  switch (room.kind) {
    case 'joining':
      return (
        <Stack spacing={1} role="status">
          <Typography>{t('waitingRoom.joining')}</Typography>
          <Skeleton variant="rectangular" height={160} />
        </Stack>
      );
    case 'joinFailed':
      return (
        <Notice
          severity="error"
          action={
            <Button color="inherit" onClick={room.retry}>
              {t('waitingRoom.retry')}
            </Button>
          }
        >
          {t('waitingRoom.joinFailed')}
        </Notice>
      );
    case 'noRoom':
      return <NoRoom eventUuid={eventUuid} />;
    case 'notOpen':
      return (
        <Notice
          severity="info"
          action={
            <Button color="inherit" onClick={room.retry}>
              {t('waitingRoom.retry')}
            </Button>
          }
        >
          {opensAt
            ? t('waitingRoom.opensAt', { date: formatDateTime(opensAt) })
            : t('waitingRoom.joinFailed')}
        </Notice>
      );
    case 'place':
      return (
        <WaitingRoomPlaceView
          eventUuid={eventUuid}
          place={room.place}
          live={room.live}
          firstAhead={room.firstAhead}
          passRefused={room.passRefused}
          joinAgain={room.joinAgain}
          joiningAgain={room.joiningAgain}
          joinAgainFailed={room.joinAgainFailed}
          onContinue={room.tryPassAgain}
        />
      );
  }
}

/**
 * `/app/akce-a-vstupenky/{uuid}/cekarna`: the event's waiting room. A signed-in visitor takes (or
 * resumes) a place, waits for the sale's start and the draw, watches the line move and goes on to
 * the seats once let in.
 */
export function WaitingRoomPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const { user } = useSession();
  const event = useRoomEvent(uuid, locale);

  if (event.isSuccess && event.data === null) return <NotFound />;
  const room = event.data?.waitingRoom ?? null;
  const notOpenYet = room !== null && Date.parse(room.opensAt) > Date.now();
  return (
    <Box component="section" sx={{ maxWidth: 720, mx: 'auto' }} aria-labelledby="room-heading">
      <ActionLink to={paths('event', { uuid })} className="back-link">
        ← {t('waitingRoom.backToEvent')}
      </ActionLink>
      {event.data && (
        <PageMeta
          title={`${t('waitingRoom.title')}: ${event.data.name}`}
          description={t('waitingRoom.saleThroughRoom')}
        />
      )}
      <Typography variant="overline" component="p" color="text.secondary">
        {t('waitingRoom.heading')}
      </Typography>
      <Typography
        id="room-heading"
        variant="h4"
        component="h1"
        gutterBottom
        lang={event.data && event.data.language !== locale ? event.data.language : undefined}
      >
        {event.data?.name ?? <Skeleton width="60%" />}
      </Typography>
      {event.data && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {formatDateTime(event.data.startsAt)} · {event.data.venue}
        </Typography>
      )}
      {event.isError && <Notice severity="error">{t('events.loadFailed')}</Notice>}
      {event.isPending ? (
        <Skeleton variant="rectangular" height={160} />
      ) : event.data && room === null ? (
        <NoRoom eventUuid={uuid} />
      ) : notOpenYet ? (
        <Notice severity="info">{t('waitingRoom.opensAt', { date: formatDateTime(room.opensAt) })}</Notice>
      ) : (
        user && <Room eventUuid={uuid} userUuid={user.uuid} opensAt={room?.opensAt ?? null} />
      )}
    </Box>
  );
}

export default WaitingRoomPage;
