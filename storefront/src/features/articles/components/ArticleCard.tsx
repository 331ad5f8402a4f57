import { Box, Card, CardContent, Typography } from '@mui/material';
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
    <Card component="article" sx={{ height: '100%' }}>
      <CardLink to={paths('article', { uuid: article.uuid })}>
        <Box sx={{ position: 'relative' }}>
          {article.image && (
            <ResponsiveImage
              image={article.image}
              priority={imagePriority}
              sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
              sx={{ aspectRatio: '1200 / 630' }}
            />
          )}
          {article.requiredFeatureUuids.length > 0 && (
            <MembersOnlyTag
              sx={{
                position: article.image ? 'absolute' : 'static',
                top: 12,
                left: 12,
                m: article.image ? 0 : 2,
              }}
            />
          )}
        </Box>
        <CardContent>
          <Typography variant="caption" color="text.secondary">
            {t('articles.published', { date: formatDate(article.publishedAt) })}
          </Typography>
          <Typography variant="h6" component="h2" gutterBottom lang={lang}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={lang}>
            {article.perex}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
