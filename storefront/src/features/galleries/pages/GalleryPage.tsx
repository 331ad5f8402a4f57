import { useState } from 'react';
import { Box, ButtonBase, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { ApiError } from '@tribuna/common/api/calls';
import type { PublicGallery } from '@tribuna/common/schemas/galleries';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useContentRefusal } from '../../../lib/errorScreen';
import { useLocale, usePaths } from '../../../lib/locale';
import { useReader } from '../../../lib/session';
import { useGallery } from '../api/getGallery';

/** The lightbox's slides: each image in all its widths (from `srcset`), with its caption. */
export function slidesOf(gallery: PublicGallery): SlideImage[] {
  return gallery.images.map(({ image, caption }) => {
    const ratio = image.width && image.height ? image.height / image.width : 0.75;
    const srcSet = image.srcset
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .filter(([src, width]) => src && width?.endsWith('w'))
      .map(([src, width]) => {
        const w = Number.parseInt(width!, 10);
        return { src: src!, width: w, height: Math.round(w * ratio) };
      });
    return {
      src: image.url,
      width: image.width ?? undefined,
      height: image.height ?? undefined,
      srcSet: srcSet.length > 0 ? srcSet : undefined,
      alt: caption,
      description: caption || undefined,
    };
  });
}

export function GalleryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useGallery(uuid, locale, useReader());
  const [open, setOpen] = useState<number | null>(null);
  // Members-only content the reader may not open shows the error screen.
  const refusal = useContentRefusal(query.error);

  if (
    query.error instanceof ApiError &&
    (query.error.status === 404 || refusal === 'contentHasNotBeenPublishedYet')
  ) {
    return <NotFound />;
  }
  const gallery = query.data;
  const count = gallery?.images.length ?? 0;
  return (
    <Box component="article">
      <ActionLink to={paths('galleries')} className="back-link">
        ← {t('galleries.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />}
      {gallery && (
        <Box lang={gallery.language === locale ? undefined : gallery.language}>
          <PageMeta title={gallery.title} description={gallery.perex} image={gallery.image} kind="article" />
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }} gutterBottom>
            {gallery.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ my: 2, fontWeight: 400 }}>
            {gallery.perex}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {gallery.images.map((item, index) => (
              <li key={item.uuid}>
                <ButtonBase
                  onClick={() => setOpen(index)}
                  aria-label={t('galleries.openPhoto', { position: index + 1, count })}
                  sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
                >
                  <ResponsiveImage
                    image={item.image}
                    priority={index < 4 ? 'eager' : 'lazy'}
                    sizes="(min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw"
                    style={{ aspectRatio: '4 / 3' }}
                  />
                </ButtonBase>
                {item.caption && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {item.caption}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
          <Lightbox
            open={open !== null}
            index={open ?? 0}
            close={() => setOpen(null)}
            slides={slidesOf(gallery)}
            plugins={[Captions]}
            carousel={{ finite: false }}
            controller={{ closeOnBackdropClick: true }}
            on={{ view: ({ index }) => setOpen(index) }}
            labels={{
              Previous: t('galleries.previous'),
              Next: t('galleries.next'),
              Close: t('galleries.close'),
              Lightbox: t('galleries.lightbox'),
              'Photo gallery': gallery.title,
              '{index} of {total}': t('galleries.position', {
                position: '{index}',
                count: '{total}' as never,
              }),
            }}
          />
        </Box>
      )}
    </Box>
  );
}

export default GalleryPage;
