import { type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { locales, localePrefix, matchPath, routes, type RouteName } from '@tribuna/common/routes';
import { NotFound } from '../components/NotFound';
import { RouteMeta, type PageMetaKey } from '../components/PageMeta';
import { HomePage } from './routes/HomePage';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { RouteGuard } from './RouteGuard';
import { withAllTexts } from '../lib/i18n';

/**
 * The screens that exist so far, by route name, with the texts of their title and description.
 * Paths come from the shared route table, so each screen is served at its Czech path and at /sk +
 * its Slovak path; the table's `built` flag says the same (a test keeps the two in step). The home
 * page is part of the first bundle; every other screen loads when it is first visited, with the
 * rest of the texts unless it shows only the first ones (articles, maintenance).
 */
export const screens: Partial<Record<RouteName, { Screen: ComponentType; meta: PageMetaKey }>> = {
  home: { Screen: HomePage, meta: 'home' },
  articles: { Screen: lazyScreen(() => import('../features/articles/pages/ArticlesPage')), meta: 'articles' },
  article: {
    // Drawn with the shell's CSS: a first visit to an article loads no MUI.
    Screen: lazyScreen(() => import('../features/articles/pages/ArticlePage'), 'plain'),
    meta: 'article',
  },
  events: {
    Screen: lazyScreen(withAllTexts(() => import('../features/events/pages/EventsPage'))),
    meta: 'events',
  },
  event: {
    Screen: lazyScreen(withAllTexts(() => import('../features/events/pages/EventPage'))),
    meta: 'event',
  },
  'app-ticketOrder': {
    Screen: lazyScreen(withAllTexts(() => import('../features/events/pages/TicketOrderPage'))),
    meta: 'ticketOrder',
  },
  'app-waitingRoom': {
    Screen: lazyScreen(withAllTexts(() => import('../features/waitingRoom/pages/WaitingRoomPage'))),
    meta: 'ticketOrder',
  },
  'app-ticketTransfer': {
    Screen: lazyScreen(withAllTexts(() => import('../features/tickets/pages/TicketTransferPage'))),
    meta: 'ticketTransfer',
  },
  about: {
    Screen: lazyScreen(withAllTexts(() => import('../features/pages/pages/AboutPage'))),
    meta: 'about',
  },
  faq: {
    Screen: lazyScreen(withAllTexts(() => import('../features/pages/pages/FaqPage'))),
    meta: 'faq',
  },
  faqAccordion: {
    Screen: lazyScreen(withAllTexts(() => import('../features/pages/pages/FaqAccordionPage'))),
    meta: 'faq',
  },
  contact: {
    Screen: lazyScreen(withAllTexts(() => import('../features/contact/pages/ContactPage'))),
    meta: 'contact',
  },
  media: {
    Screen: lazyScreen(withAllTexts(() => import('../features/media/pages/MediaPage'))),
    meta: 'media',
  },
  benefits: {
    Screen: lazyScreen(withAllTexts(() => import('../features/benefits/pages/BenefitsPage'))),
    meta: 'benefits',
  },
  benefit: {
    Screen: lazyScreen(withAllTexts(() => import('../features/benefits/pages/BenefitPage'))),
    meta: 'benefit',
  },
  galleries: {
    Screen: lazyScreen(withAllTexts(() => import('../features/galleries/pages/GalleriesPage'))),
    meta: 'galleries',
  },
  gallery: {
    Screen: lazyScreen(withAllTexts(() => import('../features/galleries/pages/GalleryPage'))),
    meta: 'gallery',
  },
  videoArchives: {
    Screen: lazyScreen(withAllTexts(() => import('../features/videoArchives/pages/VideoArchivesPage'))),
    meta: 'videoArchives',
  },
  videoArchive: {
    Screen: lazyScreen(withAllTexts(() => import('../features/videoArchives/pages/VideoArchivePage'))),
    meta: 'videoArchive',
  },
  audioArchives: {
    Screen: lazyScreen(withAllTexts(() => import('../features/audioArchives/pages/AudioArchivesPage'))),
    meta: 'audioArchives',
  },
  audioArchive: {
    Screen: lazyScreen(withAllTexts(() => import('../features/audioArchives/pages/AudioArchivePage'))),
    meta: 'audioArchive',
  },
  subscription: {
    Screen: lazyScreen(withAllTexts(() => import('../features/subscriptions/pages/SubscriptionsPage'))),
    meta: 'subscriptions',
  },
  'subscription-order': {
    Screen: lazyScreen(withAllTexts(() => import('../features/subscriptions/pages/SubscriptionOrderPage'))),
    meta: 'subscriptionOrder',
  },
  'subscription-waitingRoom': {
    Screen: lazyScreen(withAllTexts(() => import('../features/waitingRoom/pages/MembershipWaitingRoomPage'))),
    meta: 'subscriptionOrder',
  },
  'subscription-orderCompleted': {
    Screen: lazyScreen(
      withAllTexts(() => import('../features/subscriptions/pages/SubscriptionOrderCompletedPage')),
    ),
    meta: 'subscriptionOrderCompleted',
  },
  seasonTickets: {
    Screen: lazyScreen(withAllTexts(() => import('../features/seasonTickets/pages/SeasonTicketsPage'))),
    meta: 'subscriptions',
  },
  'app-seasonTicketOrder': {
    Screen: lazyScreen(withAllTexts(() => import('../features/seasonTickets/pages/SeasonTicketOrderPage'))),
    meta: 'ticketOrder',
  },
  'subscription-voucherOrder': {
    Screen: lazyScreen(withAllTexts(() => import('../features/vouchers/pages/VoucherOrderPage'))),
    meta: 'voucherOrder',
  },
  maintenance: {
    Screen: lazyScreen(() => import('../features/maintenance/pages/MaintenancePage')),
    meta: 'maintenance',
  },
  'auth-loginPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/LoginPage'))),
    meta: 'login',
  },
  'auth-registrationPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/RegistrationPage'))),
    meta: 'registration',
  },
  'auth-registrationConfirmationPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/RegistrationConfirmationPage'))),
    meta: 'registrationConfirmation',
  },
  'auth-forgottenPasswordPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/ForgottenPasswordPage'))),
    meta: 'forgottenPassword',
  },
  'auth-forgottenPasswordSentPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/ForgottenPasswordSentPage'))),
    meta: 'forgottenPasswordSent',
  },
  'auth-passwordRecoveryPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/PasswordRecoveryPage'))),
    meta: 'passwordRecovery',
  },
  'auth-acceptTermsPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/auth/pages/AcceptTermsPage'))),
    meta: 'acceptTerms',
  },
  'app-accountPage': {
    Screen: lazyScreen(withAllTexts(() => import('./routes/AccountScreen'))),
    meta: 'account',
  },
  'app-orderPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/orders/pages/OrderPage'))),
    meta: 'order',
  },
  orderCompleted: {
    Screen: lazyScreen(withAllTexts(() => import('../features/orders/pages/OrderCompletedPage'))),
    meta: 'orderCompleted',
  },
  'examples-formPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/examples/pages/FormPage'))),
    meta: 'developer',
  },
  'examples-htmlEditor': {
    Screen: lazyScreen(withAllTexts(() => import('../features/examples/pages/HtmlEditorPage'))),
    meta: 'developer',
  },
  'examples-toastPage': {
    Screen: lazyScreen(withAllTexts(() => import('../features/examples/pages/ToastPage'))),
    meta: 'developer',
  },
  'examples-seatChart': {
    Screen: lazyScreen(withAllTexts(() => import('../features/events/pages/SeatChartBenchPage'))),
    meta: 'developer',
  },
  firebase: {
    Screen: lazyScreen(withAllTexts(() => import('../features/examples/pages/FirebasePage'))),
    meta: 'developer',
  },
};

