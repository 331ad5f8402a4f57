import { styled, type SxProps, type Theme } from '@mui/material';
import type { PublicImage } from '@tribuna/common/schemas/files';

// Not a Box: Box reads width and height as styles, and the attributes are what reserve the space.
const Img = styled('img')({});

/**
 * An uploaded image in the width the layout needs (`srcset` + `sizes`), with its own width and
 * height given, so that the page keeps its place before it loads (no layout shift).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = 'lazy',
  sx,
}: {
  image: PublicImage;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  priority?: 'high' | 'eager' | 'lazy';
  sx?: SxProps<Theme>;
}) {
  const width = image.width ?? 1200;
  const height = image.height ?? 630;
  return (
    <Img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      alt=""
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      width={width}
      height={height}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          objectFit: 'cover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
