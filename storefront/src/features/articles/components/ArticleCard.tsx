import { Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@tribuna/common/i18n/locales';
import type { PublicArticleSummary } from '@tribuna/common/schemas/articles';
import { useLocale, usePaths } from '../../../app/locale';

export function ArticleCard({ article }: { article: PublicArticleSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  // An article without a translation comes in Czech: screen readers should read it as Czech.
  const lang = article.language === locale ? undefined : article.language;
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
            {t('articles.published', { date: formatDate(article.publishedAt, locale) })}
          </Typography>
          <Typography variant="h6" component="h2" gutterBottom lang={lang}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={lang}>
            {article.perex}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
