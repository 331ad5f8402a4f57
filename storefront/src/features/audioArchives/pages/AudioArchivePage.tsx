import { useEffect, useRef, useState } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useContentRefusal } from '../../../lib/errorScreen';
import { useLocale, usePaths } from '../../../lib/locale';
import { useReader } from '../../../lib/session';
import { useAudioArchive } from '../api/getAudioArchive';

/** `m:ss` (or `h:mm:ss`) of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function AudioArchivePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useAudioArchive(uuid, locale, useReader());
  const player = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState(0);
  // Whether the visitor has started playing: a track change then plays on by itself.
  const [started, setStarted] = useState(false);
  // Members-only content the reader may not open shows the error screen.
  const refusal = useContentRefusal(query.error);
  useEffect(() => {
    if (started) void player.current?.play().catch(() => undefined);
  }, [current, started]);

  if (
    query.error instanceof ApiError &&
    (query.error.status === 404 || refusal === 'contentHasNotBeenPublishedYet')
  ) {
    return <NotFound />;
  }
  const archive = query.data;
  const track = archive?.audios[current];
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <ActionLink to={paths('audioArchives')} className="back-link">
        ← {t('audio.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />}
      {archive && (
        <Box lang={archive.language === locale ? undefined : archive.language}>
          <PageMeta title={archive.title} description={archive.perex} image={archive.image} kind="article" />
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {archive.image && (
              <ResponsiveImage
                image={archive.image}
                priority="high"
                sizes="240px"
                style={{ width: 240, borderRadius: 20 }}
              />
            )}
            <Box sx={{ flex: '1 1 300px' }}>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '2rem', sm: '3rem' } }}
                gutterBottom
              >
                {archive.title}
              </Typography>
              <Typography variant="h6" component="p" sx={{ my: 2, fontWeight: 400 }}>
                {archive.perex}
              </Typography>
            </Box>
          </Box>
          {track && (
            <Box sx={{ my: 3 }}>
              <Typography variant="subtitle1" aria-live="polite">
                {t('audio.nowPlaying', { title: track.title })}
              </Typography>
              {/* One player for all tracks: when one ends, the next one plays. */}
              <Box
                component="audio"
                ref={player}
                controls
                preload="metadata"
                src={track.url}
                onPlay={() => setStarted(true)}
                onEnded={() => {
                  if (current + 1 < archive.audios.length) setCurrent(current + 1);
                }}
                sx={{ width: '100%', mt: 1 }}
              />
            </Box>
          )}
          <Typography variant="h5" component="h2">
            {t('audio.tracks')}
          </Typography>
          <List>
            {archive.audios.map((audio, index) => (
              <ListItem key={audio.uuid} disablePadding>
                <ListItemButton
                  selected={index === current}
                  aria-current={index === current ? 'true' : undefined}
                  aria-label={t('audio.playTrack', { title: audio.title })}
                  onClick={() => {
                    setStarted(true);
                    if (index === current) void player.current?.play().catch(() => undefined);
                    else setCurrent(index);
                  }}
                >
                  {index === current ? <VolumeUpIcon sx={{ mr: 2 }} /> : <PlayArrowIcon sx={{ mr: 2 }} />}
                  <ListItemText
                    primary={`${index + 1}. ${audio.title}`}
                    secondary={
                      audio.durationSeconds !== null ? formatDuration(audio.durationSeconds) : undefined
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}

export default AudioArchivePage;
