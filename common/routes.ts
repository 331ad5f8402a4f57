/**
 * The route table of the storefront and the back office (spec section 2): every route's name,
 * its Czech path and its Slovak path. The Slovak path is always served under the `/sk` prefix;
 * `sk` here holds the path after that prefix. Links, guards and tests read this one list.
 */
export type Locale = 'cs' | 'sk';
export const locales: readonly Locale[] = ['cs', 'sk'];
export const defaultLocale: Locale = 'cs';
export const localePrefix: Record<Locale, string> = { cs: '', sk: '/sk' };

export type Layout = 'default' | 'empty' | 'private';

export interface RouteDef {
  cs: string;
  sk: string;
  layout: Layout;
  /**
   * Whether the route's screen exists yet. A route that is not built answers 404 and is linked
   * from nowhere; building a screen flips this one flag.
   */
  built: boolean;
}

function route(cs: string, sk: string = cs, layout: Layout = 'default'): RouteDef {
  return { cs, sk, layout, built: false };
}

function built(def: RouteDef): RouteDef {
  return { ...def, built: true };
}

export const routes = {
  // Public content
  home: built(route('/')),
  about: built(route('/o-nas')),
  articles: built(route('/clanky')),
  article: built(route('/clanky/:uuid')),
  audioArchives: built(route('/audia')),
  audioArchive: built(route('/audio/:uuid')),
  videoArchives: built(route('/videa', '/video')),
  videoArchive: built(route('/videa/:uuid', '/video/:uuid')),
  galleries: built(route('/galerie')),
  gallery: built(route('/galerie/:uuid')),
  benefits: built(route('/benefity')),
  benefit: built(route('/benefity/:uuid')),
  events: built(route('/akce-a-vstupenky', '/podujatia-a-vstupenky')),
  event: built(route('/akce-a-vstupenky/:uuid', '/podujatia-a-vstupenky/:uuid')),
  contact: built(route('/kontakt')),
  media: built(route('/pro-media', '/pre-media')),
  faq: built(route('/faq')),
  faqAccordion: built(route('/faq/Accordion')),
  maintenance: built(route('/udrzba-systemu', '/udrzba-systemu', 'empty')),

  // Authentication
  'auth-loginPage': built(route('/prihlaseni', '/prihlasenie', 'empty')),
  'auth-registrationPage': built(route('/registrace', '/registracia', 'empty')),
  'auth-registrationConfirmationPage': built(
    route('/potvrzeni-registrace', '/potvrdenie-registracie', 'empty'),
  ),
  'auth-forgottenPasswordPage': built(route('/zapomenute-heslo', '/zabudnute-heslo', 'empty')),
  'auth-forgottenPasswordSentPage': built(
    route('/zapomenute-heslo-odeslano', '/zabudnute-heslo-odoslane', 'empty'),
  ),
  'auth-passwordRecoveryPage': built(route('/obnova-hesla', '/obnova-hesla', 'empty')),
  'auth-acceptTermsPage': built(route('/dokonceni-registrace', '/dokoncenie-registracie', 'empty')),

  // Membership
  subscription: built(route('/clenstvi', '/clenstvo')),
  'subscription-voucherOrder': built(
    route(
      '/clenstvi/objednavka-voucheru/:subscriptionPriceUuid',
      '/clenstvo/objednavka-vouchera/:subscriptionPriceUuid',
    ),
  ),
  'subscription-order': built(
    route(
      '/app/clenstvi/objednavka/:subscriptionPriceUuid',
      '/app/clenstvo/objednavka/:subscriptionPriceUuid',
    ),
  ),
  'subscription-waitingRoom': built(
    route(
      '/app/clenstvi/objednavka/:subscriptionPriceUuid/cekarna',
      '/app/clenstvo/objednavka/:subscriptionPriceUuid/cakaren',
    ),
  ),
  'subscription-orderCompleted': built(
    route('/clenstvi/objednavka/dokonceno', '/clenstvo/objednavka/dokoncena'),
  ),

  // Season tickets: one seat for every match of a season (the list is public, picking signs in).
  seasonTickets: built(route('/permanentky')),
  'app-seasonTicketOrder': built(route('/app/permanentky/:uuid')),

  // Account and orders
  'app-accountPage': built(route('/app/ucet')),
  'app-orderPage': built(route('/app/objednavka')),
  orderCompleted: built(route('/objednavka/dokoncena')),
  'app-ticketOrder': built(
    route('/app/akce-a-vstupenky/:uuid/objednavka', '/app/podujatia-a-vstupenky/:uuid/objednavka'),
  ),
  'app-waitingRoom': built(
    route('/app/akce-a-vstupenky/:uuid/cekarna', '/app/podujatia-a-vstupenky/:uuid/cakaren'),
  ),
  // The link a ticket's recipient gets by e-mail (`:token`: the transfer's, not a uuid).
  'app-ticketTransfer': built(route('/app/vstupenky/prevod/:token')),

  // Admin (served by the back office)
  'admin-home': built(route('/admin', '/admin', 'private')),
  'admin-articleCreate': built(route('/admin/clanek/vytvorit', '/admin/clanok/vytvorit', 'private')),
  'admin-articleEdit': built(route('/admin/clanek/:uuid/upravit', '/admin/clanok/:uuid/upravit', 'private')),
  'admin-audioArchiveCreate': route(
    '/admin/audio-galerie/vytvorit',
    '/admin/audio-galerie/vytvorit',
    'private',
  ),
  'admin-audioArchiveEdit': route(
    '/admin/audio-galerie/:uuid/upravit',
    '/admin/audio-galerie/:uuid/upravit',
    'private',
  ),
  'admin-videoArchiveCreate': route(
    '/admin/video-galerie/vytvorit',
    '/admin/video-galerie/vytvorit',
    'private',
  ),
  'admin-videoArchiveEdit': route(
    '/admin/video-galerie/:uuid/upravit',
    '/admin/video-galerie/:uuid/upravit',
    'private',
  ),
  'admin-benefitCreate': route('/admin/benefit/vytvorit', '/admin/benefit/vytvorit', 'private'),
  'admin-benefitEdit': route('/admin/benefit/:uuid/upravit', '/admin/benefit/:uuid/upravit', 'private'),
  'admin-contentManagement': built(route('/admin/sprava-obsahu', '/admin/sprava-obsahu', 'private')),
  'admin-countdownCreate': route('/admin/odpocitavani/vytvorit', '/admin/odpocitavanie/vytvorit', 'private'),
  'admin-countdownDetail': route(
    '/admin/odpocitavani/:uuid/detail',
    '/admin/odpocitavanie/:uuid/detail',
    'private',
  ),
  'admin-countdownEdit': route(
    '/admin/odpocitavani/:uuid/upravit',
    '/admin/odpocitavanie/:uuid/upravit',
    'private',
  ),
  'admin-countdownManagement': route('/admin/sprava-odpocitavani', '/admin/sprava-odpocitavanie', 'private'),
  'admin-eventCreate': built(route('/admin/akce/vytvorit', '/admin/akcia/vytvorit', 'private')),
  'admin-eventEdit': built(route('/admin/akce/:uuid/upravit', '/admin/akcia/:uuid/upravit', 'private')),
  'admin-eventManagement': built(route('/admin/sprava-akcii', '/admin/sprava-akcii', 'private')),
  'admin-featureCreate': built(route('/admin/featury/vytvorit', '/admin/featury/vytvorit', 'private')),
  'admin-featureDetail': built(
    route('/admin/featury/:uuid/detail', '/admin/featury/:uuid/detail', 'private'),
  ),
  'admin-featureEdit': built(
    route('/admin/featury/:uuid/upravit', '/admin/featury/:uuid/upravit', 'private'),
  ),
  'admin-featureManagement': built(route('/admin/sprava-featur', '/admin/sprava-featur', 'private')),
  'admin-galleryCreate': route('/admin/galerie/vytvorit', '/admin/galeria/vytvorit', 'private'),
  'admin-galleryEdit': route('/admin/galerie/:uuid/upravit', '/admin/galeria/:uuid/upravit', 'private'),
  'admin-subscriptionCreate': built(route('/admin/clenstvi/vytvorit', '/admin/clenstvo/vytvorit', 'private')),
  'admin-subscriptionEdit': built(
    route('/admin/clenstvi/:uuid/upravit', '/admin/clenstvo/:uuid/upravit', 'private'),
  ),
  'admin-subscriptionManagement': built(route('/admin/sprava-clenstvi', '/admin/sprava-clenstvi', 'private')),
  'admin-ticketReview': built(
    route('/admin/kontrola-vstupenek/:uuid', '/admin/kontrola-vstupeniek/:uuid', 'private'),
  ),
  'admin-userDetail': built(route('/admin/user/:uuid', '/admin/user/:uuid', 'private')),
  'admin-userManagement': built(route('/admin/sprava-uzivatelu', '/admin/sprava-uzivatelov', 'private')),
  'admin-voucherDetail': route('/admin/vouchery/:uuid/detail', '/admin/vouchery/:uuid/detail', 'private'),
  'admin-voucherManagement': route('/admin/sprava-voucheru', '/admin/sprava-voucheru', 'private'),

  // Developer and example pages
  'examples-formPage': built(route('/examples/formPage')),
  'examples-htmlEditor': built(route('/examples/htmlEditor')),
  'examples-toastPage': built(route('/examples/toastPage')),
  'examples-seatChart': built(route('/examples/seatChart')),
  firebase: built(route('/firebase')),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeNames = Object.keys(routes) as RouteName[];

/**
 * Developer and example pages (spec section 2). They exist outside production only: with
 * `NODE_ENV=production` the server answers 404 for them, the storefront shows its not-found page
 * and nothing links to them (the sitemap leaves them out).
 */
export const developerRoutes: readonly RouteName[] = [
  'examples-formPage',
  'examples-htmlEditor',
  'examples-toastPage',
  'examples-seatChart',
  'firebase',
];

export const isDeveloperRoute = (name: RouteName) => developerRoutes.includes(name);

/** Route parameters that must be uuids; a value that is not one makes the page a 404. */
export const uuidParams = ['uuid', 'subscriptionPriceUuid'] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The full browser path of a route in a locale, with its parameters filled in. */
export function pathFor(
  name: RouteName,
  locale: Locale = defaultLocale,
  params: Record<string, string> = {},
): string {
  const template = routes[name][locale];
  const filled = template.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  const prefixed = localePrefix[locale] + filled;
  return prefixed.length > 1 && prefixed.endsWith('/') ? prefixed.slice(0, -1) : prefixed;
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
}

function templateToRegExp(template: string): { re: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { re: new RegExp(`^${source === '' ? '/' : source}/?$`), keys };
}

const compiled = routeNames.flatMap((name) =>
  locales.map((locale) => {
    const full = localePrefix[locale] + routes[name][locale];
    const normalised = full.length > 1 && full.endsWith('/') ? full.slice(0, -1) : full;
    return { name, locale, ...templateToRegExp(normalised) };
  }),
);

/** Finds which route (and locale) a browser path belongs to. */
export function matchPath(pathname: string): RouteMatch | null {
  for (const { name, locale, re, keys } of compiled) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      params[key] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { name, locale, params };
  }
  return null;
}

