import { useState } from 'react';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import PlayCircleIcon from '@mui/icons-material/PlayCircleFilled';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import type { PublicVideoArchive } from '@tribuna/common/schemas/videoArchives';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useContentRefusal } from '../../../lib/errorScreen';
import { useLocale, usePaths } from '../../../lib/locale';
import { useReader } from '../../../lib/session';
import { useVideoArchive } from '../api/getVideoArchive';

/**
 * One video: its thumbnail and a play button. The video site's player (its privacy-enhanced host)
 * is loaded only when the visitor asks for it, so a visit alone sends nothing to the video site.
 */
function Video({ video }: { video: PublicVideoArchive['videos'][number] }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {playing ? (
          <Box
            component="iframe"
            src={video.embedUrl}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={t('videos.play', { title: video.title })}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            {video.thumbnail && (
              <ResponsiveImage
                image={video.thumbnail}
                sizes="(min-width: 900px) 440px, 100vw"
                style={{ position: 'absolute', inset: 0, height: '100%' }}
              />
            )}
            <PlayCircleIcon
              sx={{ position: 'relative', fontSize: 72, color: 'common.white', opacity: 0.9 }}
            />
          </ButtonBase>
        )}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {video.title}
      </Typography>
    </Box>
  );
}

export function VideoArchivePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useVideoArchive(uuid, locale, useReader());
  // Members-only content the reader may not open shows the error screen.
  const refusal = useContentRefusal(query.error);

  if (
    query.error instanceof ApiError &&
    (query.error.status === 404 || refusal === 'contentHasNotBeenPublishedYet')
  ) {
    return <NotFound />;
  }
  const archive = query.data;
  return (
    <Box component="article">
      <ActionLink to={paths('videoArchives')} className="back-link">
        ← {t('videos.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />}
      {archive && (
        <Box lang={archive.language === locale ? undefined : archive.language}>
          <PageMeta title={archive.title} description={archive.perex} image={archive.image} kind="article" />
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }} gutterBottom>
            {archive.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ my: 2, fontWeight: 400 }}>
            {archive.perex}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('videos.privacy')}
          </Typography>
          <Box
            component="ul"
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {archive.videos.map((video) => (
              <Video key={video.uuid} video={video} />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

export default VideoArchivePage;
