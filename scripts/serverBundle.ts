// The server's TypeScript bundled by esbuild into a few ES modules that plain Node runs: loading
// some 270 source files one by one through tsx's module hooks cost nearly three times the CPU of
// loading the bundle (3.5–4 s against 1.3–1.5 s, installed packages included, on a busy 2-core
// machine). It is built once per version of its sources and kept in node_modules/.cache; a start
// whose sources changed builds it again first (one to two seconds).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export interface BundleOptions {
  /** The folder that source paths are named relative to (the repository's root). */
  root: string;
  /** The TypeScript module to run, inside `root`. */
  entry: string;
  /**
   * Where bundles are kept: one folder per version of the sources, the newest of each entry named
   * in a file of its own (checkouts that share their node_modules each keep theirs).
   */
  cacheDir: string;
  /** Files that shape the build without being imported (tsconfig, package.json, the lock file). */
  configFiles?: string[];
}

interface Manifest {
  key: string;
  /** The bundle's entry, relative to its folder. */
  entry: string;
  /** Every file the build read, relative to `root`. */
  sources: string[];
}

/**
 * The Node flags a server process runs its bundle with (`npm start`, `npm run start:cluster`, the
 * open streams bench):
 * - stack traces name the TypeScript sources, as under tsx;
 * - V8's young generation stays small: by default each of its two halves grows to 16 MB under a
 *   burst of requests and stays so, some 30 MB of a process's memory; at 2 MB a sale-day process
 *   holding 10,000 open streams takes some 25 MB less (scripts/bench/streams.ts), its collections
 *   of young objects more frequent and shorter.
 */
export const serverNodeFlags = ['--enable-source-maps', '--max-semi-space-size=2'];

const MANIFEST = 'sources.json';
const latestFile = (options: BundleOptions) =>
  path.join(
    options.cacheDir,
    `latest-${createHash('sha256').update(options.entry).digest('hex').slice(0, 16)}.json`,
  );
/** Bundles kept besides the newest, for servers started from them a moment ago. */
const KEPT = 3;
const ownSource = fileURLToPath(import.meta.url);

