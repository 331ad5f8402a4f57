import { routes, type RouteName } from '@tribuna/common/routes';
import { useMemo } from 'react';
import {
  Admin,
  CustomRoutes,
  Navigate,
  Resource,
  useCreatePath,
  useParams,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import articles from './articles';
import { AdminTitle } from './layout/AdminTitle';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { useAdminI18nProvider } from './providers/i18nProvider';
import { adminStore, type AdminLocale } from './providers/locale';

export const BASENAME = '/admin';

/** A spec admin path relative to the back office's basename, in Czech or Slovak. */
const adminPath = (name: RouteName, locale: 'cs' | 'sk') => routes[name][locale].slice(BASENAME.length);

/** The spec's own admin paths (`/admin/clanek/{uuid}/upravit`) land on the react-admin screens. */
function RedirectTo({ resource, type }: { resource: string; type: 'create' | 'edit' }) {
  const { uuid } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id: uuid })} replace />;
}

const specRoutes = (['cs', 'sk'] as const).flatMap((locale) => [
  <Route
    key={`article-create-${locale}`}
    path={adminPath('admin-articleCreate', locale)}
    element={<RedirectTo resource="articles" type="create" />}
  />,
  <Route
    key={`article-edit-${locale}`}
    path={adminPath('admin-articleEdit', locale)}
    element={<RedirectTo resource="articles" type="edit" />}
  />,
]);

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  initialLocale: AdminLocale;
}

function BackOffice({ authProvider, dataProvider, initialLocale }: AppProps) {
  const i18nProvider = useAdminI18nProvider(initialLocale);
  if (!i18nProvider) return null;
  return (
    <Admin
      basename={BASENAME}
      title={<AdminTitle />}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="articles" {...articles} />
      <CustomRoutes>{specRoutes}</CustomRoutes>
    </Admin>
  );
}

/**
 * The back office lives at `/admin` with real paths (not react-admin's default hash router), so the
 * spec's admin addresses work; a data router lets forms warn about unsaved changes.
 */
export function App(props: AppProps) {
  const { authProvider, dataProvider, initialLocale } = props;
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          path: `${BASENAME}/*`,
          element: (
            <BackOffice
              authProvider={authProvider}
              dataProvider={dataProvider}
              initialLocale={initialLocale}
            />
          ),
        },
      ]),
    [authProvider, dataProvider, initialLocale],
  );
  return <RouterProvider router={router} />;
}
