import { lazy, useMemo } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  Navigate,
  Resource,
  useCreatePath,
  useParams,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { locales, type Locale } from '@tribuna/common/routes';
import type { Language } from '@tribuna/common/schemas/common';
import { adminPath, BASENAME, ticketReviewPath } from './adminPaths';
import articles from './articles';
import auditLog from './auditLog';
import benefits from './benefits';
import contactMessages from './contactMessages';
import pushNotifications from './pushNotifications';
import content from './content';
import mediaAccreditations from './mediaAccreditations';
import countdowns from './countdowns';
import events from './events';
import files from './files';
import features from './features';
import { FeatureDetailPath } from './features/FeatureDetailPath';
import galleries from './galleries';
import invoices from './invoices';
import { INVOICE_EXPORT_PATH, ORDER_FROM_INVOICE_PATH } from './invoices/exportPath';
import videoArchives from './videoArchives';
import audioArchives from './audioArchives';
import { AdminTitle } from './layout/AdminTitle';
import { Layout } from './layout/Layout';
import { NamedLoadingPage } from './layout/NamedControls';
import { theme } from './layout/theme';
import { useAdminI18nProvider } from './providers/i18nProvider';
import { adminStore } from './providers/locale';
import orders from './orders';
import refundRequests from './refundRequests';
import refunds from './refunds';
import seasonTickets from './seasonTickets';
import subscriptions from './subscriptions';
import tickets from './tickets';
import users from './users';
import orderVouchers from './orderVouchers';
import vouchers from './vouchers';
import { VOUCHER_GENERATION_PATH } from './vouchers/generationPath';

const TicketReviewPage = lazy(() => import('./tickets/TicketReviewPage'));
const VoucherGenerationPage = lazy(() => import('./vouchers/VoucherGenerationPage'));
const InvoiceExportPage = lazy(() => import('./invoices/InvoiceExportPage'));
const OrderFromInvoicePage = lazy(() => import('./invoices/OrderFromInvoicePage'));
// The dashboard shows after sign-in: the login screen loads without it.
const AdminHome = lazy(() => import('./layout/AdminHome').then((module) => ({ default: module.AdminHome })));

/** The spec's own admin paths (`/admin/clanek/{uuid}/upravit`) land on the react-admin screens. */
function RedirectTo({ resource, type }: { resource: string; type: 'list' | 'create' | 'edit' | 'show' }) {
  const { uuid } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id: uuid })} replace />;
}

const specRedirects = (locale: Locale) =>
  [
    [adminPath('admin-articleCreate', locale), <RedirectTo resource="articles" type="create" />],
    [adminPath('admin-articleEdit', locale), <RedirectTo resource="articles" type="edit" />],
    [adminPath('admin-eventCreate', locale), <RedirectTo resource="events" type="create" />],
    [adminPath('admin-eventEdit', locale), <RedirectTo resource="events" type="edit" />],
    [adminPath('admin-eventManagement', locale), <RedirectTo resource="events" type="list" />],
    [adminPath('admin-benefitCreate', locale), <RedirectTo resource="benefits" type="create" />],
    [adminPath('admin-benefitEdit', locale), <RedirectTo resource="benefits" type="edit" />],
    [adminPath('admin-galleryCreate', locale), <RedirectTo resource="galleries" type="create" />],
    [adminPath('admin-galleryEdit', locale), <RedirectTo resource="galleries" type="edit" />],
    [adminPath('admin-videoArchiveCreate', locale), <RedirectTo resource="video-archives" type="create" />],
    [adminPath('admin-videoArchiveEdit', locale), <RedirectTo resource="video-archives" type="edit" />],
    [adminPath('admin-audioArchiveCreate', locale), <RedirectTo resource="audio-archives" type="create" />],
    [adminPath('admin-audioArchiveEdit', locale), <RedirectTo resource="audio-archives" type="edit" />],
    [adminPath('admin-contentManagement', locale), <RedirectTo resource="content" type="list" />],
    [adminPath('admin-countdownCreate', locale), <RedirectTo resource="countdowns" type="create" />],
    [adminPath('admin-countdownDetail', locale), <RedirectTo resource="countdowns" type="show" />],
    [adminPath('admin-countdownEdit', locale), <RedirectTo resource="countdowns" type="edit" />],
    [adminPath('admin-countdownManagement', locale), <RedirectTo resource="countdowns" type="list" />],
    [adminPath('admin-featureCreate', locale), <RedirectTo resource="features" type="create" />],
    [adminPath('admin-featureDetail', locale), <FeatureDetailPath />],
    [adminPath('admin-featureEdit', locale), <RedirectTo resource="features" type="edit" />],
    [adminPath('admin-featureManagement', locale), <RedirectTo resource="features" type="list" />],
    [adminPath('admin-subscriptionCreate', locale), <RedirectTo resource="subscriptions" type="create" />],
    [adminPath('admin-subscriptionEdit', locale), <RedirectTo resource="subscriptions" type="edit" />],
    [adminPath('admin-subscriptionManagement', locale), <RedirectTo resource="subscriptions" type="list" />],
    [adminPath('admin-userManagement', locale), <RedirectTo resource="users" type="list" />],
    [adminPath('admin-userDetail', locale), <RedirectTo resource="users" type="edit" />],
    [adminPath('admin-voucherManagement', locale), <RedirectTo resource="vouchers" type="list" />],
    [adminPath('admin-voucherDetail', locale), <RedirectTo resource="vouchers" type="show" />],
  ] as const;

