import { Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@tribuna/common/dates';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { usePaths } from '../../../lib/locale';

export function ArticleCard({ article }: { article: PublicArticleSummary }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={paths('article', { uuid: article.uuid })} sx={{ height: '100%' }}>
        {article.image && (
          <CardMedia
            component="img"
            image={article.image}
            alt=""
            loading="lazy"
            width={1200}
            height={630}
            sx={{ aspectRatio: '1200 / 630', height: 'auto' }}
          />
        )}
        <CardContent>
          <Typography variant="caption" color="text.secondary">
            {t('articles.published', { date: formatDate(article.publishedAt) })}
          </Typography>
          <Typography variant="h6" component="h2" gutterBottom>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {article.perex}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
