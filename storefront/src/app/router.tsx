import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { locales, localePrefix, routes, type RouteName } from '@tribuna/common/routes';
import { NotFound } from '../components/NotFound';
import { HomePage } from './routes/HomePage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { RouteGuard } from './RouteGuard';

/**
 * The screens that exist so far, by route name. Paths come from the shared route table, so
 * each screen is served at its Czech path and at /sk + its Slovak path. The home page is part
 * of the first bundle; every other screen loads when it is first visited.
 */
const screens: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
  articles: lazy(() => import('../features/articles/pages/ArticlesPage')),
  article: lazy(() => import('../features/articles/pages/ArticlePage')),
  maintenance: lazy(() => import('../features/maintenance/pages/MaintenancePage')),
  'auth-loginPage': lazy(() => import('../features/auth/pages/LoginPage')),
  'auth-registrationPage': lazy(() => import('../features/auth/pages/RegistrationPage')),
  'auth-registrationConfirmationPage': lazy(
    () => import('../features/auth/pages/RegistrationConfirmationPage'),
  ),
  'auth-forgottenPasswordPage': lazy(() => import('../features/auth/pages/ForgottenPasswordPage')),
  'auth-forgottenPasswordSentPage': lazy(() => import('../features/auth/pages/ForgottenPasswordSentPage')),
  'auth-passwordRecoveryPage': lazy(() => import('../features/auth/pages/PasswordRecoveryPage')),
  'auth-acceptTermsPage': lazy(() => import('../features/auth/pages/AcceptTermsPage')),
  'app-accountPage': lazy(() => import('../features/account/pages/AccountPage')),
  'examples-formPage': lazy(() => import('../features/examples/pages/FormPage')),
  'examples-htmlEditor': lazy(() => import('../features/examples/pages/HtmlEditorPage')),
  'examples-toastPage': lazy(() => import('../features/examples/pages/ToastPage')),
  firebase: lazy(() => import('../features/examples/pages/FirebasePage')),
};

function routesIn(layout: 'default' | 'empty'): ReactNode[] {
  const entries = Object.entries(screens) as [RouteName, ComponentType][];
  return entries
    .filter(([name]) => (routes[name].layout === 'empty' ? 'empty' : 'default') === layout)
    .flatMap(([name, Screen]) =>
      locales.map((locale) => {
        const path = (localePrefix[locale] + routes[name][locale]).replace(/(.)\/$/, '$1') || '/';
        return (
          <Route
            key={`${name}-${locale}`}
            path={path}
            element={
              <RouteGuard route={name}>
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
