import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { locales, localePrefix, routes, type RouteName } from '@tribuna/common/routes';
import { NotFound } from '../components/NotFound';
import { HomePage } from '../features/home/pages/HomePage';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EmptyLayout } from './layouts/EmptyLayout';

/**
 * The screens that exist so far, by route name. Paths come from the shared route table, so
 * each screen is served at its Czech path and at /sk + its Slovak path. The home page is part
 * of the first bundle; every other screen loads when it is first visited.
 */
const screens: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
  articles: lazy(() => import('../features/articles/pages/ArticlesPage')),
  article: lazy(() => import('../features/articles/pages/ArticlePage')),
  'auth-loginPage': lazy(() => import('../features/auth/pages/LoginPage')),
};

function routesIn(layout: 'default' | 'empty'): ReactNode[] {
  const entries = Object.entries(screens) as [RouteName, ComponentType][];
  return entries
    .filter(([name]) => (routes[name].layout === 'empty' ? 'empty' : 'default') === layout)
    .flatMap(([name, Screen]) =>
      locales.map((locale) => {
        const path = (localePrefix[locale] + routes[name][locale]).replace(/(.)\/$/, '$1') || '/';
        return <Route key={`${name}-${locale}`} path={path} element={<Screen />} />;
      }),
    );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<DefaultLayout />}>
        {routesIn('default')}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<EmptyLayout />}>{routesIn('empty')}</Route>
    </Routes>
  );
}
