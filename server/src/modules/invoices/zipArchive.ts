import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';

/** The part of an archiver 7 archive the exports use. */
export interface ZipArchive {
  pipe(destination: Writable): Writable;
  append(source: Buffer, entry: { name: string; date?: Date }): ZipArchive;
  finalize(): Promise<void>;
  on(event: 'error' | 'warning', listener: (error: Error) => void): ZipArchive;
}

// The installed archiver is version 7 (a factory function), while its type package describes the
// class-based version 8: the module is loaded through require and given the shape above. It loads
// with the first export, not with the server (it and its streams weigh some 16 MB).
const require = createRequire(import.meta.url);
type Archiver = (format: 'zip', options: { zlib: { level: number } }) => ZipArchive;

/** A ZIP being written; PDFs are already compressed, so a light level costs little and saves time. */
export const createZipArchive = (): ZipArchive =>
  (require('archiver') as Archiver)('zip', { zlib: { level: 1 } });
