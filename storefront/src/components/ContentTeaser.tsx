import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './Action';
import { ContentCard, ContentCardSkeletons, type ContentSummary } from './ContentCard';

/**
 * A section of the home page with the newest items of one kind as cards and a link to all of
 * them. Skeletons of `count` cards hold its place while it loads; it is not there at all when
 * there is nothing to show (nor when its list failed: the rest of the page stays whole).
 */
export function ContentTeaser<T extends ContentSummary>({
  id,
  title,
  query,
  count,
  itemPath,
  all,
}: {
  /** The id of its heading (the section is labelled by it). */
  id: string;
  title: string;
  query: UseQueryResult<{ data: T[]; total: number }>;
  count: number;
  itemPath(item: T): string;
  all: { to: string; label: ReactNode };
}) {
  const { t } = useTranslation();
  const items = query.data?.data ?? [];
  if (!query.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="home-section">
      <h2 id={id} className="type type--h5 type--gutter">
        {title}
      </h2>
      {query.isPending ? (
        <ContentCardSkeletons count={count} label={t('common.loading')} />
      ) : (
        <ul className="card-grid">
          {items.slice(0, count).map((item, index) => (
            <li key={item.uuid}>
              {/* Below the fold of the home page: no image of these is the largest paint. */}
              <ContentCard item={item} to={itemPath(item)} index={index + 3} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      <div className="home-section__more">
        <ActionLink to={all.to} variant="outlined">
          {all.label}
        </ActionLink>
      </div>
    </section>
  );
}
