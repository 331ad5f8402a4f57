import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { locales, localePrefix, routes, type RouteName } from '@tribuna/common/routes';
import { NotFound } from '../components/NotFound';
import { RouteMeta, type PageMetaKey } from '../components/PageMeta';
import { HomePage } from './routes/HomePage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { RouteGuard } from './RouteGuard';
import { lazyWithTexts } from '../lib/i18n';

/**
 * The screens that exist so far, by route name, with the texts of their title and description.
 * Paths come from the shared route table, so each screen is served at its Czech path and at /sk +
 * its Slovak path; the table's `built` flag says the same (a test keeps the two in step). The home
 * page is part of the first bundle; every other screen loads when it is first visited, with the
 * rest of the texts unless it shows only the first ones (articles, maintenance).
 */
export const screens: Partial<Record<RouteName, { Screen: ComponentType; meta: PageMetaKey }>> = {
  home: { Screen: HomePage, meta: 'home' },
  articles: { Screen: lazy(() => import('../features/articles/pages/ArticlesPage')), meta: 'articles' },
  article: { Screen: lazy(() => import('../features/articles/pages/ArticlePage')), meta: 'article' },
  maintenance: {
    Screen: lazy(() => import('../features/maintenance/pages/MaintenancePage')),
    meta: 'maintenance',
  },
  'auth-loginPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/LoginPage')),
    meta: 'login',
  },
  'auth-registrationPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/RegistrationPage')),
    meta: 'registration',
  },
  'auth-registrationConfirmationPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/RegistrationConfirmationPage')),
    meta: 'registrationConfirmation',
  },
  'auth-forgottenPasswordPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/ForgottenPasswordPage')),
    meta: 'forgottenPassword',
  },
  'auth-forgottenPasswordSentPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/ForgottenPasswordSentPage')),
    meta: 'forgottenPasswordSent',
  },
  'auth-passwordRecoveryPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/PasswordRecoveryPage')),
    meta: 'passwordRecovery',
  },
  'auth-acceptTermsPage': {
    Screen: lazyWithTexts(() => import('../features/auth/pages/AcceptTermsPage')),
    meta: 'acceptTerms',
  },
  'app-accountPage': {
    Screen: lazyWithTexts(() => import('../features/account/pages/AccountPage')),
    meta: 'account',
  },
  'examples-formPage': {
    Screen: lazyWithTexts(() => import('../features/examples/pages/FormPage')),
    meta: 'developer',
  },
  'examples-htmlEditor': {
    Screen: lazyWithTexts(() => import('../features/examples/pages/HtmlEditorPage')),
    meta: 'developer',
  },
  'examples-toastPage': {
    Screen: lazyWithTexts(() => import('../features/examples/pages/ToastPage')),
    meta: 'developer',
  },
  firebase: {
    Screen: lazyWithTexts(() => import('../features/examples/pages/FirebasePage')),
    meta: 'developer',
  },
};

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
