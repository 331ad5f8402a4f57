import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError } from '@tribuna/common/api/client';
import { ToastContainer } from '../components/ToastContainer';
import { ErrorScreenProvider } from '../lib/errorScreen';
import { i18n } from '../lib/i18n';
import { useInstallHint } from './installHint';
import { publicConfigQuery } from '../lib/publicConfig';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session';
import { theme } from './theme';

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
  // Every route waits for it (maintenance guard): ask before the first render needs it.
  void client.prefetchQuery(publicConfigQuery);
  return client;
}

function InstallHint() {
  useInstallHint();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <SessionProvider>
              <ErrorScreenProvider>
                <AppRoutes />
              </ErrorScreenProvider>
            </SessionProvider>
          </BrowserRouter>
          <ToastContainer />
          <InstallHint />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
