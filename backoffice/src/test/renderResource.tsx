import { render } from '@testing-library/react';
import type { Role } from '@tribuna/common/schemas/auth';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAdminI18nProvider } from '../providers/i18nProvider';
import { fakeAuthProvider, fakeDataProvider } from './renderApp';

function Harness({
  roles,
  dataProvider,
  children,
}: {
  roles: Role[];
  dataProvider: DataProvider;
  children: ReactNode;
}) {
  const i18nProvider = useAdminI18nProvider('cs');
  if (!i18nProvider) return null;
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(roles)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
}

/**
 * One back-office screen (not the whole app) at `path`, matched by `route`, for a staff member with
 * `roles`, in Czech: quicker than renderApp when a resource component is what a test is about.
 */
export function renderResource(
  element: ReactNode,
  {
    resource,
    path,
    route = path,
    roles,
    dataProvider = fakeDataProvider(),
  }: {
    resource: string;
    path: string;
    route?: string;
    roles: Role[];
    dataProvider?: ReturnType<typeof fakeDataProvider>;
  },
) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness roles={roles} dataProvider={dataProvider as DataProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </ResourceContextProvider>
      </Harness>
    </MemoryRouter>,
  );
  return { dataProvider };
}
