import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { openDatabase } from './client';
import {
  extractPgliteTemplate,
  PGLITE_POSTGRES_MAJOR,
  pgliteOptions,
  migratedPgliteTemplate,
  pgliteTemplateFile,
  pgliteTemplateSource,
} from './pgliteTemplate';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tribuna-pglite-template-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const tarballs = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tar'));

describe('the migrated PGlite template', () => {
  it('is made once per set of migrations, kept in the cache folder and read from there again', async () => {
    const migrations = path.join(tmp, 'migrations');
    cpSync(migrationsFolder, migrations, { recursive: true });
    const cacheDir = path.join(tmp, 'cache');

    const template = await migratedPgliteTemplate({ migrationsFolder: migrations, cacheDir });
    const [kept] = tarballs(cacheDir);
    expect(kept).toMatch(/^pglite-[0-9a-f]{32}\.tar$/);
    const keptAt = statSync(path.join(cacheDir, kept ?? '')).mtimeMs;

    // A database loaded from it has every migration applied.
    const client = new PGlite({ loadDataDir: template });
    const applied = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const journal = readdirSync(migrations).filter((name) => name.endsWith('.sql'));
    expect(applied.rows[0]?.count).toBe(journal.length);
    const users = await client.query("select 1 from pg_tables where tablename = 'users'");
    expect(users.rows).toHaveLength(1);
    await client.close();

    // The next start reads the kept file, unchanged.
    const again = await migratedPgliteTemplate({ migrationsFolder: migrations, cacheDir });
    expect(again.size).toBe(template.size);
    expect(tarballs(cacheDir)).toEqual([kept]);
    expect(statSync(path.join(cacheDir, kept ?? '')).mtimeMs).toBe(keptAt);

    // A file cut short (a full disk, a crash) is made again, whole.
    const keptFile = path.join(cacheDir, kept ?? '');
    truncateSync(keptFile, 1_000_000);
    const remade = await migratedPgliteTemplate({ migrationsFolder: migrations, cacheDir });
    expect(remade.size).toBe(template.size);
    expect(statSync(keptFile).size).toBe(template.size);
    expect(readdirSync(cacheDir)).toEqual([kept]);

    // A changed migration makes a template of its own.
    const [firstSql] = readdirSync(migrations).filter((name) => name.endsWith('.sql'));
    appendFileSync(path.join(migrations, firstSql ?? ''), '\n-- changed\n');
    const changed = await pgliteTemplateFile(migrations, cacheDir);
    expect(path.dirname(changed)).toBe(cacheDir);
    expect(path.basename(changed)).toMatch(/^pglite-[0-9a-f]{32}\.tar$/);
    expect(path.basename(changed)).not.toBe(kept);
  });

  it('starts an empty data folder from it, and reopens a folder with data as it was', async () => {
    const dataDir = path.join(tmp, 'data');
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    // Before any migrate(), the new folder holds every migration: it was loaded from the template.
    const loaded = new PGlite(dataDir);
    const applied = await loaded.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const journal = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(applied.rows[0]?.count).toBe(journal.length);
    await loaded.exec("create table kept (value text); insert into kept values ('still here')");
    await loaded.close();

    // Reopened as the product does it on every start: no template over the data, nothing migrated.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.migrate();
    await reopened.close();
    const client = new PGlite(dataDir);
    const kept = await client.query<{ value: string }>('select value from kept');
    expect(kept.rows).toEqual([{ value: 'still here' }]);
    await client.close();
  });

  it('is unpacked into a folder file by file, its PG_VERSION last, and a half-unpacked folder is unpacked again', async () => {
    const cacheDir = path.join(tmp, 'unpack-cache');
    const file = await pgliteTemplateSource({ migrationsFolder, cacheDir });
    expect(file).toBe(await pgliteTemplateFile(migrationsFolder, cacheDir));
    if (typeof file !== 'string') throw new Error('the template was not kept');

    const dataDir = path.join(tmp, 'unpacked');
    await extractPgliteTemplate(file, dataDir);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    // As if the process had stopped just before the end: no PG_VERSION, a relation cut short.
    rmSync(path.join(dataDir, 'PG_VERSION'));
    const relation = readdirSync(path.join(dataDir, 'base', '5')).find((name) => /^\d+$/.test(name));
    truncateSync(path.join(dataDir, 'base', '5', relation ?? ''), 0);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const client = new PGlite(dataDir);
    const applied = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const journal = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(applied.rows[0]?.count).toBe(journal.length);
    await client.close();
  });

  it('refuses a tarball that names a file outside the folder, and writes nothing there', async () => {
    const header = Buffer.alloc(512);
    header.write('../escaped', 0, 'utf8');
    header.write('0000644\0', 100, 'utf8');
    header.write('00000000005\0', 124, 'utf8');
    header.write('0', 156, 'utf8');
    header.write('ustar\0' + '00', 257, 'binary');
    const body = Buffer.alloc(512);
    body.write('hello');
    const tarball = path.join(tmp, 'escaping.tar');
    writeFileSync(tarball, Buffer.concat([header, body, Buffer.alloc(1024)]));
    const dataDir = path.join(tmp, 'escaping', 'data');
    await expect(extractPgliteTemplate(tarball, dataDir)).rejects.toThrow(/outside its folder/);
    expect(existsSync(path.join(tmp, 'escaping', 'escaped'))).toBe(false);
  });
});

describe('a PGlite data folder of another PostgreSQL version', () => {
  it('is told by its PG_VERSION: the installed PGlite runs the PostgreSQL the check expects, with a small buffer pool', async () => {
    const client = new PGlite(pgliteOptions);
    const shown = await client.query<{ version: string; buffers: string }>(
      "select current_setting('server_version_num') as version, current_setting('shared_buffers') as buffers",
    );
    await client.close();
    expect(String(Math.floor(Number(shown.rows[0]?.version) / 10000))).toBe(PGLITE_POSTGRES_MAJOR);
    expect(shown.rows[0]?.buffers).toBe('16MB');
  });

  it('is refused with a start-up error that says what to do, and left as it was', async () => {
    const dataDir = path.join(tmp, 'older');
    // What an older PGlite leaves: a cluster whose PG_VERSION names PostgreSQL 17.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    const before = readdirSync(dataDir, { recursive: true }).length;

    const opening = openDatabase({ kind: 'pglite', dataDir });
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    await expect(opening).rejects.toThrow(
      `The database folder ${dataDir} was made by an older embedded PostgreSQL (17), which this version (${PGLITE_POSTGRES_MAJOR}) cannot open: move the folder away to start with a new database, or set DATABASE_URL`,
    );
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readdirSync(dataDir, { recursive: true }).length).toBe(before);
  });
});
