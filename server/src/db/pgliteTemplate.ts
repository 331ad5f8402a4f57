import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A new PGlite database starts from a copy of an empty one with every migration applied, kept as
 * a tarball of its data folder: loading it costs PGlite about a third of creating the cluster and
 * running the migrations (2.8–3.0 CPU-seconds against 4.5). The copy is made once per set of
 * migrations and versions of PGlite and drizzle (whose bookkeeping it holds) and kept in
 * `cacheDir`, so later starts on an empty data folder (a new checkout's second, every journey's
 * product server, every test worker) load it. A data folder on the disk gets the kept file
 * unpacked into it (extractPgliteTemplate) rather than loaded through PGlite, whose loading holds
 * the whole tarball and its files in memory: a server so started kept some 120 MB more for good.
 */
export interface PgliteTemplateOptions {
  migrationsFolder: string;
  /**
   * Where the tarball is kept: a folder of the product's own (node_modules/.cache), never a shared
   * one such as /tmp, where someone else could leave a database of their own making.
   */
  cacheDir: string;
}

/**
 * The options every PGlite of this product opens with. PGlite's own start parameters are kept; its
 * PostgreSQL's buffer pool (shared_buffers, 128 MB by default) is cut to 16 MB and its connection
 * slots (100, of which PGlite's single user needs one) to 5, which shrink the shared memory it
 * allocates at start (a bare PGlite on a data folder: 296 → 168 MB resident when open; with
 * PostgreSQL 17's PGlite 0.3, whose buffer pool was fixed, `npm start`'s server held 478–541 MB idle
 * and 505–562 MB at its peak in scripts/bench/imageMemory.ts, now 332–341 and 354–371 MB). The
 * product's database is small, and pages outside the pool are read again from the file system's cache.
 */
export const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
} satisfies PGliteOptions;

/**
 * The major version of the PostgreSQL inside the installed PGlite, as a data folder's PG_VERSION
 * names it. A folder made by another major version cannot be opened (assertPgliteDataDirVersion).
 */
export const PGLITE_POSTGRES_MAJOR = '18';

/** Why a PGlite data folder cannot be opened by the installed PGlite. */
export class PgliteDataDirVersionError extends Error {
  override name = 'PgliteDataDirVersionError';
}

/**
 * Refuses a data folder made by another major version of PostgreSQL than the installed PGlite's
 * (an older PGlite's, say), whose opening would fail deep inside PGlite's WebAssembly with nothing
 * to tell what is wrong. An empty folder passes.
 */
export function assertPgliteDataDirVersion(dataDir: string): void {
  const file = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const found = readFileSync(file, 'utf8').trim();
  if (found === PGLITE_POSTGRES_MAJOR) return;
  const age = Number(found) < Number(PGLITE_POSTGRES_MAJOR) ? 'an older' : 'a newer';
  throw new PgliteDataDirVersionError(
    `The database folder ${dataDir} was made by ${age} embedded PostgreSQL (${found}), which this ` +
      `version (${PGLITE_POSTGRES_MAJOR}) cannot open: move the folder away to start with a new ` +
      'database, or set DATABASE_URL to use a PostgreSQL server.',
  );
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
  const client = new PGlite(pgliteOptions);
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

/** Whether the file at `file` is a whole tarball, reading its size and its last two blocks only. */
async function isWholeTarballFile(file: string): Promise<boolean> {
  const size = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size < 1536 || size % 512 !== 0) return false;
  const handle = await open(file, 'r');
  try {
    const tail = Buffer.alloc(1024);
    await handle.read(tail, 0, 1024, size - 1024);
    return tail.every((b) => b === 0);
  } finally {
    await handle.close();
  }
}

/**
 * The migrated template as a kept file (made and kept now when missing), or, should the cache
 * folder not keep it, the template itself.
 */
export async function pgliteTemplateSource(options: PgliteTemplateOptions): Promise<string | Blob> {
  const file = await pgliteTemplateFile(options.migrationsFolder, options.cacheDir);
  if (await isWholeTarballFile(file)) return file;
  const template = await migratedPgliteTemplate(options);
  return (await isWholeTarballFile(file)) ? file : template;
}

/** A NUL-ended text field of a tar header. */
function headerField(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Unpacks a template tarball (ustar, as PGlite's dumpDataDir writes it: folders and plain files)
 * into an empty data folder, a block at a time. The folder's PG_VERSION, which tells a data folder
 * that holds a database (isEmptyPgliteDataDir), is written last: a folder left half unpacked (a
 * crash, a full disk) still counts as empty and is unpacked again on the next start.
 */
export async function extractPgliteTemplate(file: string, dataDir: string): Promise<void> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const handle = await open(file, 'r');
  const header = Buffer.alloc(512);
  const block = Buffer.alloc(1024 * 1024);
  let pgVersion: { target: string; body: Buffer; mode: number } | null = null;
  try {
    for (let position = 0; ;) {
      const { bytesRead } = await handle.read(header, 0, 512, position);
      if (bytesRead < 512) throw new Error(`The PGlite template ${file} is cut short.`);
      position += 512;
      if (header.every((b) => b === 0)) break;
      const prefix = headerField(header, 345, 155);
      const name = `${prefix ? `${prefix}/` : ''}${headerField(header, 0, 100)}`;
      const size = parseInt(headerField(header, 124, 12).trim() || '0', 8);
      const mode = parseInt(headerField(header, 100, 8).trim() || '0', 8) & 0o777;
      const type = String.fromCharCode(header[156] ?? 0);
      const target = path.resolve(root, name.replace(/^\/+/, ''));
      if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
        throw new Error(`The PGlite template ${file} names ${name}, outside its folder.`);
      }
      if (type === '5') {
        await mkdir(target, { recursive: true, mode: mode || 0o750 });
      } else if (type === '0' || type === '\0') {
        await mkdir(path.dirname(target), { recursive: true });
        if (target === path.join(root, 'PG_VERSION')) {
          const body = Buffer.alloc(size);
          await handle.read(body, 0, size, position);
          pgVersion = { target, body, mode: mode || 0o640 };
        } else {
          const out = await open(target, 'w', mode || 0o640);
          try {
            for (let done = 0; done < size;) {
              const { bytesRead: n } = await handle.read(
                block,
                0,
                Math.min(block.length, size - done),
                position + done,
              );
              if (n === 0) throw new Error(`The PGlite template ${file} is cut short.`);
              await out.write(block, 0, n);
              done += n;
            }
          } finally {
            await out.close();
          }
        }
      } else {
        throw new Error(`The PGlite template ${file} holds an entry of type '${type}' (${name}).`);
      }
      position += Math.ceil(size / 512) * 512;
    }
  } finally {
    await handle.close();
  }
  if (!pgVersion) throw new Error(`The PGlite template ${file} holds no PG_VERSION.`);
  await writeFile(pgVersion.target, pgVersion.body, { mode: pgVersion.mode });
}

/** The file that keeps the template of these migrations in `cacheDir`. */
export async function pgliteTemplateFile(migrationsFolder: string, cacheDir: string): Promise<string> {
  return path.join(cacheDir, `pglite-${await templateKey(migrationsFolder)}.tar`);
}

/** Whether a PGlite data folder holds no database yet (absent, or without PG_VERSION). */
export function isEmptyPgliteDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}
