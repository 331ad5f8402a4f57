import type { ReactNode } from 'react';
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

/**
 * A content item's card linking to its page: image, a lock for members-only items, title, perex
 * and an optional caption. `index` is its place in the list: the first images load first. Drawn
 * with the shell's CSS (`.card`): the home page's sections show these on a first visit. Lists of
 * them are `.card-grid`s: one column on a phone, two on a tablet, three on a desktop.
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
  const Heading = headingLevel;
  return (
    <article className="card">
      <Link to={to} className="card-link">
        {item.image && (
          <ResponsiveImage
            image={item.image}
            priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            style={{ aspectRatio: '1200 / 630' }}
          />
        )}
        <div className="card__content">
          {item.requiredFeatureUuids.length > 0 && <MembersOnlyTag className="content-card__lock" />}
          <Heading
            className="type type--h6 type--gutter"
            lang={item.language === locale ? undefined : item.language}
          >
            {item.title}
          </Heading>
          <p className="type type--body2 type--secondary">{item.perex}</p>
          {caption && <p className="type type--caption type--secondary content-card__caption">{caption}</p>}
        </div>
      </Link>
    </article>
  );
}

/** Cards' placeholders while a list loads, as tall as the cards they stand for (nothing shifts). */
export function ContentCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <span className="skeleton skeleton--media" />
          <span className="skeleton skeleton--text" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}
