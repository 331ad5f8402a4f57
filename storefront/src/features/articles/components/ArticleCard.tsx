import { useTranslation } from 'react-i18next';
import { formatDate } from '@tribuna/common/dateFormat';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { MembersOnlyTag } from '../../../components/Tag';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { CardLink } from '../../../components/CardLink';
import { useLocale, usePaths } from '../../../lib/locale';

/**
 * How soon the image loads: `high` for the card whose image is the page's largest paint, `eager`
 * for the other cards on screen without scrolling, `lazy` (when scrolled to) for the rest.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

export function ArticleCard({
  article,
  imagePriority = 'lazy',
}: {
  article: PublicArticleSummary;
  imagePriority?: ImagePriority;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  // An article without a translation comes in Czech: screen readers should read it as Czech.
  const lang = article.language === locale ? undefined : article.language;
  return (
    <article className="card">
      <CardLink to={paths('article', { uuid: article.uuid })}>
        <div className="card__media">
          {article.image && (
            <ResponsiveImage
              image={article.image}
              priority={imagePriority}
              sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
              style={{ aspectRatio: '1200 / 630' }}
            />
          )}
          {article.requiredFeatureUuids.length > 0 && (
            <MembersOnlyTag className={article.image ? 'card__lock' : 'card__lock card__lock--static'} />
          )}
        </div>
        <div className="card__content">
          <span className="type type--caption type--secondary">
            {t('articles.published', { date: formatDate(article.publishedAt) })}
          </span>
          <h2 className="type type--h6 type--gutter" lang={lang}>
            {article.title}
          </h2>
          <p className="type type--body2 type--secondary" lang={lang}>
            {article.perex}
          </p>
        </div>
      </CardLink>
    </article>
  );
}
