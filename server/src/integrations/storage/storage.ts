import type { Readable } from 'node:stream';
import { createDiskStorage } from './diskStorage';
import { createS3Storage, type S3StorageConfig } from './s3Storage';

/** A stored object as it is read back: all of it, or the asked range (`size` is then the range's). */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Bytes `start` to `end` of an object, both included (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files' bytes live (the database keeps what they are). Keys are relative paths such
 * as `<uuid>/w640.webp`; a key is written once and never changes, so answers may be cached forever.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, meta: { contentType: string; size: number }): Promise<void>;
  /** The object (or the range of it), or null when there is none under this key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's whole size and type without its bytes, or null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Deletes the objects; keys that are already gone are no error. */
  delete(keys: readonly string[]): Promise<void>;
}

export type StorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
}

/** Keys are made by the server from uuids and fixed names; anything else is refused before any I/O. */
export function isSafeKey(key: string): boolean {
  return /^[0-9a-f-]{36}\/[a-z0-9]+\.[a-z0-9]+$/.test(key);
}
