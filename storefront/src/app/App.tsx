import { useEffect, useState, type ReactNode } from 'react';
import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError } from '@tribuna/common/api/calls';
import { ConsentBanner } from '../components/ConsentBanner';
import { PushNotifications } from '../components/PushNotifications';
import { ToastContainer } from '../components/ToastContainer';
import { startErrorReporting } from '@tribuna/common/browserErrorReporting';
import { startTracking } from '../lib/tagManager';
import { ErrorScreenProvider } from '../lib/errorScreen';
import { i18n } from '../lib/i18n';
import { useInstallHint } from './installHint';
import { applyPublicConfig, publicConfigQuery } from '../lib/publicConfig';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * The server renders pages as a visitor sees them, and drops its copies when staff change content:
 * for a visitor the page's data is current, and asking again at once would only draw the page again.
 * A returning member's browser asks again once the saved session is restored (SessionProvider): the
 * storage that tells is not read here, as its first reading can hold up a phone for a while.
 */
function visitorsData(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** The browser's client: with the data the server rendered the page from, if it did. */
function createBrowserQueryClient(state: DehydratedState | undefined) {
  const client = createQueryClient();
  if (state) hydrate(client, visitorsData(state));
  const config = client.getQueryData(publicConfigQuery.queryKey);
  if (config) applyPublicConfig(config);
  // Every route waits for it (maintenance guard): ask before the first render needs it.
  else void client.prefetchQuery(publicConfigQuery);
  return client;
}

function InstallHint() {
  useInstallHint();
  return null;
}

/**
 * The outside services the public configuration names, in the browser only: error reporting when a
 * DSN is set, and Consent Mode with the tag manager, which waits for the visitor's analytics consent.
 */
function PrivacyServices() {
  const config = useQuery(publicConfigQuery).data;
  const tagManagerId = config?.tagManagerId ?? null;
  const dsn = config?.errorReportingDsn ?? null;
  const environment = config?.production ? 'production' : 'development';
  useEffect(() => (config ? startTracking(tagManagerId) : undefined), [config, tagManagerId]);
  useEffect(() => {
    startErrorReporting(dsn, environment)?.catch((error: unknown) => {
      console.error('Error reporting failed to start', error);
    });
  }, [dsn, environment]);
  return null;
}

/**
 * The app around its router, the same on the server and in the browser (hydration needs the same
 * tree): texts, queries, then the router the caller gives, with the session and the pages. The
 * shell draws with its own CSS (app/styles); screens and dialogs that use MUI bring its theme with
 * them (MuiScope.tsx).
 */
export function AppFrame({
  i18n: texts,
  queryClient,
  router: Router,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <SessionProvider>
            <ErrorScreenProvider>
              <AppRoutes />
            </ErrorScreenProvider>
            <PushNotifications />
          </SessionProvider>
        </Router>
        <ToastContainer />
        <InstallHint />
        <ConsentBanner />
        <PrivacyServices />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The storefront in the browser; `state` is the server's prefetched data when it rendered the page. */
export function App({ state }: { state?: DehydratedState }) {
  const [queryClient] = useState(() => createBrowserQueryClient(state));
  return <AppFrame i18n={i18n} queryClient={queryClient} router={BrowserRouter} />;
}
