import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isBuiltPagePath } from '@tribuna/common/routes';
import type { Config } from '../config';

/**
 * Serves the built storefront at `/` and the back office at `/admin/` with SPA fallback:
 * a browser path that is not a file gets the app's index.html (404 status for paths that are
 * no built page of the storefront, so crawlers see them as missing); `/api/...` stays JSON.
 * The builds carry brotli and gzip copies of their files (scripts/frontends.ts), sent to the
 * browsers that accept them; hashed assets are cached for good, the rest is revalidated.
 * Media files keep their names while they exist, so browsers may keep them for a day and then
 * revalidate them (ETag, Last-Modified).
 */
export async function registerFrontends(app: FastifyInstance, config: Config, demoMediaDir: string) {
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
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/files/',
    decorateReply: false,
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ name: 'notFound', message: `No route ${request.method} ${url}` });
    }
    // The spec's Slovak admin paths land on the same back-office screens.
    if (url.startsWith('/sk/admin')) {
      return reply.redirect(`${url.slice(3)}?lang=sk`);
    }
    if (url === '/admin' || url.startsWith('/admin/')) {
      if (!backoffice)
        return reply.status(503).type('text/plain').send('The back office is not built: run npm start.');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', backoffice);
    }
    if (!storefront)
      return reply.status(503).type('text/plain').send('The storefront is not built: run npm start.');
    const status = isBuiltPagePath(url) ? 200 : 404;
    return reply.status(status).header('Cache-Control', 'no-cache').sendFile('index.html', storefront);
  });
}
