import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tribuna/common/dateFormat';
import { getIdentity } from '../../../lib/identity';
import { publicConfigQuery } from '../../../lib/publicConfig';

/** Developer page: which identity provider the storefront talks to, and who is signed in with it. */
export function FirebasePage() {
  const { t } = useTranslation();
  const config = useQuery(publicConfigQuery);
  const status = useQuery({
    queryKey: ['developer', 'identity'],
    queryFn: async () => {
      const identity = await getIdentity();
      const user = await identity.ready();
      return {
        user: user && { uid: user.uid, email: user.email, emailVerified: user.emailVerified },
        expiresAt: await identity.tokenExpirationTime(),
      };
    },
  });
  const identityConfig = config.data?.identity;
  const rows = status.data?.user
    ? [
        { label: t('developer.uid'), value: status.data.user.uid },
        { label: t('developer.email'), value: status.data.user.email ?? '—' },
        {
          label: t('developer.emailVerified'),
          value: t(status.data.user.emailVerified ? 'developer.yes' : 'developer.no'),
        },
        {
          label: t('developer.tokenExpiry'),
          value: status.data.expiresAt ? formatDateTime(status.data.expiresAt) : '—',
        },
      ]
    : [];
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('developer.firebaseTitle')}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('developer.mode')}
        </Typography>
        {identityConfig && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {identityConfig.emulatorUrl
              ? t('developer.emulator', { url: identityConfig.emulatorUrl })
              : t('developer.project', { projectId: identityConfig.projectId })}
          </Typography>
        )}
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('developer.currentUser')}
        </Typography>
        {status.isError && <Alert severity="error">{t('common.error')}</Alert>}
        {status.isPending && <Typography color="text.secondary">{t('common.loading')}</Typography>}
        {status.data && !status.data.user && <Typography>{t('developer.nobody')}</Typography>}
        {rows.length > 0 && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 2, m: 0 }}
          >
            {rows.map((row) => (
              <Box key={row.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Button sx={{ mt: 2 }} onClick={() => void status.refetch()}>
          {t('developer.refresh')}
        </Button>
      </Paper>
    </Box>
  );
}

export default FirebasePage;
