import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBundle, type BundleOptions } from './serverBundle';

const run = promisify(execFile);

let root: string;
let options: BundleOptions;

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

/** A package of `version` that says which copy it is. */
const dependency = (version: string) => ({
  'package.json': JSON.stringify({ name: 'dep', version, type: 'module', exports: './index.js' }),
  'index.js': `export const version = '${version}';`,
});

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tribuna-bundle-'));
  await write('package.json', JSON.stringify({ type: 'module' }));
  // The root's copy of the dependency, and a workspace with a newer one of its own (as common/ has
  // its own date-fns).
  for (const [file, text] of Object.entries(dependency('1.0.0')))
    await write(`node_modules/dep/${file}`, text);
  for (const [file, text] of Object.entries(dependency('2.0.0')))
    await write(`lib/node_modules/dep/${file}`, text);
  await write(
    'lib/greeting.ts',
    [
      "import { version } from 'dep';",
      "export const greeting: string = 'hello';",
      'export const where = import.meta.url;',
      'export const libDependency = version;',
    ].join('\n'),
  );
  await write(
    'main.ts',
    [
      "import { version } from 'dep';",
      "import { greeting, where, libDependency } from './lib/greeting';",
      'console.log(JSON.stringify({ greeting, where, rootDependency: version, libDependency }));',
    ].join('\n'),
  );
  options = {
    root,
    entry: path.join(root, 'main.ts'),
    cacheDir: path.join(root, 'node_modules', '.cache', 'bundle'),
    configFiles: [path.join(root, 'package.json')],
  };
});

afterEach(() => rm(root, { recursive: true, force: true }));

async function output(entry: string) {
  const { stdout } = await run(process.execPath, [entry], { cwd: root });
  return JSON.parse(stdout) as Record<string, string>;
}

describe('the server bundle', () => {
  it('runs as the sources do: their own addresses, each source with the packages Node finds from it', async () => {
    const { entry, built } = await serverBundle(options);
    expect(built).toBe(true);
    expect(entry.startsWith(options.cacheDir)).toBe(true);
    expect(await output(entry)).toEqual({
      greeting: 'hello',
      where: pathToFileURL(path.join(root, 'lib', 'greeting.ts')).href,
      rootDependency: '1.0.0',
      libDependency: '2.0.0',
    });
  }, 30_000);

  it('is built once, and again when an imported source or a configuration file changes', async () => {
    const first = await serverBundle(options);
    const again = await serverBundle(options);
    expect(again).toEqual({ entry: first.entry, built: false });

    await write('lib/greeting.ts', "export const greeting = 'ahoj', where = '', libDependency = '';");
    const changed = await serverBundle(options);
    expect(changed.built).toBe(true);
    expect(changed.entry).not.toBe(first.entry);
    expect((await output(changed.entry)).greeting).toBe('ahoj');
    expect(await serverBundle(options)).toEqual({ entry: changed.entry, built: false });

    await write('package.json', JSON.stringify({ type: 'module', description: 'changed' }));
    expect((await serverBundle(options)).built).toBe(true);
  }, 30_000);

  it('leaves a file the sources no longer import out of the key', async () => {
    await serverBundle(options);
    await write('main.ts', "console.log(JSON.stringify({ greeting: 'alone' }));");
    const { entry, built } = await serverBundle(options);
    expect(built).toBe(true);
    await write('lib/greeting.ts', 'export const greeting = 1;');
    expect(await serverBundle(options)).toEqual({ entry, built: false });
    expect(await output(entry)).toEqual({ greeting: 'alone' });
  }, 30_000);
});