/** Ticket review is a page of its own at the spec's path (the gate), beside the tickets resource. */
const ticketReviewRoutes = (locale: Locale) =>
  [
    [ticketReviewPath(locale), <TicketReviewPage />],
    [adminPath('admin-ticketReview', locale), <TicketReviewPage />],
    [VOUCHER_GENERATION_PATH, <VoucherGenerationPage />],
    [INVOICE_EXPORT_PATH, <InvoiceExportPage />],
    [ORDER_FROM_INVOICE_PATH, <OrderFromInvoicePage />],
  ] as const;

// Czech and Slovak paths are often the same (`/user/:uuid`); each path is routed once.
const specRoutes = [
  ...new Map(locales.flatMap((locale) => [...specRedirects(locale), ...ticketReviewRoutes(locale)])),
].map(([path, element]) => <Route key={path} path={path} element={element} />);

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  initialLocale: Language;
}

function BackOffice({ authProvider, dataProvider, initialLocale }: AppProps) {
  const i18nProvider = useAdminI18nProvider(initialLocale);
  if (!i18nProvider) return null;
  return (
    // react-admin's <Admin> is these two with an English i18nProvider (and its polyglot) as the
    // default, which the first bundle would carry for nothing: the back office brings its own.
    <AdminContext
      basename={BASENAME}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
    >
      <AdminUI
        title={<AdminTitle />}
        layout={Layout}
        dashboard={AdminHome}
        // Staff sign in on the storefront's login, which brings admins here (spec route guard 4).
        loginPage={false}
        loading={NamedLoadingPage}
        requireAuth
        disableTelemetry
      >
        <Resource name="content" {...content} />
        <Resource name="articles" {...articles} />
        <Resource name="events" {...events} />
        <Resource name="subscriptions" {...subscriptions} />
        <Resource name="season-tickets" {...seasonTickets} />
        <Resource name="benefits" {...benefits} />
        <Resource name="galleries" {...galleries} />
        <Resource name="video-archives" {...videoArchives} />
        <Resource name="audio-archives" {...audioArchives} />
        <Resource name="countdowns" {...countdowns} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="push-notifications" {...pushNotifications} />
        <Resource name="media-accreditations" {...mediaAccreditations} />
        <Resource name="content-authors" recordRepresentation="name" />
        <Resource name="features" {...features} />
        <Resource name="files" {...files} />
        <Resource name="users" {...users} />
        <Resource name="orders" {...orders} />
        <Resource name="invoices" {...invoices} />
        <Resource name="refunds" {...refunds} />
        <Resource name="refund-requests" {...refundRequests} />
        <Resource name="tickets" {...tickets} />
        <Resource name="vouchers" {...vouchers} />
        <Resource name="order-vouchers" {...orderVouchers} />
        <Resource name="audit-log" {...auditLog} />
        <CustomRoutes>{specRoutes}</CustomRoutes>
      </AdminUI>
    </AdminContext>
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
