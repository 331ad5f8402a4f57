// The JavaScript a page needs before it shows, gzipped: what the app's index.html loads (its
// scripts and module preloads) with everything they import, plus the lazy modules the page waits
// for (its screen, its texts) and their imports, as the Vite manifest lists them. Lazy code a page loads later (a menu, an editor, the
// identity SDK at sign-in) does not count.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { root, type Frontend } from '../frontends';

export interface PageJs {
  files: number;
  kb: number;
}

/** A page of a front end: its name in the table and the lazy modules it waits for. */
interface Page {
  app: Frontend;
  name: string;
  /**
   * Source paths, relative to the app (`src/…`, `../common/…`), of the lazy modules the page needs
   * before it shows (its screen, its texts, the identity SDK); a module that is not lazy is part of
   * what index.html loads anyway.
   */
  lazy: string[];
  goal: string;
  /**
   * The size budget `npm test` holds it to (.size-limit.ts; KiB = 1024 bytes, as `kb` here): today's
   * size and a little, so that growth fails at once, lowered as the first bundle shrinks. The
   * storefront's pages load no MUI before they show (home 128.3 KB, article 126.6 KB; 158.3 and
   * 156.4 KB while the shell was drawn with MUI).
   */
  budget?: string;
}

export const pages: Page[] = [
  {
    app: 'storefront',
    name: 'home page',
    lazy: ['src/app/routes/HomeSections.tsx'],
    goal: '≤ 150 KB',
    budget: '130 KiB',
  },
  {
    app: 'storefront',
    name: 'article page',
    lazy: ['src/features/articles/pages/ArticlePage.tsx'],
    goal: '≤ 150 KB',
    budget: '128 KiB',
  },
  // The back office shows nothing before its first language's messages are there (Czech here);
  // a list waits for the identity SDK too (its data needs the token), which the back office loads
  // only when this browser holds a session. The article list was 456.5 KB while it loaded zod and
  // date-fns with the article schemas, <Admin> an English polyglot provider and the texts i18next.
  {
    app: 'backoffice',
    name: 'login screen',
    lazy: ['src/i18n/messages.cs.ts'],
    goal: '≤ 400 KB',
    budget: '317 KiB',
  },
  {
    app: 'backoffice',
    name: 'article list',
    lazy: ['src/i18n/messages.cs.ts', '../common/auth/identity.ts', 'src/articles/ArticleList.tsx'],
    goal: '≤ 400 KB',
    budget: '393 KiB',
  },
];

/** The files (relative to the app's `dist/`) a page loads before it shows. */
export async function pageFiles(app: Frontend, lazy: string[] = []): Promise<string[]> {
  const dist = path.join(root, app, 'dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = keyOfFile.get(file);
    for (const imported of (key && manifest[key]?.imports) ?? []) {
      const chunk = manifest[imported];
      if (chunk) add(chunk.file);
    }
  };
  for (const match of html.matchAll(/(?:src|href)="(?:\/admin)?\/(assets\/[^"]+\.js)"/g))
    add(match[1] as string);
  for (const module of lazy) {
    const chunk = manifest[module];
    // A page's lazy module that the build no longer makes would leave its bytes uncounted.
    if (!chunk) throw new Error(`${app}: ${module} is not a chunk of the build (scripts/bench/bundles.ts)`);
    add(chunk.file);
  }
  return [...files];
}

export async function pageJs(app: Frontend, lazy: string[] = []): Promise<PageJs> {
  const dist = path.join(root, app, 'dist');
  const files = await pageFiles(app, lazy);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
  return { files: files.length, kb: bytes / 1024 };
}

/** Rows for the bench table, for the front ends that are built. */
export async function bundleRows(): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  for (const page of pages) {
    if (!existsSync(path.join(root, page.app, 'dist', '.vite', 'manifest.json'))) continue;
    const js = await pageJs(page.app, page.lazy);
    rows.push([
      `${page.app}: ${page.name} JS, gzipped (${js.files} files)`,
      `${js.kb.toFixed(1)} KB`,
      page.goal,
    ]);
  }
  return rows;
}