/** The locale a browser path is in: `/sk` and everything under it is Slovak. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/sk' || pathname.startsWith('/sk/') ? 'sk' : 'cs';
}

/** The same page in another locale, for the language switch; falls back to that locale's home. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchPath(pathname);
  if (!match) return pathFor('home', target);
  return pathFor(match.name, target, match.params);
}

/**
 * Paths that pages had before and links out there may still hold, each with the route it became:
 * the Slovak gift-voucher order had the Czech segments (issue 27).
 */
const formerPaths: { re: RegExp; name: RouteName; locale: Locale; keys: string[] }[] = [
  {
    re: /^\/sk\/clenstvi\/objednavka-voucheru\/([^/]+)\/?$/,
    name: 'subscription-voucherOrder',
    locale: 'sk',
    keys: ['subscriptionPriceUuid'],
  },
];

/** Where a former path of a page lives now (with its parameters), or null when it is no such path. */
export function currentPathOf(pathname: string): string | null {
  for (const { re, name, locale, keys } of formerPaths) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(m[i + 1] ?? '')]));
    return pathFor(name, locale, params);
  }
  return null;
}

/**
 * A link to one of the storefront's own pages, written for the visitor's locale: a countdown or a
 * benefit holds one link for every language (the Czech page), which a Slovak visitor follows to the
 * Slovak page. A link stays absolute or relative as it was; links elsewhere, and addresses that are
 * no page, stay as they are.
 */
export function linkInLocale(href: string, locale: Locale, origin: string): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (url.origin !== new URL(origin).origin) return href;
  const match = matchPath(url.pathname);
  if (!match || match.locale === locale) return href;
  const path = pathFor(match.name, locale, match.params) + url.search + url.hash;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? url.origin + path : path;
}

/** Whether a browser path is one of the developer pages, in either language. */
export function isDeveloperPath(pathname: string): boolean {
  const match = matchPath(pathname);
  return match !== null && isDeveloperRoute(match.name);
}

/**
 * Whether a browser path is a page that exists: a built route whose uuid parameters are uuids, and
 * in production no developer page. The server answers 404 for every other path, so crawlers see
 * them as missing.
 */
export function isBuiltPagePath(pathname: string, { production = false } = {}): boolean {
  const match = matchPath(pathname);
  if (!match || !routes[match.name].built) return false;
  if (production && isDeveloperRoute(match.name)) return false;
  return uuidParams.every((key) => match.params[key] === undefined || isUuid(match.params[key]));
}
