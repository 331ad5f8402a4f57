import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A new PGlite database starts from a copy of an empty one with every migration applied, kept as
 * a tarball of its data folder: loading it costs PGlite about a third of creating the cluster and
 * running the migrations (2.8–3.0 CPU-seconds against 4.5). The copy is made once per set of
 * migrations and versions of PGlite and drizzle (whose bookkeeping it holds) and kept in
 * `cacheDir`, so later starts on an empty data folder (a new checkout's second, every journey's
 * product server, every test worker) load it.
 */
export interface PgliteTemplateOptions {
  migrationsFolder: string;
  /**
   * Where the tarball is kept: a folder of the product's own (node_modules/.cache), never a shared
   * one such as /tmp, where someone else could leave a database of their own making.
   */
  cacheDir: string;
}

/** An installed package's version, from the package.json above its entry point. */
function installedVersion(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * What the template depends on: the versions of PGlite and drizzle (its migrations' bookkeeping)
 * and every migration file, names and contents.
 */
async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256')
    .update(installedVersion('@electric-sql/pglite'))
    .update('\0')
    .update(installedVersion('drizzle-orm'))
    .update('\0');
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash
      .update(path.relative(migrationsFolder, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

async function makeTemplate(migrationsFolder: string): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Whether `bytes` can be a whole tarball: whole 512-byte blocks ending in the two empty blocks that
 * close an archive. A file cut short (a full disk, a crash before the data reached it) is not.
 */
function isWholeTarball(bytes: Uint8Array): boolean {
  return bytes.length >= 1536 && bytes.length % 512 === 0 && bytes.subarray(-1024).every((b) => b === 0);
}

/** The migrated template's tarball: from the cache folder, or made now (and kept there). */
export async function migratedPgliteTemplate({
  migrationsFolder,
  cacheDir,
}: PgliteTemplateOptions): Promise<Blob> {
  const file = await pgliteTemplateFile(migrationsFolder, cacheDir);
  if (existsSync(file)) {
    const kept = await readFile(file);
    if (isWholeTarball(kept)) return new Blob([kept]);
    await rm(file, { force: true });
  }
  const template = await makeTemplate(migrationsFolder);
  // Written whole under a name of its own, flushed to the disk, then renamed: processes starting at
  // once each write a whole file, and a reader never sees part of one. A folder that cannot be
  // written only costs the next start the time this one took.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await mkdir(cacheDir, { recursive: true });
    const handle = await open(partial, 'wx');
    try {
      await handle.writeFile(new Uint8Array(await template.arrayBuffer()));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true });
  }
  return template;
}

/** The file that keeps the template of these migrations in `cacheDir`. */
export async function pgliteTemplateFile(migrationsFolder: string, cacheDir: string): Promise<string> {
  return path.join(cacheDir, `pglite-${await templateKey(migrationsFolder)}.tar`);
}

/** Whether a PGlite data folder holds no database yet (absent, or without PG_VERSION). */
export function isEmptyPgliteDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}
