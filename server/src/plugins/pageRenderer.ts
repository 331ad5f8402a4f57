import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData, RenderedPage, RendererModule } from '@tribuna/common/ssr';
import { SSR_STATE_ELEMENT_ID } from '@tribuna/common/ssr';
import { locales, type Locale } from '@tribuna/common/routes';
import { languageTwins } from '@tribuna/common/seo';

/** The pages of the storefront rendered into its built index.html (see storefront/src/entry-server.tsx). */
export interface PageRenderer {
  renderedRoutes: RendererModule['renderedRoutes'];
  /** The whole page for a URL, or null when the browser should render it from the plain shell. */
  render(url: string, data: PageData): Promise<string | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Files of a chunk of the client build and of the chunks it imports, in load order. */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen)), chunk.file];
}

const ogLocale: Record<Locale, string> = { cs: 'cs_CZ', sk: 'sk_SK' };

/**
 * What crawlers and link previews read without running the app: the canonical address (with the
 * list page, if any), the page's twin in the other language (`hreflang`, Czech as the default) and
 * the Open Graph and Twitter card tags, with the item's picture as an absolute URL.
 */
function linkPreviewTags(page: RenderedPage, publicUrl: string, url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const listPage = searchParams.get('strana');
  const canonical = publicUrl + pathname + (listPage ? `?strana=${encodeURIComponent(listPage)}` : '');
  const twins = languageTwins(pathname);
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  if (twins) {
    for (const locale of locales)
      tags.push(
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(publicUrl + twins[locale])}">`,
      );
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + twins.cs)}">`);
  }
  const meta = (property: string, content: string) =>
    tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  meta('og:site_name', page.siteName);
  meta('og:type', page.kind);
  meta('og:title', page.title);
  meta('og:description', page.description);
  meta('og:url', canonical);
  meta('og:locale', ogLocale[page.lang]);
  for (const locale of locales) if (locale !== page.lang) meta('og:locale:alternate', ogLocale[locale]);
  if (page.image) {
    meta('og:image', new URL(page.image.url, publicUrl + '/').href);
    if (page.image.width) meta('og:image:width', String(page.image.width));
    if (page.image.height) meta('og:image:height', String(page.image.height));
  }
  tags.push(`<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`);
  return tags.join('');
}

/**
 * Fills the built index.html with a rendered page: its language, title and description, its
 * styles in the head, the markup in #root and the data beside it as JSON (no inline script: the
 * Content-Security-Policy allows none). The preload of the public configuration goes: the
 * configuration comes with the page.
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  preloads: string[],
  site?: { publicUrl: string; url: string },
): string {
  const modulePreloads = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const links = site ? linkPreviewTags(page, site.publicUrl, site.url) : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />${links}`,
    )
    .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/v1\/public-config"[^>]*>/, '')
    .replace(/<link rel="preload" href="\/api\/v1\/public-config"[^>]*>/, '')
    .replace('</head>', () => `${modulePreloads.join('')}${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}

/**
 * Loads the storefront's server renderer, if it is built: null otherwise (every page is then the
 * plain app shell, as before the renderer existed).
 */
export async function loadPageRenderer(options: {
  /** The renderer module (dist-server/entry-server.js). */
  entry: string;
  /** The client build (index.html, .vite/manifest.json). */
  dist: string;
  log: FastifyBaseLogger;
  /** The storefront's origin, for canonical and twin addresses. */
  publicUrl?: string;
}): Promise<PageRenderer | null> {
  const templateFile = path.join(options.dist, 'index.html');
  if (!existsSync(options.entry) || !existsSync(templateFile)) {
    options.log.info('the storefront renderer is not built: pages are rendered in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(options.entry).href)) as RendererModule;
  const template = readFileSync(templateFile, 'utf8');
  const manifestFile = path.join(options.dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  return {
    renderedRoutes: renderer.renderedRoutes,
    async render(url, data) {
      const page = await renderer.render(url, data);
      if (!page) return null;
      // The lazy screen's chunks load beside the entry instead of after it.
      const preloads = [...new Set(page.modules.flatMap((m) => chunkFiles(manifest, m)))].filter(
        (file) => !template.includes(file),
      );
      const { publicUrl } = options;
      return fillTemplate(template, page, preloads, publicUrl ? { publicUrl, url } : undefined);
    },
  };
}
