/**
 * What search engines and link previews read (spec section 2): the twins of a page in both
 * languages (`hreflang`), and the public pages a sitemap lists. Paths come from the route table.
 */
import { isDeveloperRoute, locales, matchPath, pathFor, routes, type Locale, type RouteName } from './routes';

/** The page's path in each language, or null when the path is no page of the route table. */
export function languageTwins(pathname: string): Record<Locale, string> | null {
  const match = matchPath(pathname);
  if (!match) return null;
  return Object.fromEntries(
    locales.map((locale) => [locale, pathFor(match.name, locale, match.params)]),
  ) as Record<Locale, string>;
}

/** Routes that are pages of their own, not steps of a flow or tools: what a sitemap may list. */
const notListed = new Set<RouteName>(['maintenance', 'orderCompleted', 'subscription-orderCompleted']);

/** Built public pages without parameters (home, lists, memberships…), in the route table's order. */
export function sitemapStaticRoutes(): RouteName[] {
  return (Object.keys(routes) as RouteName[]).filter((name) => {
    const def = routes[name];
    return (
      def.built &&
      def.layout === 'default' &&
      !def.cs.includes(':') &&
      !def.cs.startsWith('/app') &&
      !isDeveloperRoute(name) &&
      !notListed.has(name)
    );
  });
}

/** A page of one item (an article, a benefit, an event…) for the sitemap. */
export interface SitemapItem {
  route: RouteName;
  uuid: string;
  /** When it last changed (ISO), if known. */
  lastModified?: string | null;
}
