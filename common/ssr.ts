/**
 * The contract between the server and the storefront's server renderer (storefront/src/
 * entry-server.tsx, built to storefront/dist-server): the server hands over the data of public
 * pages as the API answers an anonymous visitor, the renderer answers the page's markup.
 */
import type { Locale, RouteName } from './routes';
import type { PublicArticle, PublicArticleSummary } from './schemas/articles';
import type { PublicCountdown } from './schemas/countdowns';
import type { PublicEvent } from './schemas/events';
import type { PublicGallerySummary } from './schemas/galleries';
import type { PublicVideoArchiveSummary } from './schemas/videoArchives';
import type { PublicConfig } from './schemas/publicConfig';

/** Data of public pages, read through the services as the API answers someone not signed in. */
export interface PageData {
  publicConfig(): Promise<PublicConfig>;
  articles(
    query: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ data: PublicArticleSummary[]; total: number }>;
  /**
   * The published article; `restricted` when it exists but a visitor may not read it (members
   * only, or not published yet: the browser asks again with the reader's token); null when there
   * is none with this uuid.
   */
  article(uuid: string, locale: Locale): Promise<PublicArticle | 'restricted' | null>;
  /** The countdowns still running, soonest first (the home page). */
  countdowns(locale: Locale): Promise<{ data: PublicCountdown[] }>;
  galleries(
    query: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ data: PublicGallerySummary[]; total: number }>;
  videoArchives(
    query: { limit: number; offset: number },
    locale: Locale,
  ): Promise<{ data: PublicVideoArchiveSummary[]; total: number }>;
  /** Published events of a period, with prices from and availability (`GET /events`). */
  events(
    query: { period: 'upcoming' | 'past'; limit: number; offset: number },
    locale: Locale,
  ): Promise<{ data: PublicEvent[]; total: number }>;
}

export interface RenderedPage {
  lang: Locale;
  /** The document title and meta description, as the page itself sets them in the browser. */
  title: string;
  description: string;
  /** For link previews (Open Graph): the product's name, the kind of page and its picture. */
  siteName: string;
  kind: 'website' | 'article';
  image: { url: string; width: number | null; height: number | null } | null;
  /**
   * For the head: `<style>` elements of the page's styles (the browser's style cache adopts them)
   * and the preloads React asks for (the image of the largest paint).
   */
  head: string;
  /** The markup of the app, for inside `#root`. */
  html: string;
  /** The page's prefetched queries (TanStack Query's dehydrated state), as JSON. */
  state: string;
  /** Source modules of the lazy screens the page shows (keys of the client build's manifest). */
  modules: string[];
}

/**
 * Renders a storefront URL (path and query). Null when the URL is not a page rendered on the
 * server (the browser renders it from the plain app shell), e.g. an article that does not exist.
 */
export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage | null>;

/** What storefront/dist-server/entry-server.js exports. */
export interface RendererModule {
  render: RenderPage;
  /** The routes whose pages it renders; the server sends every other page as the plain app shell. */
  renderedRoutes: readonly RouteName[];
}

/** The id of the `<script type="application/json">` element that carries `RenderedPage.state`. */
export const SSR_STATE_ELEMENT_ID = 'tribuna-state';
