import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { PublicWaitingRoom } from '@tribuna/common/schemas/waitingRooms';
import { ActionLink } from '../../../components/Action';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { useLocale } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { subjectTexts, type RoomLinks, type RoomSubject } from '../subject';
import { useWaitingRoom } from './useWaitingRoom';
import { WaitingRoomPlaceView } from './WaitingRoomPlaceView';

/** How long the "your turn" message shows before the sale opens by itself. */
export const CONTINUE_AFTER_MS = 2_500;

function NoRoom({ subject, links }: { subject: RoomSubject; links: RoomLinks }) {
  const { t } = useTranslation();
  const texts = subjectTexts[subject.kind];
  return (
    <Notice
      severity="info"
      action={
        <Button color="inherit" component={RouterLink} to={links.sale}>
          {t(texts.toSale)}
        </Button>
      }
    >
      {t(texts.notFound)}
    </Notice>
  );
}

function Room({
  subject,
  links,
  userUuid,
  opensAt,
}: {
  subject: RoomSubject;
  links: RoomLinks;
  userUuid: string;
  opensAt: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const room = useWaitingRoom(subject, userUuid);
  const admitted = room.kind === 'place' && room.place.status === 'admitted' && !room.passRefused;

  // Let in: on to the sale by itself after the message had its moment (the button goes at once).
  useEffect(() => {
    if (!admitted) return;
    const timer = setTimeout(() => void navigate(links.sale), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [admitted, navigate, links.sale]);

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
      return <NoRoom subject={subject} links={links} />;
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
          kind={subject.kind}
          links={links}
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

export interface RoomScreenProps {
  subject: RoomSubject;
  links: RoomLinks;
  /** The subject as its page read it; undefined while it loads. */
  about:
    | {
        name: string;
        /** The language of the name (the page's unless the subject has none in it). */
        language: string;
        /** A line under the name (the event's time and place). */
        subtitle?: ReactNode;
        room: PublicWaitingRoom | null;
      }
    | undefined;
  /** What to say when the subject could not be read (null: it was read, or is being read). */
  loadFailed: string | null;
}

/**
 * A subject's waiting room: a signed-in visitor takes (or resumes) a place, waits for the sale's
 * start and the draw, watches the line move and goes on to the sale once let in.
 */
export function RoomScreen({ subject, links, about, loadFailed }: RoomScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const texts = subjectTexts[subject.kind];
  const room = about?.room ?? null;
  const notOpenYet = room !== null && Date.parse(room.opensAt) > Date.now();
  return (
    <Box component="section" sx={{ maxWidth: 720, mx: 'auto' }} aria-labelledby="room-heading">
      <ActionLink to={links.back} className="back-link">
        ← {t(texts.back)}
      </ActionLink>
      {about && (
        <PageMeta title={`${t('waitingRoom.title')}: ${about.name}`} description={t(texts.saleThroughRoom)} />
      )}
      <Typography variant="overline" component="p" color="text.secondary">
        {t(texts.heading)}
      </Typography>
      <Typography
        id="room-heading"
        variant="h4"
        component="h1"
        gutterBottom
        lang={about && about.language !== locale ? about.language : undefined}
      >
        {about?.name ?? <Skeleton width="60%" />}
      </Typography>
      {about?.subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {about.subtitle}
        </Typography>
      )}
      {loadFailed && <Notice severity="error">{loadFailed}</Notice>}
      {!about ? (
        !loadFailed && <Skeleton variant="rectangular" height={160} />
      ) : room === null ? (
        <NoRoom subject={subject} links={links} />
      ) : notOpenYet ? (
        <Notice severity="info">{t('waitingRoom.opensAt', { date: formatDateTime(room.opensAt) })}</Notice>
      ) : (
        user && <Room subject={subject} links={links} userUuid={user.uuid} opensAt={room.opensAt} />
      )}
    </Box>
  );
}
