import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import type { WaitingRoomPlace } from '@tribuna/common/schemas/waitingRooms';
import { Notice } from '../../../components/Notice';
import { subjectTexts, type RoomLinks, type RoomSubjectKind } from '../subject';
import { countdownParts, progressOf, shouldAnnounce, type Announced } from './announcement';
import { SaleCountdown } from './SaleCountdown';

function estimateText(t: TFunction, place: WaitingRoomPlace): string {
  const seconds = place.estimatedWaitSeconds;
  if (seconds === null || place.paused) return t('waitingRoom.noEstimate');
  if (seconds < 60) return t('waitingRoom.underMinute');
  return t('waitingRoom.minutes', { count: Math.round(seconds / 60) });
}

function messageFor(t: TFunction, place: WaitingRoomPlace, kind: RoomSubjectKind): string {
  switch (place.status) {
    case 'admitted':
      return t(subjectTexts[kind].admitted);
    case 'expired':
      return t('waitingRoom.expired');
    case 'closed':
      return t('waitingRoom.closed');
    case 'waiting':
      if (place.position === null)
        return t('waitingRoom.saleStartsAt', { date: formatDateTime(place.saleStartsAt) });
      return [
        t('waitingRoom.placeNow', { position: place.position }),
        t('waitingRoom.aheadCount', { count: place.ahead ?? 0 }),
        place.paused ? t('waitingRoom.paused') : '',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

/**
 * What the polite live region says: the place when it moved meaningfully (see `shouldAnnounce`),
 * and each change of status. Kept in the page from the start, so screen readers hear the changes.
 */
function useAnnouncement(place: WaitingRoomPlace, kind: RoomSubjectKind): string {
  const { t } = useTranslation();
  const last = useRef<Announced | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!shouldAnnounce(last.current, place)) return;
    last.current = { status: place.status, paused: place.paused, ahead: place.ahead };
    setMessage(messageFor(t, place, kind));
  }, [place, t, kind]);
  return message;
}

function PassLeft({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { clock } = countdownParts(Date.parse(expiresAt) - now);
  return (
    <Typography role="timer" variant="body2">
      {t('waitingRoom.passLeft', { time: clock.replace(/^00:/, '') })}
    </Typography>
  );
}

/** One figure of the place; a worded one (the estimate) in a smaller type than a number. */
function Fact({
  label,
  value,
  testId,
  worded,
}: {
  label: string;
  value: string;
  testId: string;
  worded?: boolean;
}) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={worded ? 'h6' : 'h4'}
        fontWeight={700}
        sx={{ m: 0 }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

export interface WaitingRoomPlaceViewProps {
  kind: RoomSubjectKind;
  /** Where the visitor goes on to (the seats, the membership's order) and back to. */
  links: RoomLinks;
  place: WaitingRoomPlace;
  live: boolean;
  firstAhead: number | null;
  passRefused: boolean;
  joinAgain(): void;
  joiningAgain: boolean;
  joinAgainFailed: boolean;
  onContinue(): void;
}

/** The visitor's place: the countdown before the sale, then the line moving, then their turn. */
export function WaitingRoomPlaceView(props: WaitingRoomPlaceViewProps) {
  const { place } = props;
  const { t } = useTranslation();
  const texts = subjectTexts[props.kind];
  const announcement = useAnnouncement(place, props.kind);
  const drawn = place.position !== null;

  return (
    <Stack spacing={2}>
      <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="room-announcement">
        {announcement}
      </div>
      {props.passRefused && place.status !== 'expired' && (
        <Notice severity="error">{t('waitingRoom.passRefused')}</Notice>
      )}
      {place.status === 'waiting' && !drawn && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5}>
            <Typography>
              {t('waitingRoom.saleStartsAt', { date: formatDateTime(place.saleStartsAt) })}
            </Typography>
            <SaleCountdown saleStartsAt={place.saleStartsAt} />
            <Typography>{t('waitingRoom.fairDraw')}</Typography>
          </Stack>
        </Paper>
      )}
      {place.status === 'waiting' && drawn && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
              gap: 2,
              m: 0,
            }}
          >
            <Fact label={t('waitingRoom.position')} value={String(place.position)} testId="room-position" />
            <Fact label={t('waitingRoom.ahead')} value={String(place.ahead ?? 0)} testId="room-ahead" />
            <Fact
              label={t('waitingRoom.estimate')}
              value={estimateText(t, place)}
              testId="room-estimate"
              worded
            />
          </Box>
          <LinearProgress
            variant="determinate"
            value={progressOf(props.firstAhead, place.ahead)}
            aria-label={t('waitingRoom.progress')}
            sx={{ mt: 2, height: 10, borderRadius: 5 }}
          />
        </Paper>
      )}
      {place.status === 'waiting' && place.paused && (
        <Notice severity="info">{t('waitingRoom.paused')}</Notice>
      )}
      {place.status === 'waiting' && (
        <Typography variant="body2" color={props.live ? 'text.secondary' : 'error.main'}>
          {props.live ? t('waitingRoom.live') : t('waitingRoom.liveLost')} · {t('waitingRoom.keepPlace')}
        </Typography>
      )}
      {place.status === 'admitted' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5} alignItems="flex-start">
            <Typography variant="h5" component="p" fontWeight={700}>
              {t(texts.admitted)}
            </Typography>
            {place.passExpiresAt && <PassLeft expiresAt={place.passExpiresAt} />}
            <Button
              variant="contained"
              component={RouterLink}
              to={props.links.sale}
              onClick={props.onContinue}
            >
              {t(texts.continue)}
            </Button>
          </Stack>
        </Paper>
      )}
      {place.status === 'expired' && (
        <Notice
          severity="info"
          action={
            <Button color="inherit" onClick={props.joinAgain} disabled={props.joiningAgain}>
              {t('waitingRoom.joinAgain')}
            </Button>
          }
        >
          {t('waitingRoom.expired')}
        </Notice>
      )}
      {props.joinAgainFailed && <Notice severity="error">{t('waitingRoom.joinFailed')}</Notice>}
      {place.status === 'closed' && (
        <Notice
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={props.links.back}>
              {t(texts.back)}
            </Button>
          }
        >
          {t('waitingRoom.closed')}
        </Notice>
      )}
    </Stack>
  );
}
