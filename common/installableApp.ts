/**
 * The installable app (spec section 2; scripts/pwa.ts builds it): what the web app manifests say,
 * the icons they list, the offline page, and the rules of the service workers about which requests
 * they may answer. Kept here, apart from the build, so that tests and the bench read the same facts.
 */
import { manifestTexts, offlineTexts, type InstallableLanguage } from './i18n/installableApp';

export type InstallableApp = 'storefront' | 'backoffice';

/** Square PNG icon sizes of the manifests (Android launchers, Windows tiles, splash screens). */
export const iconSizes = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** The icon iOS puts on the home screen (it ignores the manifest's icons). */
export const appleTouchIconSize = 180;
/** The icon file names, relative to the app's base; scripts/pwaIcons.ts draws them. */
export const iconFile = (size: number, purpose: 'any' | 'maskable' = 'any') =>
  purpose === 'maskable' ? `icons/maskable-${size}.png` : `icons/icon-${size}.png`;
export const appleTouchIconFile = 'icons/apple-touch-icon.png';

export const OFFLINE_PAGE = 'offline.html';
export const OFFLINE_SCRIPT = 'offline.js';
export const SERVICE_WORKER = 'sw.js';

/**
 * Paths no storefront worker rule may answer: the API, the back office and its Slovak paths,
 * the push provider's worker scope, media files and the payment simulator.
 */
export const storefrontWorkerExcludes = [
  '/api/',
  '/admin',
  '/sk/admin',
  '/push/onesignal/',
  '/media/',
  '/dev/',
] as const;

export interface AppIdentity {
  base: '/' | '/admin/';
  themeColor: string;
  backgroundColor: string;
}

export const apps: Record<InstallableApp, AppIdentity> = {
  storefront: { base: '/', themeColor: '#0b3d91', backgroundColor: '#ffffff' },
  backoffice: { base: '/admin/', themeColor: '#1565c0', backgroundColor: '#ffffff' },
};

/** The web app manifest of an app (the plugin writes it as manifest.webmanifest and links it). */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

export function manifestFor(app: InstallableApp): WebAppManifest {
  const { base, themeColor, backgroundColor } = apps[app];
  const texts = manifestTexts[app];
  return {
    id: base,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: 'cs',
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    background_color: backgroundColor,
    categories: app === 'storefront' ? ['sports', 'entertainment'] : ['business', 'productivity'],
    icons: [
      ...iconSizes.map((size) => ({
        src: `${base}${iconFile(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any' as const,
      })),
      ...[192, 512].map((size) => ({
        src: `${base}${iconFile(size, 'maskable')}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable' as const,
      })),
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const languages: InstallableLanguage[] = ['cs', 'sk', 'en'];

/**
 * The offline page: static, in all three languages (Czech shows without scripts); its script
 * (a file: the Content-Security-Policy allows no inline script) shows the language of the path
 * (`/sk…`) or else the browser's. The retry link reloads the address that was asked for.
 */
export function offlinePageHtml(app: InstallableApp): string {
  const { base, themeColor } = apps[app];
  const sections = languages
    .map((language) => {
      const t = offlineTexts[language];
      return `<main lang="${language}" data-language="${language}" data-title="${escapeHtml(t.title)}"${language === 'cs' ? '' : ' hidden'}>
      <h1>${escapeHtml(t.heading)}</h1>
      <p>${escapeHtml(t.body)}</p>
      <p><a class="retry" href="">${escapeHtml(t.retry)}</a></p>
    </main>`;
    })
    .join('\n    ');
  return `<!doctype html>
<html lang="cs">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="${themeColor}" />
    <link rel="icon" href="${base}${iconFile(48)}" type="image/png" />
    <title>${escapeHtml(offlineTexts.cs.title)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      img { width: 96px; height: 96px; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      p { line-height: 1.5; }
      .retry { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.4rem; border-radius: 4px; background: ${themeColor}; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
    <script src="${base}${OFFLINE_SCRIPT}" defer></script>
  </head>
  <body>
    ${sections}
  </body>
</html>
`;
}

/** Picks the offline page's language: the path's (`/sk`), else the browser's first known one. */
export const offlinePageScript = `(function () {
  var known = ${JSON.stringify(languages)};
  var language = /^\\/sk(\\/|$)/.test(location.pathname) ? 'sk' : null;
  var preferred = navigator.languages || [navigator.language || ''];
  for (var i = 0; !language && i < preferred.length; i++) {
    var code = String(preferred[i]).slice(0, 2).toLowerCase();
    if (known.indexOf(code) >= 0) language = code;
  }
  language = language || 'cs';
  var sections = document.querySelectorAll('main[data-language]');
  for (var j = 0; j < sections.length; j++) {
    var section = sections[j];
    var shown = section.getAttribute('data-language') === language;
    section.hidden = !shown;
    if (shown) document.title = section.getAttribute('data-title') || document.title;
  }
  document.documentElement.lang = language;
})();
`;

/** What Workbox gives a route's matcher (the request, its URL, whether it is of our origin). */
export interface MatchInput {
  request: Pick<Request, 'mode' | 'destination'>;
  url: URL;
  sameOrigin: boolean;
}

/**
 * The storefront worker's navigation rule: pages of the storefront, never the excluded paths.
 * Workbox writes the function's source into the worker, so it can use nothing from around it; a
 * test checks it against `storefrontWorkerExcludes`.
 */
export const isStorefrontNavigation = ({ request, url, sameOrigin }: MatchInput) =>
  request.mode === 'navigate' &&
  sameOrigin &&
  !/^\/(?:api\/|admin(?:\/|$)|sk\/admin(?:\/|$)|push\/onesignal\/|media\/|dev\/)/.test(url.pathname);

/** The back office worker's navigation rule: its own pages (its scope is `/admin/` anyway). */
export const isBackOfficeNavigation = ({ request, url, sameOrigin }: MatchInput) =>
  request.mode === 'navigate' && sameOrigin && /^\/admin(?:\/|$)/.test(url.pathname);

/**
 * How long a back-office page waits for the network before the installed app opens from the
 * device: a gate with a weak signal is as good as offline (spec section 9: 5 s when offline).
 */
export const BACK_OFFICE_NETWORK_TIMEOUT_SECONDS = 5;

/** Images of any origin but the API's answers, which are never kept. */
export const isCachedImage = ({ request, url, sameOrigin }: MatchInput) =>
  request.destination === 'image' && !(sameOrigin && url.pathname.startsWith('/api/'));

/** The storefront's lazy screens and their styles: hashed files under /assets/. */
export const isStorefrontAsset = ({ url, sameOrigin }: MatchInput) =>
  sameOrigin && url.pathname.startsWith('/assets/');
