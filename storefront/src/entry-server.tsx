// The storefront rendered on the server (built to dist-server by scripts/frontends.ts): the public
// pages as a visitor not signed in sees them, with their data, styles, title and description, so
// that the first paint comes with the HTML; the browser then takes the markup over (main.tsx).
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { isBuiltPagePath, matchPath, type Locale, type RouteName } from '@tribuna/common/routes';
import type { PageData, RenderedPage, RenderPage, RendererModule } from '@tribuna/common/ssr';
import { AppFrame, createQueryClient } from './app/App';
import { createStyleCache } from './app/styleCache';
import { PageMetaContext, type PageMetaCollector } from './components/PageMeta';
import { preloadScreen } from './app/router';
import { articleQueryOptions } from './features/articles/api/getArticle';
import {
  articlesPageOf,
  articlesPageParams,
  articlesQueryOptions,
  HOME_ARTICLES,
} from './features/articles/api/getArticles';
import { audioArchiveQueryOptions } from './features/audioArchives/api/getAudioArchive';
import {
  AUDIO_ARCHIVES_PAGE_SIZE,
  audioArchivesQueryOptions,
} from './features/audioArchives/api/getAudioArchives';
import { countdownsQueryOptions } from './features/countdowns/api/getCountdowns';
import { benefitQueryOptions } from './features/benefits/api/getBenefit';
import { BENEFITS_PAGE_SIZE, benefitsQueryOptions } from './features/benefits/api/getBenefits';
import { eventQueryOptions } from './features/events/api/getEvent';
import {
  EVENTS_PAGE_SIZE,
  eventsParamsOf,
  eventsQueryOptions,
  HOME_EVENTS,
  upcomingEventsQueryOptions,
} from './features/events/api/getEvents';
import { galleryQueryOptions } from './features/galleries/api/getGallery';
import {
  GALLERIES_PAGE_SIZE,
  galleriesQueryOptions,
  HOME_GALLERIES,
} from './features/galleries/api/getGalleries';
import { videoArchiveQueryOptions } from './features/videoArchives/api/getVideoArchive';
import {
  HOME_VIDEO_ARCHIVES,
  VIDEO_ARCHIVES_PAGE_SIZE,
  videoArchivesQueryOptions,
} from './features/videoArchives/api/getVideoArchives';
import { i18nFor } from './lib/i18n';
import { publicConfigQuery } from './lib/publicConfig';

/**
 * The pages rendered here: public, the same for every visitor, their data cheap to read. Each
 * puts its queries in the client (under the keys its screen asks for), or answers false when the
 * page is not there (the browser then shows the not-found screen), and names its lazy screen.
 */
