// Lighthouse figures of the storefront as a phone sees it: the mobile preset (a mid-range phone on
// a slow 4G connection, simulated), against a running production server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../frontends';

const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU: its 4× slowdown stands for a mid-range phone on a
   * host of about 1000 or more; on a slower or busy host the CPU figures (TBT) come out worse.
   */
  benchmarkIndex: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

function runOnce(url: string): Promise<LighthouseFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited (${code}):\n${err}`));
      const report = JSON.parse(out) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: ms('cumulative-layout-shift'),
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      });
    });
  });
}

/** The run with the median performance score of `runs` (single runs vary by a few points). */
export async function lighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)] as LighthouseFigures;
}

/** Bench rows for the home page and the newest article of a running server at `origin`. */
export async function lighthouseRows(origin: string): Promise<[string, string, string][]> {
  const list = (await (await fetch(`${origin}/api/v1/articles`)).json()) as { data: { uuid: string }[] };
  const article = list.data[0];
  if (!article) throw new Error('no article to measure: the demo data is missing');
  const pages = [
    ['home', `${origin}/`],
    ['article', `${origin}/clanky/${article.uuid}`],
  ] as const;
  const rows: [string, string, string][] = [];
  for (const [name, url] of pages) {
    const f = await lighthouse(url);
    rows.push(
      [`lighthouse mobile, ${name}: performance`, String(f.performance), '≥ 95'],
      [
        `  … FCP / LCP / TBT / CLS`,
        `${(f.fcp / 1000).toFixed(1)} s / ${(f.lcp / 1000).toFixed(1)} s / ${Math.round(f.tbt)} ms / ${f.cls.toFixed(3)}`,
        '',
      ],
      [
        `  … accessibility / best practices / SEO`,
        `${f.accessibility} / ${f.bestPractices} / ${f.seo}`,
        '100 / 100 / 100',
      ],
      [`  … host CPU benchmark index`, String(f.benchmarkIndex), '≥ 1000 for a fair TBT'],
    );
  }
  return rows;
}
