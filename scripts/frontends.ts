import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const frontends = ['storefront', 'backoffice'] as const;
export type Frontend = (typeof frontends)[number];

const HASH_FILE = '.build-hash';

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`));
}

/** A hash of everything a front end's build reads: its sources, the shared package and the lock file. */
export async function sourceHash(app: Frontend): Promise<string> {
  const dir = path.join(root, app);
  const files = [
    ...(await listFiles(path.join(dir, 'src'))),
    ...(await listFiles(path.join(dir, 'public'))),
    ...(await listFiles(path.join(root, 'common'))),
    path.join(dir, 'index.html'),
    path.join(dir, 'vite.config.ts'),
    path.join(dir, 'vite.ssr.config.ts'),
    path.join(root, 'scripts', 'muiWithoutCssVariables.ts'),
    path.join(root, 'scripts', 'pwa.ts'),
    path.join(root, 'package-lock.json'),
  ].sort();
  // Read all at once: one after another, the reads took longer than the database's start that
  // they run beside.
  const contents = await Promise.all(files.map((file) => (existsSync(file) ? readFile(file) : null)));
  const hash = createHash('sha256');
  files.forEach((file, i) => {
    const content = contents[i];
    if (!content) return;
    hash.update(path.relative(root, file)).update('\0').update(content).update('\0');
  });
  return hash.digest('hex');
}

/** The storefront's server renderer (storefront/vite.ssr.config.ts), built beside its client build. */
export const storefrontRenderer = path.join(root, 'storefront', 'dist-server', 'entry-server.js');

export async function isCurrent(app: Frontend): Promise<boolean> {
  const stamp = path.join(root, app, 'dist', HASH_FILE);
  if (!existsSync(stamp)) return false;
  if (app === 'storefront' && !existsSync(storefrontRenderer)) return false;
  return (await readFile(stamp, 'utf8')) === (await sourceHash(app));
}

function viteBuild(app: Frontend, config?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const args = [vite, 'build', '--logLevel', 'warn', ...(config ? ['--config', config] : [])];
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, app),
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${app}: vite build failed (${code})`)),
    );
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of a build, compressed hard once here
 * so that the server sends them as they are (no compression per request). Brotli's quality 10
 * comes within 2% of 11 in a third of the time, which the start's build waits for.
 */
export async function precompress(dir: string): Promise<void> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      // Below about a packet, compression saves nothing worth the extra file.
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 10,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** The front ends whose sources changed since their last build. */
export async function staleFrontends(): Promise<Frontend[]> {
  const current = await Promise.all(frontends.map(isCurrent));
  return frontends.filter((_, i) => !current[i]);
}

/**
 * Builds the front ends whose sources changed since their last build (all of them with `force`).
 * `stale` is the answer of a staleFrontends() begun earlier (npm start checks while the server loads).
 */
export async function ensureBuilt(
  options: { force?: boolean; stale?: Promise<Frontend[]>; log?: (line: string) => void } = {},
) {
  const log = options.log ?? ((line: string) => console.log(line));
  const stale = options.force ? [...frontends] : await (options.stale ?? staleFrontends());
  if (stale.length === 0) return [];
  log(`Building ${stale.join(' and ')}…`);
  const started = performance.now();
  await Promise.all(
    stale.map(async (app) => {
      const hash = await sourceHash(app);
      await viteBuild(app);
      // The storefront's public pages are rendered on the server too (server/src/plugins/pageRenderer.ts).
      if (app === 'storefront') await viteBuild(app, 'vite.ssr.config.ts');
      await precompress(path.join(root, app, 'dist'));
      await writeFile(path.join(root, app, 'dist', HASH_FILE), hash);
    }),
  );
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return stale;
}