/** Loads the screen of a path ahead, if it is one loaded when first visited. */
export async function preloadScreen(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  const Screen = match ? screens[match.name]?.Screen : undefined;
  if (Screen && 'preload' in Screen) await (Screen as Pick<LazyScreen, 'preload'>).preload();
}

function routesIn(layout: 'default' | 'empty'): ReactNode[] {
  const entries = Object.entries(screens) as [RouteName, { Screen: ComponentType; meta: PageMetaKey }][];
  return entries
    .filter(([name]) => (routes[name].layout === 'empty' ? 'empty' : 'default') === layout)
    .flatMap(([name, { Screen, meta }]) =>
      locales.map((locale) => {
        const path = (localePrefix[locale] + routes[name][locale]).replace(/(.)\/$/, '$1') || '/';
        return (
          <Route
            key={`${name}-${locale}`}
            path={path}
            element={
              <RouteGuard route={name}>
                <RouteMeta metaKey={meta} />
                <Screen />
              </RouteGuard>
            }
          />
        );
      }),
    );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<DefaultLayout />}>
        {routesIn('default')}
        <Route
          path="*"
          element={
            <RouteGuard route={null}>
              <NotFound />
            </RouteGuard>
          }
        />
      </Route>
      <Route element={<EmptyLayout />}>{routesIn('empty')}</Route>
    </Routes>
  );
}
