import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { ActionLink } from '../../../components/Action';
import { NotFound } from '../../../components/NotFound';
import { Notice } from '../../../components/Notice';
import { PageMeta } from '../../../components/PageMeta';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useContentRefusal } from '../../../lib/errorScreen';
import { useLocale, usePaths } from '../../../lib/locale';
import { useReader } from '../../../lib/session';
import { useBenefit } from '../api/getBenefit';

export function BenefitPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const { uuid = '' } = useParams();
  const query = useBenefit(uuid, locale, useReader());
  // Members-only content the reader may not open shows the error screen.
  const refusal = useContentRefusal(query.error);

  if (
    query.error instanceof ApiError &&
    (query.error.status === 404 || refusal === 'contentHasNotBeenPublishedYet')
  ) {
    return <NotFound />;
  }
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <ActionLink to={paths('benefits')} className="back-link">
        ← {t('benefits.back')}
      </ActionLink>
      {query.isError && !refusal && <Notice severity="error">{t('common.error')}</Notice>}
      {query.isPending && <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />}
      {query.data && (
        <Box lang={query.data.language === locale ? undefined : query.data.language}>
          <PageMeta
            title={query.data.title}
            description={query.data.perex}
            image={query.data.image}
            kind="article"
          />
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }} gutterBottom>
            {query.data.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ my: 2, fontWeight: 400 }}>
            {query.data.perex}
          </Typography>
          {query.data.image && (
            <ResponsiveImage
              image={query.data.image}
              priority="high"
              sizes="(min-width: 860px) 820px, 100vw"
              style={{ borderRadius: 20 }}
            />
          )}
          {/* The text is sanitised on the server before it is stored. */}
          <Box sx={{ mt: 3, typography: 'body1' }} dangerouslySetInnerHTML={{ __html: query.data.body }} />
          {query.data.link && (
            <Button variant="contained" href={query.data.link} target="_blank" rel="noopener" sx={{ mt: 2 }}>
              {t('benefits.toPartner')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

export default BenefitPage;
