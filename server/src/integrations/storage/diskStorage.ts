import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { lookup } from './contentTypes';
import { isSafeKey, type FileStorage } from './storage';

/** Files under a folder of the local disk (`<DATA_DIR>/media` by default). */
export function createDiskStorage(dir: string): FileStorage {
  const fullPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed, so that a reader never sees half a file.
      const partial = `${target}.partial`;
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body as Readable, createWriteStream(partial));
      await rename(partial, target);
    },
    async get(key, range) {
      if (!isSafeKey(key)) return null;
      const target = fullPath(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      if (range) {
        return {
          body: createReadStream(target, { start: range.start, end: range.end }),
          size: range.end - range.start + 1,
          contentType: lookup(key),
        };
      }
      return { body: createReadStream(target), size: info.size, contentType: lookup(key) };
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      const info = await stat(fullPath(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, contentType: lookup(key) } : null;
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        await rm(fullPath(key), { force: true });
        folders.add(path.dirname(fullPath(key)));
      }
      // A file's keys share its folder; an emptied folder goes too (rmdir refuses a non-empty one).
      for (const folder of folders) await rm(folder, { recursive: false, force: true }).catch(() => {});
    },
  };
}
