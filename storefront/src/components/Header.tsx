import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActionAnchor, ActionButton, ActionLink, ActionNavLink } from './Action';
import { backOfficePath } from '../lib/backOffice';
import { useLocale, usePaths } from '../lib/locale';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { lazyMui } from '../app/lazyScreen';

const MobileMenu = lazyMui(() => import('./MobileMenu'));

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
        <ActionAnchor tone="inherit" className="app-bar__admin" href={backOfficePath(locale)}>
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
        className="app-bar__logout"
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
  const locale = useLocale();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const nav = [
    { to: paths('home'), label: t('nav.home'), end: true },
    { to: paths('articles'), label: t('nav.articles'), end: false },
    { to: paths('events'), label: t('nav.events'), end: false },
    { to: paths('subscription'), label: t('nav.subscriptions'), end: false },
    { to: paths('seasonTickets'), label: t('nav.seasonTickets'), end: false },
  ];
  // On a phone the toolbar has no room for the back office's link: staff find it in the menu.
  const isAdmin = session.status === 'signedIn' && !!session.user?.resolvedRoles.includes('admin');
  const links = isAdmin ? [{ href: backOfficePath(locale), label: t('nav.admin') }] : [];

  // MUI's sticky AppBar and Toolbar, drawn with the shell's CSS (`.app-bar` in app/styles/layout.css).
  return (
    <header className="app-bar">
      <div className="app-bar__toolbar">
        {/* A round icon button, as MUI's IconButton draws it (edge="start"). */}
        <ActionButton
          tone="inherit"
          aria-label={t('nav.menu')}
          onClick={() => {
            setMenuUsed(true);
            setOpen(true);
          }}
          className="app-bar__menu-button"
        >
          <MenuIcon />
        </ActionButton>
        <Link to={paths('home')} className="type type--h6 app-bar__brand">
          {t('common.appName')}
        </Link>
        <nav aria-label={t('nav.menu')} className="app-bar__nav">
          {nav.map((item) => (
            <ActionNavLink key={item.to} tone="inherit" to={item.to} end={item.end}>
              {item.label}
            </ActionNavLink>
          ))}
        </nav>
        <div className="app-bar__spacer" />
        <LanguageSwitch />
        <AccountButtons />
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} items={nav} links={links} />
        </Suspense>
      )}
    </header>
  );
}
