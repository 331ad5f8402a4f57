import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerRoutes, locales, pathFor } from '@tribuna/common/routes';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/harness';

/** A front-end build with what the installable app adds: the worker, the manifest, the offline page. */
function writeBuild(dir: string, name: string) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>${name}</title><link rel="manifest" href="manifest.webmanifest">`,
    'sw.js': 'self.addEventListener("fetch", () => undefined);\n',
    'manifest.webmanifest': JSON.stringify({ name, start_url: '/', icons: [] }),
    'offline.html': '<!doctype html><title>offline</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

let ctx: TestContext;
let development: FastifyInstance;
let production: FastifyInstance;
let tmp: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tribuna-installable-'));
  writeBuild(path.join(tmp, 'storefront'), 'storefront');
  writeBuild(path.join(tmp, 'backoffice'), 'backoffice');
  const start = (isProduction: boolean) =>
    buildApp({
      config: {
        ...ctx.config,
        production: isProduction,
        storefrontDist: path.join(tmp, 'storefront'),
        storefrontRenderer: path.join(tmp, 'no-renderer.js'),
        backofficeDist: path.join(tmp, 'backoffice'),
      },
      database: ctx.database,
      identity: ctx.identity,
      emulatorHost: ctx.emulatorHost,
      mailer: { send: async () => undefined, close: async () => undefined },
    });
  development = await start(false);
  production = await start(true);
});
afterAll(async () => {
  await development?.close();
  await production?.close();
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const developerPaths = developerRoutes.flatMap((name) => locales.map((locale) => pathFor(name, locale)));

describe('developer pages', () => {
  it('are the spec’s four pages (and the seat chart example), in both languages', () => {
    expect(developerPaths).toEqual(
      expect.arrayContaining([
        '/examples/formPage',
        '/examples/htmlEditor',
        '/examples/toastPage',
        '/firebase',
        '/sk/examples/formPage',
        '/sk/firebase',
      ]),
    );
  });

  it('are served outside production', async () => {
    for (const url of developerPaths) {
      const answer = await development.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<title>storefront</title>');
    }
  });

  it('answer 404 in production, while the other pages stay', async () => {
    for (const url of developerPaths) {
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of ['/', '/clanky', '/sk/prihlasenie']) {
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe('installable app files', () => {
  it('serves the workers and manifests, always revalidated, under a policy that allows them', async () => {
    for (const [url, type] of [
      ['/sw.js', 'javascript'],
      ['/admin/sw.js', 'javascript'],
      ['/manifest.webmanifest', 'manifest+json'],
      ['/admin/manifest.webmanifest', 'manifest+json'],
      ['/offline.html', 'text/html'],
    ] as const) {
      const answer = await production.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toContain(type);
      // A worker never comes stale out of the HTTP cache: updates reach the devices.
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await production.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).toMatch(/manifest-src 'self'/);
  });
});