const pages: Partial<Record<RouteName, Page>> = {
  home: {
    module: 'src/app/routes/HomeSections.tsx',
    async load({ data, client, locale }) {
      const articles = { locale, limit: HOME_ARTICLES, offset: 0 };
      const galleries = { locale, limit: HOME_GALLERIES, offset: 0 };
      const videoArchives = { locale, limit: HOME_VIDEO_ARCHIVES, offset: 0 };
      const events = { locale, limit: HOME_EVENTS };
      const [articleList, countdowns, galleryList, videoArchiveList, eventList] = await Promise.all([
        data.articles(articles, locale),
        data.countdowns(locale),
        data.galleries(galleries, locale),
        data.videoArchives(videoArchives, locale),
        data.events({ period: 'upcoming', limit: HOME_EVENTS, offset: 0 }, locale),
      ]);
      client.setQueryData(articlesQueryOptions(articles).queryKey, articleList);
      client.setQueryData(countdownsQueryOptions(locale).queryKey, countdowns);
      client.setQueryData(galleriesQueryOptions(galleries).queryKey, galleryList);
      client.setQueryData(videoArchivesQueryOptions(videoArchives).queryKey, videoArchiveList);
      client.setQueryData(upcomingEventsQueryOptions(events).queryKey, eventList);
      return true;
    },
  },
  articles: {
    module: 'src/features/articles/pages/ArticlesPage.tsx',
    async load({ data, client, locale, search }) {
      const params = articlesPageParams(locale, articlesPageOf(search));
      client.setQueryData(articlesQueryOptions(params).queryKey, await data.articles(params, locale));
      return true;
    },
  },
  article: {
    module: 'src/features/articles/pages/ArticlePage.tsx',
    async load({ data, client, locale, params }) {
      const uuid = params.uuid ?? '';
      const article = await data.article(uuid, locale);
      if (!article) return false;
      if (article === 'restricted') return true;
      client.setQueryData(articleQueryOptions(uuid, locale).queryKey, article);
      return true;
    },
  },
  // The media page needs no data: its form is rendered with its title, texts and meta tags.
  media: {
    module: 'src/features/media/pages/MediaPage.tsx',
    load: async () => true,
  },
  galleries: contentList(
    'src/features/galleries/pages/GalleriesPage.tsx',
    GALLERIES_PAGE_SIZE,
    (d) => d.galleries,
    galleriesQueryOptions,
  ),
  gallery: contentItem('src/features/galleries/pages/GalleryPage.tsx', (d) => d.gallery, galleryQueryOptions),
  videoArchives: contentList(
    'src/features/videoArchives/pages/VideoArchivesPage.tsx',
    VIDEO_ARCHIVES_PAGE_SIZE,
    (d) => d.videoArchives,
    videoArchivesQueryOptions,
  ),
  videoArchive: contentItem(
    'src/features/videoArchives/pages/VideoArchivePage.tsx',
    (d) => d.videoArchive,
    videoArchiveQueryOptions,
  ),
  audioArchives: contentList(
    'src/features/audioArchives/pages/AudioArchivesPage.tsx',
    AUDIO_ARCHIVES_PAGE_SIZE,
    (d) => d.audioArchives,
    audioArchivesQueryOptions,
  ),
  audioArchive: contentItem(
    'src/features/audioArchives/pages/AudioArchivePage.tsx',
    (d) => d.audioArchive,
    audioArchiveQueryOptions,
  ),
  benefits: contentList(
    'src/features/benefits/pages/BenefitsPage.tsx',
    BENEFITS_PAGE_SIZE,
    (d) => d.benefits,
    benefitsQueryOptions,
  ),
  benefit: contentItem('src/features/benefits/pages/BenefitPage.tsx', (d) => d.benefit, benefitQueryOptions),
  // Events show live availability: the server never keeps these pages (server/src/app.ts), so
  // what the browser takes over is what the API answered for this very request.
  events: {
    module: 'src/features/events/pages/EventsPage.tsx',
    async load({ data, client, locale, search }) {
      const params = eventsParamsOf(locale, search);
      const query = {
        period: params.period,
        limit: EVENTS_PAGE_SIZE,
        offset: (params.page - 1) * EVENTS_PAGE_SIZE,
      };
      client.setQueryData(eventsQueryOptions(params).queryKey, await data.events(query, locale));
      return true;
    },
  },
  event: {
    module: 'src/features/events/pages/EventPage.tsx',
    async load({ data, client, locale, params }) {
      const uuid = params.uuid ?? '';
      const event = await data.event(uuid, locale);
      if (!event) return false;
      client.setQueryData(eventQueryOptions(uuid, locale).queryKey, event);
      return true;
    },
  },
};

type Page = { module?: string; load(ctx: LoadContext): Promise<boolean> };

/**
 * A paged list of content cards (galleries, archives, benefits), as ContentListPage asks for it:
 * the page of `?strana=` in the page's language.
 */
function contentList<T>(
  module: string,
  pageSize: number,
  read: (data: PageData) => (query: { limit: number; offset: number }, locale: Locale) => Promise<T>,
  options: (params: { locale: Locale; limit: number; offset: number }) => { queryKey: readonly unknown[] },
): Page {
  return {
    module,
    async load({ data, client, locale, search }) {
      const params = { locale, limit: pageSize, offset: (articlesPageOf(search) - 1) * pageSize };
      client.setQueryData(options(params).queryKey, await read(data)(params, locale));
      return true;
    },
  };
}

