import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Typography, type ButtonProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { routes, type RouteName } from '@tribuna/common/routes';
import { api, call } from '../lib/api';
import { useErrorScreen } from '../lib/errorScreen';
import { useLocale, usePaths } from '../lib/locale';
import { useSession } from '../lib/session';
import { LoginForm } from './LoginForm';
import { PageLoading } from './PageLoading';

type LocalisedName = string | Partial<Record<string, string>>;

function nameIn(name: LocalisedName, language: string): string {
  if (typeof name === 'string') return name;
  return name[language] || name.cs || Object.values(name).find(Boolean) || '';
}

/** `POST /subscriptions/public-subscriptions-by-display-feature`: which memberships give these features. */
function useSubscriptionNames(featureUuids: string[]) {
  const language = useLocale();
  return useQuery({
    queryKey: ['subscriptions', 'by-display-feature', featureUuids, language],
    queryFn: () =>
      call(
        api.POST('/subscriptions/public-subscriptions-by-display-feature', {
          body: { requiredDisplayFeaturesUuids: featureUuids },
        }),
        // The screen names the memberships when it can, and says it plainly otherwise.
        { quiet: true },
      ),
    select: (answer) => answer.data.map((item) => nameIn(item.name, language)).filter(Boolean),
    enabled: featureUuids.length > 0,
    retry: false,
  });
}

function requiredFeatures(error: ApiError): string[] {
  const uuids = error.details?.requiredFeatureUuids;
  return Array.isArray(uuids) ? uuids.filter((u): u is string => typeof u === 'string') : [];
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the user was reading has gone: say why, where a screen reader is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640, mx: 'auto', my: { xs: 2, sm: 4 } }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const buttonRow = {
  display: 'flex',
  gap: 1,
  flexWrap: 'wrap',
  mt: 3,
  '& > *': { flexGrow: { xs: 1, sm: 0 } },
};

/** Every way out of the error screen clears the error and then navigates (spec section 2). */
function useLeave() {
  const paths = usePaths();
  const navigate = useNavigate();
  const { clear } = useErrorScreen();
  return (route: RouteName) => {
    clear();
    void navigate(paths(route));
  };
}

function CloseButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation();
  const leave = useLeave();
  return (
    <Button {...props} onClick={() => leave('home')}>
      {t('common.close')}
    </Button>
  );
}

function MembershipRequired({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const language = useLocale();
  const leave = useLeave();
  const features = requiredFeatures(error);
  const names = useSubscriptionNames(features);
  const list = names.data?.length
    ? new Intl.ListFormat(language, { type: 'disjunction' }).format(names.data)
    : null;
  return (
    <Frame title={t('errorScreen.restrictedTitle')}>
      {names.isLoading ? (
        <Skeleton aria-hidden="true" />
      ) : (
        <Typography>
          {list ? t('errorScreen.membershipText', { names: list }) : t('errorScreen.membershipTextNoNames')}
        </Typography>
      )}
      <Box sx={buttonRow}>
        {/* The membership page is linked once it exists. */}
        {routes.subscription.built && (
          <Button variant="contained" onClick={() => leave('subscription')}>
            {t('errorScreen.becomeMember')}
          </Button>
        )}
        <CloseButton variant="outlined" />
      </Box>
    </Frame>
  );
}

function LoginRequired() {
  const { t } = useTranslation();
  const { clear } = useErrorScreen();
  return (
    <Frame title={t('errorScreen.loginTitle')}>
      <Typography sx={{ mb: 3 }}>{t('errorScreen.loginText')}</Typography>
      <LoginForm onSuccess={clear} actions={<CloseButton variant="outlined" size="large" />} />
    </Frame>
  );
}

function GenericError() {
  const { t } = useTranslation();
  return (
    <Frame title={t('errorScreen.genericTitle')}>
      <Typography>{t('errorScreen.genericText')}</Typography>
      <Box sx={buttonRow}>
        <CloseButton variant="contained" />
      </Box>
    </Frame>
  );
}

/**
 * The three variants of spec section 2: content for members a logged-in user's membership does
 * not cover, the same for a visitor (with a login form), and any other error.
 */
export default function ErrorScreen() {
  const { error } = useErrorScreen();
  const session = useSession();
  const restricted = error instanceof ApiError && error.errorName === 'userHasNotPermissionForContent';
  if (!restricted) return <GenericError />;
  if (session.status === 'loading') return <PageLoading />;
  return session.status === 'signedIn' ? <MembershipRequired error={error} /> : <LoginRequired />;
}
