import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  currentPathOf,
  isBuiltPagePath,
  isUuid,
  type Locale,
  localePrefix,
  locales,
  matchPath,
  routes,
  type RouteName,
} from '@tribuna/common/routes';
import type { PageData } from '@tribuna/common/ssr';
import type { Config } from '../config';
import type { PublicCacheNamespace } from '../http/publicCache';
import { loadPageRenderer } from './pageRenderer';

/** What the storefront's pages rendered on the server need: their data, and where to keep them. */
export interface RenderedPages {
  /** The data of public pages, as the API answers this request when no one is signed in. */
  data(request: FastifyRequest): PageData;
  /** The same for every visitor: kept like the API's public answers, dropped when staff change content. */
  cache: PublicCacheNamespace;
  /** Pages with live data (an event's availability): rendered for each request, never kept. */
  uncachedRoutes?: readonly RouteName[];
}

/** The detail pages of public items, each with the read of its item (null: there is none). */
const itemOfPage: Partial<
  Record<RouteName, (data: PageData, uuid: string, locale: Locale) => Promise<unknown>>
> = {
  article: (data, uuid, locale) => data.article(uuid, locale),
  gallery: (data, uuid, locale) => data.gallery(uuid, locale),
  videoArchive: (data, uuid, locale) => data.videoArchive(uuid, locale),
  audioArchive: (data, uuid, locale) => data.audioArchive(uuid, locale),
  benefit: (data, uuid, locale) => data.benefit(uuid, locale),
  event: (data, uuid, locale) => data.event(uuid, locale),
};

/**
 * Serves the built storefront at `/` and the back office at `/admin/` with SPA fallback:
 * a browser path that is not a file gets the app's index.html (404 status for paths that are
 * no built page of the storefront, so crawlers see them as missing, for the detail page of an item
 * that does not exist, and in production for the developer pages, whose screens then show the
 * not-found page); `/api/...` stays JSON.
 * The builds carry brotli and gzip copies of their files (scripts/frontends.ts), sent to the
 * browsers that accept them; hashed assets are cached for good, the rest is revalidated.
 * Media files keep their names while they exist, so browsers may keep them for a day and then
 * revalidate them (ETag, Last-Modified).
 * Public pages (home, articles, an article: the renderer's list) come rendered on the server when
 * the storefront's renderer is built, from the data the API would answer an anonymous visitor;
 * any failure to render sends the plain shell (and is logged), which the browser renders itself.
 */
export async function registerFrontends(
  app: FastifyInstance,
  config: Config,
  demoMediaDir: string,
  pages?: RenderedPages,
) {
  const storefront = existsSync(path.join(config.storefrontDist, 'index.html'))
    ? config.storefrontDist
    : null;
  const backoffice = existsSync(path.join(config.backofficeDist, 'index.html'))
    ? config.backofficeDist
    : null;

  const immutableAssets = (reply: FastifyReply, filePath: string) => {
    reply.header(
      'Cache-Control',
      filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };

  const media = { maxAge: '1d', etag: true, lastModified: true } as const;
  await app.register(fastifyStatic, {
    root: demoMediaDir,
    prefix: '/media/demo/',
    decorateReply: !storefront && !backoffice,
    wildcard: true,
    ...media,
  });
  if (backoffice) {
    await app.register(fastifyStatic, {
      root: backoffice,
      prefix: '/admin/',
      decorateReply: false,
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders: immutableAssets,
    });
  }
  if (storefront) {
    await app.register(fastifyStatic, {
      root: storefront,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: immutableAssets,
    });
  }

  /**
   * Whether a path is the detail page of an item that does not exist (a well-formed uuid of
   * nothing), read as for a visitor: an item only members may see exists. A failed read says no.
   */
  const isMissingItem = async (request: FastifyRequest, url: string) => {
    const match = pages ? matchPath(url) : null;
    const read = match ? itemOfPage[match.name] : undefined;
    const uuid = match?.params.uuid;
    if (!pages || !match || !read || !uuid || !isUuid(uuid)) return false;
    try {
      return (await read(pages.data(request), uuid, match.locale)) === null;
    } catch (error) {
      request.log.error({ err: error }, 'the item of the page could not be read');
      return false;
    }
  };

  /** The built index.html as it is: the browser renders the page. */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, url: string, dir: string) =>
    reply
      .status(
        isBuiltPagePath(url, { production: config.production }) && !(await isMissingItem(request, url))
          ? 200
          : 404,
      )
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', dir);

  const renderer =
    storefront && pages
      ? await loadPageRenderer({
          entry: config.storefrontRenderer,
          dist: storefront,
          log: app.log,
          publicUrl: config.publicUrl,
        })
      : null;
  if (storefront && pages && renderer) {
    const paths = renderer.renderedRoutes.flatMap((name) =>
      locales.map((locale) => ({
        url: (localePrefix[locale] + routes[name][locale]).replace(/(.)\/$/, '$1') || '/',
        cached: !pages.uncachedRoutes?.includes(name),
      })),
    );
    const byUrl = new Map(paths.map((p) => [p.url, p.cached]));
    for (const [url, cached] of byUrl) {
      app.get(url, cached ? { ...pages.cache.routeOptions } : {}, async (request, reply) => {
        const started = performance.now();
        try {
          const html = await renderer.render(request.url, pages.data(request));
          if (html !== null) {
            request.log.debug({ ms: Math.round(performance.now() - started) }, 'page rendered');
            return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
          }
        } catch (error) {
          request.log.error({ err: error }, 'the page could not be rendered: the app shell is sent instead');
        }
        return sendShell(request, reply, request.url.split('?')[0] ?? '/', storefront);
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ name: 'notFound', message: `No route ${request.method} ${url}` });
    }
    // The spec's Slovak admin paths land on the same back-office screens.
    if (url.startsWith('/sk/admin')) {
      return reply.redirect(`${url === '/sk/admin' ? '/admin/' : url.slice(3)}?lang=sk`);
    }
    // `/admin` is outside the back office worker's scope (`/admin/`): a page opened there would stay
    // with the storefront's worker, which leaves back-office pages to the network, so the installed
    // gate check-in would not open offline.
    if (url === '/admin') return reply.redirect(`/admin/${request.url.slice(url.length)}`);
    if (url.startsWith('/admin/')) {
      if (!backoffice)
        return reply.status(503).type('text/plain').send('The back office is not built: run npm start.');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', backoffice);
    }
    const moved = currentPathOf(url);
    if (moved) return reply.redirect(moved + request.url.slice(url.length), 301);
    if (!storefront)
      return reply.status(503).type('text/plain').send('The storefront is not built: run npm start.');
    return sendShell(request, reply, url, storefront);
  });
}
