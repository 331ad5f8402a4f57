import { createApiClient, data } from '@tribuna/common/api/client';
import { hasSavedIdentitySession } from '@tribuna/common/auth/savedSession';
import { registerServiceWorker } from '@tribuna/common/serviceWorker';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { withLifecycleCallbacks } from 'react-admin';
import { App } from './App';
import { startErrorReporting } from '@tribuna/common/browserErrorReporting';
import { createAdminApiClient } from './providers/apiClient';
import { createAuthProvider } from './providers/authProvider';
import { currentLocale } from './providers/i18nProvider';
import { createDataProvider, resourceCallbacks } from './providers/dataProvider';
import { createOfflineMemory } from './providers/offlineMemory';
import { resolveInitialLocale } from './providers/locale';
import { leaveForStorefront } from './providers/storefrontExit';

// The identity SDK (about 20 KB) loads beside the configuration, and only for someone signed in on
// this browser: whoever is not goes to the storefront's home anyway (spec route guard 2).
const identitySdk = hasSavedIdentitySession() ? import('@tribuna/common/auth/identity') : null;
// A failed load is reported where mount() waits for it, not as an unhandled rejection before.
identitySdk?.catch(() => undefined);

async function mount(container: HTMLElement) {
  // The language follows the address (`?lang=sk` from `/sk/admin/...`), kept in it for a reload.
  const initialLocale = resolveInitialLocale(window.location.search);
  const storefrontLocale = initialLocale === 'sk' ? 'sk' : 'cs';
  if (!identitySdk) {
    leaveForStorefront('home', storefrontLocale);
    return;
  }
  // The identity settings (Firebase project, emulator) come from the server's public configuration;
  // typed, not parsed: the server validates its own answer, and zod stays out of the first bundle.
  // The installed app opened without a network starts with the configuration it last had.
  const memory = createOfflineMemory();
  const config = await data(createApiClient().GET('/public-config')).then(
    (fresh) => {
      memory.saveConfig(fresh);
      return fresh;
    },
    (error: unknown) => {
      const remembered = memory.readConfig();
      if (!remembered) throw error;
      return remembered;
    },
  );
  startErrorReporting(config.errorReportingDsn, config.production ? 'production' : 'development')?.catch(
    (error: unknown) => console.error('Error reporting failed to start', error),
  );
  const { getIdentityClient } = await identitySdk;
  const identity = getIdentityClient(config.identity);
  const api = createAdminApiClient(identity);

  createRoot(container).render(
    <StrictMode>
      <App
        authProvider={createAuthProvider({
          identity,
          api,
          memory,
          leave: (page) => leaveForStorefront(page, storefrontLocale),
        })}
        dataProvider={withLifecycleCallbacks(
          createDataProvider(api, { getIdToken: () => identity.getIdToken(), getLanguage: currentLocale }),
          resourceCallbacks,
        )}
        initialLocale={initialLocale}
      />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  mount(container).catch((error: unknown) => {
    // Spec section 8: an app mount failure is logged to the console.
    console.error('The back office could not start.', error);
    // Never opened here before and no network: the offline page says so.
    if (!navigator.onLine && import.meta.env.PROD) window.location.replace('/admin/offline.html');
  });
}

// The installable app (scripts/pwa.ts): only the production build has a worker.
if (import.meta.env.PROD) registerServiceWorker('/admin/sw.js', '/admin/');
