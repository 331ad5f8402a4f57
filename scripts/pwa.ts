/**
 * The installable app: the web app manifests, the Workbox service workers and the offline page of
 * the storefront (scope `/`) and of the back office (scope `/admin/`). Both vite configs take their
 * plugins from here; the facts they build from (manifests, icons, offline page, which requests the
 * workers may answer) are in common/installableApp.ts.
 *
 * What the workers do:
 * - precache the app shell: the storefront's first bundles, styles, icons, manifest and offline
 *   page; the whole back office (its gate check-in screen opens without a network);
 * - keep images (stale-while-revalidate, a bounded cache) and the storefront's lazy screens (hashed,
 *   cache-first) as they are used;
 * - never answer the API (`/api/`): no route matches it, so every call goes to the network and a
 *   signed-in person never sees a stored answer;
 * - pages always come from the network while there is one (never stale); without a network the
 *   storefront shows its offline page and the back office opens its precached app shell (after at
 *   most 5 s of a network that does not answer);
 * - keep out of paths that belong to someone else: the API, the back office (its own worker), the
 *   push provider's worker (`/push/onesignal/`), media files and the payment simulator.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  appleTouchIconFile,
  apps,
  BACK_OFFICE_NETWORK_TIMEOUT_SECONDS,
  isBackOfficeNavigation,
  isCachedImage,
  isStorefrontAsset,
  isStorefrontNavigation,
  manifestFor,
  OFFLINE_PAGE,
  OFFLINE_SCRIPT,
  offlinePageHtml,
  offlinePageScript,
  SERVICE_WORKER,
  type InstallableApp,
} from '../common/installableApp';

function offlinePagePlugin(app: InstallableApp): Plugin {
  return {
    name: 'tribuna-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlinePageHtml(app) });
      this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT, source: offlinePageScript });
    },
  };
}

const imageCache = {
  urlPattern: isCachedImage,
  handler: 'StaleWhileRevalidate' as const,
  options: {
    cacheName: 'tribuna-images',
    // Only whole answers of our own or CORS images: opaque ones would take unknown room.
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
  },
};

/** The plugins that make an app installable: its manifest, its service worker and its offline page. */
export function installableApp(app: InstallableApp): Plugin[] {
  const { base } = apps[app];
  const common = {
    cacheId: `tribuna-${app}`,
    cleanupOutdatedCaches: true,
    // A new worker takes over at once: the page keeps its files (hashed), and pages come from the
    // network anyway.
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    globIgnores: ['.vite/**', '**/*.br', '**/*.gz', '**/*.map'],
  };
  const workbox =
    app === 'storefront'
      ? {
          ...common,
          // The app shell: the first bundles and styles, the offline page, icons and the manifest.
          globPatterns: ['assets/{index,app,vendor}-*.{js,css}', OFFLINE_PAGE, OFFLINE_SCRIPT, 'icon.svg'],
          // Pages are the server's (rendered, fresh), so no app-shell fallback: without a network
          // the offline page answers.
          navigateFallback: null,
          navigationPreload: true,
          runtimeCaching: [
            {
              urlPattern: isStorefrontNavigation,
              handler: 'NetworkOnly' as const,
              options: { precacheFallback: { fallbackURL: `${base}${OFFLINE_PAGE}` } },
            },
            {
              urlPattern: isStorefrontAsset,
              handler: 'CacheFirst' as const,
              options: {
                cacheName: 'tribuna-storefront-assets',
                cacheableResponse: { statuses: [200] },
                expiration: { maxEntries: 150, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true },
              },
            },
            imageCache,
          ],
        }
      : {
          ...common,
          // The whole back office: the gate check-in works as an installed app without a network.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          // Its pages come from the network while there is one (a new release shows at once); without
          // one, or when it does not answer in time, the precached app shell opens.
          navigateFallback: null,
          navigationPreload: true,
          runtimeCaching: [
            {
              urlPattern: isBackOfficeNavigation,
              // Network first: every back-office path is the same static shell (no one's data), so
              // the copy kept of it is what a network that does not answer in time gets.
              handler: 'NetworkFirst' as const,
              options: {
                cacheName: 'tribuna-backoffice-pages',
                networkTimeoutSeconds: BACK_OFFICE_NETWORK_TIMEOUT_SECONDS,
                cacheableResponse: { statuses: [200] },
                expiration: { maxEntries: 20, purgeOnQuotaError: true },
                precacheFallback: { fallbackURL: `${base}index.html` },
              },
            },
            imageCache,
          ],
        };
  return [
    offlinePagePlugin(app),
    ...VitePWA({
      base,
      scope: base,
      filename: SERVICE_WORKER,
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by the app itself (common/serviceWorker.ts), after the page has loaded.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      includeAssets: [appleTouchIconFile],
      manifest: manifestFor(app),
      workbox,
    }),
  ];
}
