import { lazy, Suspense, useState } from 'react';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActionAnchor, ActionButton, ActionLink, ActionNavLink } from './Action';
import { backOfficePath } from '../lib/backOffice';
import { useLocale, usePaths } from '../lib/locale';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';

const MobileMenu = lazy(() => import('./MobileMenu'));

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

/**
 * The signed-in user's links, or the way to sign in. A component of its own: the session settles
 * after the page is taken over, and only these buttons draw again then, not the whole header.
 */
function AccountButtons() {
  const { t } = useTranslation();
  const paths = usePaths();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  if (session.status !== 'signedIn' || !session.user) {
    return (
      <ActionLink tone="inherit" to={paths('auth-loginPage')}>
        {t('nav.login')}
      </ActionLink>
    );
  }
  return (
    <>
      {session.user.resolvedRoles.includes('admin') && (
        <ActionAnchor tone="inherit" href={backOfficePath(locale)}>
          {t('nav.admin')}
        </ActionAnchor>
      )}
      <ActionLink
        tone="inherit"
        to={paths('app-accountPage')}
        title={t('nav.loggedInAs', { email: session.user.email })}
      >
        {t('nav.account')}
      </ActionLink>
      <ActionButton
        tone="inherit"
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        onClick={() => {
          void session.signOut().then(() => navigate(paths('home')));
        }}
      >
        {t('nav.logout')}
      </ActionButton>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const nav = [
    { to: paths('home'), label: t('nav.home'), end: true },
    { to: paths('articles'), label: t('nav.articles'), end: false },
    { to: paths('events'), label: t('nav.events'), end: false },
    { to: paths('subscription'), label: t('nav.subscriptions'), end: false },
  ];

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {/* A round icon button, as MUI's IconButton draws it (edge="start"). */}
        <ActionButton
          tone="inherit"
          aria-label={t('nav.menu')}
          onClick={() => {
            setMenuUsed(true);
            setOpen(true);
          }}
          sx={{ display: { sm: 'none' }, minWidth: 0, p: 1, ml: -1.5, borderRadius: '50%' }}
        >
          <MenuIcon />
        </ActionButton>
        <Typography
          variant="h6"
          component={Link}
          to={paths('home')}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          {t('common.appName')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('nav.menu')}
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {nav.map((item) => (
            <ActionNavLink
              key={item.to}
              tone="inherit"
              to={item.to}
              end={item.end}
              sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {item.label}
            </ActionNavLink>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, sm: 0 } }} />
        <LanguageSwitch />
        <AccountButtons />
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} items={nav} />
        </Suspense>
      )}
    </AppBar>
  );
}
