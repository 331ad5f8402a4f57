// The JavaScript a page needs before it shows, gzipped: what the app's index.html loads (its
// scripts and module preloads) with everything they import, plus the lazy screen of the page and
// its imports as the Vite manifest lists them. Lazy code a page loads later (a menu, an editor, the
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

/** A page of a front end: its name in the table and the source file of its screen, if lazy. */
interface Page {
  app: Frontend;
  name: string;
  /** Source path of the page's screen, relative to the app (`src/…`); none for the first screen. */
  screen?: string;
  goal: string;
}

export const pages: Page[] = [
  { app: 'storefront', name: 'home page', screen: 'src/app/routes/HomePage.tsx', goal: '≤ 150 KB' },
  {
    app: 'storefront',
    name: 'article page',
    screen: 'src/features/articles/pages/ArticlePage.tsx',
    goal: '≤ 150 KB',
  },
  { app: 'backoffice', name: 'login screen', goal: '≤ 400 KB' },
  {
    app: 'backoffice',
    name: 'article list',
    screen: 'src/articles/ArticleList.tsx',
    goal: '≤ 400 KB',
  },
];

export async function pageJs(app: Frontend, screen?: string): Promise<PageJs> {
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
  // A screen that is not in the manifest is part of what index.html loads.
  const lazy = screen ? manifest[screen] : undefined;
  if (lazy) add(lazy.file);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
  return { files: files.size, kb: bytes / 1024 };
}

/** Rows for the bench table, for the front ends that are built. */
export async function bundleRows(): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  for (const page of pages) {
    if (!existsSync(path.join(root, page.app, 'dist', '.vite', 'manifest.json'))) continue;
    const js = await pageJs(page.app, page.screen);
    rows.push([
      `${page.app}: ${page.name} JS, gzipped (${js.files} files)`,
      `${js.kb.toFixed(1)} KB`,
      page.goal,
    ]);
  }
  return rows;
}