function keyOf(root: string, files: Array<{ file: string; content: Buffer }>): string {
  const hash = createHash('sha256');
  for (const { file, content } of [...files].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    hash.update(path.relative(root, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

async function readAll(files: string[]): Promise<Array<{ file: string; content: Buffer }> | null> {
  try {
    return await Promise.all(files.map(async (file) => ({ file, content: await readFile(file) })));
  } catch {
    return null;
  }
}

const fixedInputs = (options: BundleOptions) => [
  ownSource,
  ...(options.configFiles ?? []).filter((file) => existsSync(file)),
];

/** The bundle's entry file if a bundle of the current sources is in the cache, else null. */
export async function currentBundle(options: BundleOptions): Promise<string | null> {
  let latest: Manifest;
  try {
    const { key } = JSON.parse(await readFile(latestFile(options), 'utf8')) as {
      key: string;
    };
    latest = JSON.parse(await readFile(path.join(options.cacheDir, key, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const entry = path.join(options.cacheDir, latest.key, latest.entry);
  if (latest.sources[0] !== path.relative(options.root, options.entry) || !existsSync(entry)) return null;
  const files = await readAll([
    ...latest.sources.map((file) => path.join(options.root, file)),
    ...fixedInputs(options),
  ]);
  return files && keyOf(options.root, files) === latest.key ? entry : null;
}

/** The folder holding `name` as Node finds it from `dir` (its node_modules lookup), or null. */
function packageFolder(name: string, dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    if (path.basename(at) !== 'node_modules' && existsSync(path.join(at, 'node_modules', name))) {
      return path.join(at, 'node_modules', name);
    }
    if (path.dirname(at) === at) return null;
  }
}

/**
 * Makes the bundle behave as the sources did under tsx:
 * - each module's `import.meta.url` stays its own file's address (folders found next to a source
 *   file, createRequire, the identity emulator's script);
 * - the workspace's own packages (@tribuna/common, TypeScript sources) are bundled, installed
 *   packages are left to Node; one that Node would find elsewhere from the source's folder than
 *   from the bundle's (common's own date-fns, the server's own @sentry/node) is imported by path;
 * - every file read is remembered for the cache's key.
 */
function sourcesPlugin(read: Map<string, Buffer>, outDir: string): Plugin {
  return {
    name: 'tribuna-sources',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving') return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external || !resolved.path.split(path.sep).includes('node_modules')) return resolved;
        const parts = args.path.split('/');
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? args.path);
        if (packageFolder(name, args.resolveDir) === packageFolder(name, outDir)) {
          return { path: args.path, external: true };
        }
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
      build.onLoad({ filter: /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json)$/ }, async (args) => {
        const content = await readFile(args.path);
        read.set(args.path, content);
        const extension = path.extname(args.path).slice(1);
        const loader =
          extension === 'json'
            ? 'json'
            : extension === 'tsx' || extension === 'jsx'
              ? extension
              : /^[mc]?ts$/.test(extension)
                ? 'ts'
                : 'js';
        const text = content
          .toString('utf8')
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
        return { contents: text, loader };
      });
    },
  };
}

/** Bundles `entry` into a new folder of the cache and makes it the latest; answers its entry file. */
export async function buildBundle(options: BundleOptions): Promise<string> {
  const { build } = await import('esbuild');
  await mkdir(options.cacheDir, { recursive: true });
  const building = path.join(options.cacheDir, `.building-${randomUUID()}`);
  const read = new Map<string, Buffer>();
  try {
    const result = await build({
      entryPoints: [options.entry],
      absWorkingDir: options.root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      // Lazily imported modules stay lazy: the server's modules load after the configuration was
      // checked, the identity emulator's starter only where it runs.
      splitting: true,
      outdir: building,
      entryNames: '[name]',
      outExtension: { '.js': '.mjs' },
      // Node's own resolution of installed packages: no bundler-only "module" field or condition.
      mainFields: ['main'],
      conditions: [],
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [sourcesPlugin(read, options.cacheDir)],
    });
    for (const warning of result.warnings) console.warn(warning.text);
    const entry = `${path.basename(options.entry).replace(/\.[^.]+$/, '')}.mjs`;
    const sources = [...read.keys()].filter((file) => file !== options.entry).sort();
    const key = keyOf(options.root, [
      ...[options.entry, ...sources].map((file) => ({ file, content: read.get(file) ?? Buffer.alloc(0) })),
      ...((await readAll(fixedInputs(options))) ?? []),
    ]);
    const manifest: Manifest = {
      key,
      entry,
      sources: [options.entry, ...sources].map((file) => path.relative(options.root, file)),
    };
    await writeFile(path.join(building, MANIFEST), JSON.stringify(manifest));
    const folder = path.join(options.cacheDir, key);
    // Another start may have made the same bundle meanwhile: either copy is the same.
    await rename(building, folder).catch(async () => {
      if (!existsSync(path.join(folder, MANIFEST))) throw new Error(`could not keep the bundle in ${folder}`);
    });
    const latest = path.join(options.cacheDir, `.latest-${randomUUID()}`);
    await writeFile(latest, JSON.stringify({ key }));
    await rename(latest, latestFile(options));
    await pruneCache(options.cacheDir, key);
    return path.join(folder, entry);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** Removes all but the newest few bundles (and any folder a stopped build left behind). */
async function pruneCache(cacheDir: string, keep: string) {
  const entries = await readdir(cacheDir, { withFileTypes: true });
  const folders = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== keep)
      .map(async (entry) => {
        const folder = path.join(cacheDir, entry.name);
        return { folder, mtime: (await stat(folder).catch(() => null))?.mtimeMs ?? 0 };
      }),
  );
  const hour = 60 * 60 * 1000;
  const stale = folders
    .sort((a, b) => b.mtime - a.mtime)
    .filter(({ folder, mtime }, index) =>
      path.basename(folder).startsWith('.') ? Date.now() - mtime > hour : index >= KEPT,
    );
  await Promise.all(stale.map(({ folder }) => rm(folder, { recursive: true, force: true })));
}

/** The bundle of the current sources: the cached one, or one built now. */
export async function serverBundle(options: BundleOptions): Promise<{ entry: string; built: boolean }> {
  const cached = await currentBundle(options);
  if (cached) return { entry: cached, built: false };
  return { entry: await buildBundle(options), built: true };
}
