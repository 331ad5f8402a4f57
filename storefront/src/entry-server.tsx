// The storefront rendered on the server (built to dist-server by scripts/frontends.ts): the public
// pages as a visitor not signed in sees them, with their data, styles, title and description, so
// that the first paint comes with the HTML; the browser then takes the markup over (main.tsx).
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { isBuiltPagePath, matchPath, type RouteName } from '@tribuna/common/routes';
import type { PageData, RenderedPage, RenderPage, RendererModule } from '@tribuna/common/ssr';
import { AppFrame, createQueryClient } from './app/App';
import { PageMetaContext, type PageMetaCollector } from './components/PageMeta';
import { preloadScreen } from './app/router';
import { articleQueryOptions } from './features/articles/api/getArticle';
import {
  articlesPageOf,
  articlesPageParams,
  articlesQueryOptions,
  HOME_ARTICLES,
} from './features/articles/api/getArticles';
import { countdownsQueryOptions } from './features/countdowns/api/getCountdowns';
import { HOME_EVENTS, upcomingEventsQueryOptions } from './features/events/api/getEvents';
import { galleriesQueryOptions, HOME_GALLERIES } from './features/galleries/api/getGalleries';
import {
  HOME_VIDEO_ARCHIVES,
  videoArchivesQueryOptions,
} from './features/videoArchives/api/getVideoArchives';
import { i18nFor } from './lib/i18n';
import { publicConfigQuery } from './lib/publicConfig';

/**
 * The pages rendered here: public, the same for every visitor, their data cheap to read. Each
 * puts its queries in the client (under the keys its screen asks for), or answers false when the
 * page is not there (the browser then shows the not-found screen), and names its lazy screen.
 */
const pages: Partial<Record<RouteName, { module?: string; load(ctx: LoadContext): Promise<boolean> }>> = {
  home: {
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
};

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
 */
function styleElements(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    } else {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
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

  const cache = createCache({ key: 'css' });
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
