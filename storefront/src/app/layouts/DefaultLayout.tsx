import { Suspense } from 'react';
import { Box, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { PageFrame } from '../../components/PageFrame';

export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          color: 'primary.main',
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('common.skipToContent')}
      </Box>
      {/* Boundaries let the browser take over the server's markup of each part in its own short
          task (React hydrates them one by one, yielding in between), not all in one long one. */}
      <Suspense>
        <Header />
      </Suspense>
      {/* At least a screen tall: the footer starts below the fold and does not jump down (a
          layout shift) when the page's content arrives. */}
      <Container component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, sm: 4 } }}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </Container>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
