import type { FastifyInstance } from 'fastify';
import { localePrefix, locales, pathFor } from '@tribuna/common/routes';
import { sitemapStaticRoutes, type SitemapItem } from '@tribuna/common/seo';

export interface SeoOptions {
  /** The storefront's origin (PUBLIC_URL): sitemaps and robots.txt name absolute URLs. */
  publicUrl: string;
  /** Every public item page (articles, benefits, events…), as an anonymous visitor may open them. */
  items(): Promise<SitemapItem[]>;
  /** How long a built sitemap is served before it is built again. */
  ttlMs?: number;
}

/** Every item of a paged public list, a hundred at a time (a sitemap lists at most 50,000 URLs). */
export async function everyPage<T>(
  list: (page: { limit: number; offset: number }) => Promise<{ data: T[]; total: number }>,
  max = 20_000,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; offset < max; offset += 100) {
    const { data, total } = await list({ limit: 100, offset });
    all.push(...data);
    if (data.length === 0 || offset + data.length >= total) break;
  }
  return all;
}

/** A public list's published items as sitemap items of one route (its Czech list: Slovak is the same). */
export async function publishedItems(
  route: SitemapItem['route'],
  list: (page: { limit: number; offset: number }) => Promise<{
    data: { uuid: string; publishedAt: string | null }[];
    total: number;
  }>,
): Promise<SitemapItem[]> {
  return (await everyPage(list)).map((item) => ({ route, uuid: item.uuid, lastModified: item.publishedAt }));
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** One `<url>` per language, each naming both twins and the default (Czech) as alternates. */
function urlEntries(publicUrl: string, twins: Record<string, string>, lastModified?: string | null): string {
  const alternates =
    locales
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(publicUrl + twins[locale])}"/>`,
      )
      .join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + twins.cs)}"/>`;
  const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
  return locales
    .map((locale) => `<url><loc>${escapeXml(publicUrl + twins[locale])}</loc>${lastmod}${alternates}</url>`)
    .join('\n');
}

/**
 * `robots.txt` (everything public may be crawled; the account, order and back-office areas and the
 * API not) and `sitemap.xml` (every public page in Czech and Slovak with its `hreflang` twins), for
 * the storefront's origin.
 */
export function registerSeo(app: FastifyInstance, options: SeoOptions) {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  let built: { at: number; xml: Promise<string> } | null = null;

  async function buildSitemap(): Promise<string> {
    const staticPages = sitemapStaticRoutes().map((name) =>
      urlEntries(
        options.publicUrl,
        Object.fromEntries(locales.map((locale) => [locale, pathFor(name, locale)])),
      ),
    );
    const itemPages = (await options.items()).map((item) =>
      urlEntries(
        options.publicUrl,
        Object.fromEntries(
          locales.map((locale) => [locale, pathFor(item.route, locale, { uuid: item.uuid })]),
        ),
        item.lastModified,
      ),
    );
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      [...staticPages, ...itemPages].join('\n') +
      '\n</urlset>\n'
    );
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!built || Date.now() - built.at > ttlMs) {
      const xml = buildSitemap();
      built = { at: Date.now(), xml };
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (built?.xml === xml) built = null;
      });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`)
      .send(await built.xml);
  });

  const privateAreas = [
    '/app/',
    '/admin',
    '/api/',
    ...locales.filter((l) => l !== 'cs').map((l) => `${localePrefix[l]}/app/`),
  ];
  const robots =
    'User-agent: *\n' +
    privateAreas.map((area) => `Disallow: ${area}\n`).join('') +
    'Allow: /\n\n' +
    `Sitemap: ${options.publicUrl}/sitemap.xml\n`;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
}
