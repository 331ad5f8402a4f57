// What a newcomer's `npm install` meets, read from the lock file it installs: every package runs
// on the Node versions `engines` admits (no EBADENGINE), and every install script is either allowed
// or denied in `allowScripts` (npm 11 lists the others as not reviewed, and will refuse them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { root } from './frontends';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const manifest = readJson<{ engines: { node: string }; allowScripts?: Record<string, boolean> }>(
  'package.json',
);
const locked = Object.entries(
  readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages,
).filter(([location]) => location.startsWith('node_modules/') || location.includes('/node_modules/'));
const nameOf = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 13);
/** An `allowScripts` entry names a package alone (`esbuild`) or with its versions (`esbuild@0.28.2`). */
const covers = (key: string, name: string) => key === name || key.startsWith(`${name}@`);

describe('a fresh install', () => {
  it('installs only packages that run on the oldest Node our engines admit', () => {
    const oldest = semver.minVersion(manifest.engines.node);
    expect(oldest).not.toBeNull();
    const refused = locked.flatMap(([location, pkg]) => {
      const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      return wanted && !semver.satisfies(oldest!, wanted)
        ? [`${nameOf(location)}@${pkg.version} (${wanted})`]
        : [];
    });
    expect(refused).toEqual([]);
  });

  it('says for every install script whether it runs', () => {
    const policy = manifest.allowScripts ?? {};
    const unreviewed = locked.flatMap(([location, pkg]) =>
      pkg.hasInstallScript && !Object.keys(policy).some((key) => covers(key, nameOf(location)))
        ? [`${nameOf(location)}@${pkg.version}`]
        : [],
    );
    expect(unreviewed).toEqual([]);
  });
});
