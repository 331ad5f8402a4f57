import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { PublicImage } from '@tribuna/common/schemas/files';
import { useLocale } from '../lib/locale';
import { MembersOnlyTag } from './Tag';
import { ResponsiveImage } from './ResponsiveImage';

/** What a card of a content list shows: every public summary (gallery, video or audio archive) has it. */
export interface ContentSummary {
  uuid: string;
  language: string;
  title: string;
  perex: string;
  image: PublicImage | null;
  requiredFeatureUuids: string[];
}

/** The columns of content cards: one on a phone, two on a tablet, three on a desktop. */
export const contentColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * A content item's card linking to its page: image, a lock for members-only items, title, perex
 * and an optional caption. `index` is its place in the list: the first images load first.
 */
export function ContentCard({
  item,
  to,
  index,
  caption,
  headingLevel = 'h2',
}: {
  item: ContentSummary;
  to: string;
  index: number;
  caption?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const locale = useLocale();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <Box
        component={Link}
        to={to}
        sx={{ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' }}
      >
        {item.image && (
          <ResponsiveImage
            image={item.image}
            priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            sx={{ aspectRatio: '1200 / 630' }}
          />
        )}
        <CardContent>
          {item.requiredFeatureUuids.length > 0 && <MembersOnlyTag sx={{ mb: 1 }} />}
          <Typography
            variant="h6"
            component={headingLevel}
            gutterBottom
            lang={item.language === locale ? undefined : item.language}
          >
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.perex}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {caption}
            </Typography>
          )}
        </CardContent>
      </Box>
    </Card>
  );
}

/** Cards' placeholders while a list loads, as tall as the cards they stand for (nothing shifts). */
export function ContentCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <Box sx={contentColumns} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />
          <Skeleton width="60%" />
        </div>
      ))}
    </Box>
  );
}