/**
 * One item of gated content, as the article: its data for a visitor, nothing when only members
 * may see it (the browser asks with the reader's token), not rendered when there is none.
 */
function contentItem<T>(
  module: string,
  read: (data: PageData) => (uuid: string, locale: Locale) => Promise<T | 'restricted' | null>,
  options: (uuid: string, locale: Locale) => { queryKey: readonly unknown[] },
): Page {
  return {
    module,
    async load({ data, client, locale, params }) {
      const uuid = params.uuid ?? '';
      const item = await read(data)(uuid, locale);
      if (!item) return false;
      if (item !== 'restricted') client.setQueryData(options(uuid, locale).queryKey, item);
      return true;
    },
  };
}

export const renderedRoutes = Object.keys(pages) as RendererModule['renderedRoutes'];

interface LoadContext {
  data: PageData;
  client: QueryClient;
  locale: 'cs' | 'sk';
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * The style elements of what the page rendered, in the form the browser's emotion cache adopts
 * (the `data-emotion` attribute names the rules, so they are not inserted twice): one element of
 * the components' rules, one per global style. The cache is the page's own, so all it holds was
 * rendered. (What @emotion/server's extractCriticalToChunks writes, without its stream helpers.)
 * `data-s` marks them as already where they belong: the browser's cache would otherwise move each
 * to the end of the head before hydration, and the browser would apply the page's styles again.
 */
function styleElements(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${id}" data-s="">${css}</style>`;
    } else {
      ids.push(id);
      rules += css;
    }
  }
  // A page drawn with the shell's stylesheet alone (the home page, an article) has no rules here.
  if (ids.length === 0) return globals;
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${rules}</style>`;
}

/** What React writes for a part it sends apart from its place: a placeholder and the hidden part. */
const outOfPlace = /<template id="B:|<div hidden id="S:/;

async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // React moves a large finished part out of place, to be put back by an inline script, so that
    // a stream shows progress; the page's policy forbids inline scripts, and a prerendered page is
    // sent whole anyway: every part stays where it belongs, whatever its size.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed would be left to the browser: the caller serves the plain shell instead.
  if (errors.length > 0) throw errors[0];
  // Any part still out of place would stay hidden behind its loading state (its script cannot
  // run), and the browser would draw the page beside it: the plain shell is better.
  if (outOfPlace.test(html)) throw new Error('A part of the page was rendered out of place');
  return html;
}

/** JSON for a `<script type="application/json">` element: no `<` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const render: RenderPage = async (url, data) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchPath(pathname);
  const page = match && isBuiltPagePath(pathname) ? pages[match.name] : undefined;
  if (!match || !page) return null;
  const { locale } = match;

  const client = createQueryClient();
  const [config, found, i18n] = await Promise.all([
    data.publicConfig(),
    page.load({ data, client, locale, params: match.params, search: new URLSearchParams(search) }),
    i18nFor(locale),
    // Rendered as the browser takes it over: with the screen loaded before (main.tsx).
    preloadScreen(pathname),
  ]);
  // Maintenance is decided in the browser (its storage may hold the override).
  if (!found || config.maintenanceMode) return null;
  client.setQueryData(publicConfigQuery.queryKey, config);

  const cache = createStyleCache();
  // Rules are kept in the cache for the head instead of written beside each element.
  cache.compat = true;
  const meta: PageMetaCollector = { title: '', description: '' };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const html = await toHtml(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaContext.Provider value={meta}>
          <AppFrame i18n={i18n} queryClient={client} router={Router} />
        </PageMetaContext.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  // React puts the preloads it asks for (the image of the largest paint) before the markup: they
  // belong in the head, and the browser's first render must find only the app in #root.
  const [, preloads = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  const rendered: RenderedPage = {
    lang: locale,
    title: meta.title,
    description: meta.description,
    siteName: i18n.t('common.appName'),
    kind: meta.kind ?? 'website',
    image: meta.image ?? null,
    head: preloads + styleElements(cache),
    html: body,
    state: scriptJson(dehydrate(client)),
    modules: page.module ? [page.module] : [],
  };
  client.clear();
  return rendered;
};
