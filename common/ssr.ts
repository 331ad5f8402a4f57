/**
 * The contract between the server and the storefront's server renderer (storefront/src/
 * entry-server.tsx, built to storefront/dist-server): the server hands over the data of public
 * pages as the API answers an anonymous visitor, the renderer answers the page's markup.
 */
import type { Locale, RouteName } from './routes';
import type { PublicArticle, PublicArticleSummary } from './schemas/articles';
import type { PublicAudioArchive, PublicAudioArchiveSummary } from './schemas/audioArchives';
import type { PublicBenefit, PublicBenefitSummary } from './schemas/benefits';
import type { PublicEvent, PublicEventListQuery } from './schemas/events';
import type { PublicGallery, PublicGallerySummary } from './schemas/galleries';
import type { PublicCountdown } from './schemas/countdowns';
import type { PublicConfig } from './schemas/publicConfig';
import type { PublicVideoArchive, PublicVideoArchiveSummary } from './schemas/videoArchives';

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
  // Galleries, video and audio archives and benefits: lists and items as the articles' above.
  galleries(query: ListQuery, locale: Locale): Promise<{ data: PublicGallerySummary[]; total: number }>;
  gallery(uuid: string, locale: Locale): Promise<PublicGallery | 'restricted' | null>;
  videoArchives(
    query: ListQuery,
    locale: Locale,
  ): Promise<{ data: PublicVideoArchiveSummary[]; total: number }>;
  videoArchive(uuid: string, locale: Locale): Promise<PublicVideoArchive | 'restricted' | null>;
  audioArchives(
    query: ListQuery,
    locale: Locale,
  ): Promise<{ data: PublicAudioArchiveSummary[]; total: number }>;
  audioArchive(uuid: string, locale: Locale): Promise<PublicAudioArchive | 'restricted' | null>;
  benefits(query: ListQuery, locale: Locale): Promise<{ data: PublicBenefitSummary[]; total: number }>;
  benefit(uuid: string, locale: Locale): Promise<PublicBenefit | 'restricted' | null>;
  /** Published events of a period, with their live availability. */
  events(query: PublicEventListQuery, locale: Locale): Promise<{ data: PublicEvent[]; total: number }>;
  /** The countdowns still running, soonest first (the home page). */
  countdowns(locale: Locale): Promise<{ data: PublicCountdown[]; total: number }>;
  /** A published event (no paywall: every event is public); null when there is none. */
  event(uuid: string, locale: Locale): Promise<PublicEvent | null>;
}

interface ListQuery {
  limit: number;
  offset: number;
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
