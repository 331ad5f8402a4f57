import type { CSSProperties } from 'react';
import type { PublicImage } from '@tribuna/common/schemas/files';

/**
 * An uploaded image in the width the layout needs (`srcset` + `sizes`), with its own width and
 * height given, so that the page keeps its place before it loads (no layout shift). It fills its
 * column (`.responsive-image` in app/styles/components.css); `style` changes that (a crop, rounded corners).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = 'lazy',
  className,
  style,
}: {
  image: PublicImage;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
  style?: CSSProperties;
}) {
  const width = image.width ?? 1200;
  const height = image.height ?? 630;
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      alt=""
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      width={width}
      height={height}
      className={className ? `responsive-image ${className}` : 'responsive-image'}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    />
  );
}
