import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeStream } from 'file-type/node';
import type { default as Sharp, Metadata } from 'sharp';
import type { FileUser } from '@tribuna/common/schemas/content';
import {
  fileKindNames,
  fileKindOf,
  fileKinds,
  imageWidths,
  maxImagePixels,
  srcsetOf,
  type AdminFile,
  type AdminFileListQuery,
  type FileKind,
  type PublicImage,
} from '@tribuna/common/schemas/files';
import type { Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import type { FileRow, StoredVariant } from '../../db/schema';
import { ProductError } from '../../errors';
import { assertReadable } from '../../http/multipart';
import type { ByteRange, FileStorage } from '../../integrations/storage/storage';
import type { FilesRepository } from './files.repository';

/** Where stored files are served (files.routes.ts); a key is `<uuid>/<name>`. */
export const FILES_URL_PREFIX = '/media/files/';
const urlOf = (key: string) => `${FILES_URL_PREFIX}${key}`;

/** The extension a stored original gets, by its sniffed type. */
const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'application/pdf': 'pdf',
};

export function toAdminFile(row: FileRow): AdminFile {
  return {
    uuid: row.uuid,
    kind: row.kind,
    mime: row.mime,
    originalName: row.originalName,
    size: row.size,
    url: urlOf(row.key),
    width: row.width,
    height: row.height,
    variants: row.variants.map((v) => ({ width: v.width, url: urlOf(v.key) })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicImage(row: FileRow): PublicImage {
  const variants = row.variants.map((v) => ({ width: v.width, url: urlOf(v.key) }));
  return {
    // The widest variant: WebP, and never larger than the original.
    url: variants.at(-1)?.url ?? urlOf(row.key),
    width: row.width,
    height: row.height,
    srcset: srcsetOf(variants),
  };
}

/** Counts the bytes going through and fails past `max`, so that an oversized file stops mid-stream. */
function byteLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new ProductError('payloadTooLarge', { maxBytes: max }));
      else done(null, chunk);
    },
  });
}

/**
 * Runs image work one at a time in this process: a decoded image takes up to 4 bytes a pixel, and
 * four 50 MP images decoded together took the server to 1 GB. Uploads of other kinds do not wait.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}
const imageWork = oneAtATime();

let loadingSharp: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded at the first image: a process that never sees one (a sale day's) does not
 * carry it (some 19 MB of a server's memory). libvips keeps recent operations' pixels for reuse; an
 * upload never asks for them again. One thread an image: each of libvips's threads keeps memory of
 * its own afterwards (some 40 MB of the server's idle memory after the demo's images, 25 MB more at
 * the peak of four 50 MP uploads).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** An image as it is shown (turned by its EXIF orientation), and how many frames it has. */
interface ImageSize {
  width: number;
  height: number;
  frames: number;
}

/** The name part of private keys (`<uuid>/private.pdf`); the public file route never serves them. */
const PRIVATE_NAME = 'private';
const isPrivateKey = (key: string) => key.split('/')[1]?.startsWith(`${PRIVATE_NAME}.`) === true;

/** A privately stored upload: where it is and what it is. */
export interface PrivateFile {
  key: string;
  mime: string;
  size: number;
  originalName: string;
}

/**
 * Reads the type from the first bytes of a stream (never its name or the declared type); a type
 * that is not of the wanted kinds answers `fileDoesNotHaveAnAcceptableExtension`.
 */
async function sniff(file: Readable, kinds: readonly FileKind[]) {
  assertReadable(file);
  const typed = await fileTypeStream(file);
  const mime = typed.fileType?.mime ?? null;
  const kind: FileKind | null = mime ? fileKindOf(mime) : null;
  if (!mime || !kind || !kinds.includes(kind)) {
    // The rest of the upload is read and dropped, so the client gets its answer.
    typed.resume();
    throw new ProductError('fileDoesNotHaveAnAcceptableExtension', { detected: mime, accepted: kinds });
  }
  return { typed, mime, kind };
}

export function createFilesService(deps: {
  files: FilesRepository;
  storage: FileStorage;
  /** A folder for uploads in progress (on the server's own disk, whatever the storage). */
  tmpDir: string;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  /** The content that still shows a file (the content read model answers it). */
  usedBy: (fileUuid: string, tx: Tx) => Promise<FileUser[]>;
}) {
  const repo = deps.files;

  /**
   * The responsive widths of an image, WebP, none wider than the original (which is the last). A
   * still image is decoded once, into its widest size, and the narrower ones are made from that:
   * a PNG decoded once for each width took four times as long and twice the memory. An animated
   * one is read again for each width, its frames with it.
   */
  async function storeVariants(
    uuid: string,
    source: string,
    size: ImageSize,
    /** Collects each stored key, so that a failure part way deletes what was stored. */
    stored: string[],
  ): Promise<StoredVariant[]> {
    const widest = Math.min(size.width, imageWidths.at(-1)!);
    const widths = [...new Set([...imageWidths.filter((w) => w < size.width), widest])];
    const sharp = await loadSharp();
    const decoded =
      size.frames === 1
        ? await sharp(source, { limitInputPixels: maxImagePixels })
            .rotate()
            .resize({ width: widest, withoutEnlargement: true })
            .raw()
            .toBuffer({ resolveWithObject: true })
        : null;
    const variants: StoredVariant[] = [];
    for (const w of widths) {
      const image = decoded
        ? sharp(decoded.data, { raw: decoded.info })
        : sharp(source, { animated: true, limitInputPixels: maxImagePixels }).rotate();
      const body = await image
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${uuid}/w${w}.webp`;
      await deps.storage.put(key, body, { contentType: 'image/webp', size: body.length });
      stored.push(key);
      variants.push({ width: w, key });
    }
    return variants;
  }

  /**
   * The size an image is shown at, read from its header (nothing is decoded yet): one with more
   * pixels than are taken, all its frames together as the variants decode them, is refused.
   */
  async function imageSize(source: string): Promise<ImageSize> {
    let meta: Metadata;
    const sharp = await loadSharp();
    try {
      meta = await sharp(source, { limitInputPixels: false }).metadata();
    } catch {
      throw new ProductError('fileDoesNotHaveAnAcceptableExtension', { reason: 'unreadableImage' });
    }
    // Pages lay the image out as it is shown, that is turned by its EXIF orientation.
    const { width, height } = meta.autoOrient;
    if (!width || !height) {
      throw new ProductError('fileDoesNotHaveAnAcceptableExtension', { reason: 'unreadableImage' });
    }
    const frames = meta.pages ?? 1;
    if (width * height * frames > maxImagePixels) {
      throw new ProductError(
        'imageTooLarge',
        { width, height, frames, maxPixels: maxImagePixels },
        'The image has more pixels than are taken.',
      );
    }
    return { width, height, frames };
  }

  return {
    list: (params: AdminFileListQuery) => repo.list(params),
    async get(uuid: string) {
      const row = await repo.findByUuid(uuid);
      if (!row) throw new ProductError('fileNotFound', { uuid });
      return row;
    },
    /**
     * Stores an upload: its type is read from its first bytes (never its name or the declared
     * type), the bytes go through a size check of that kind on their way to a temporary file, and
     * images are measured and cut into responsive sizes before anything is kept.
     */
    async upload(part: { file: Readable; filename: string }): Promise<FileRow> {
      const { typed, mime, kind } = await sniff(part.file, fileKindNames);
      const uuid = randomUUID();
      await mkdir(deps.tmpDir, { recursive: true });
      const tmp = path.join(deps.tmpDir, `${uuid}.upload`);
      const keys: string[] = [];
      try {
        await pipeline(typed, byteLimit(fileKinds[kind].maxBytes), createWriteStream(tmp));
        const { size } = await stat(tmp);
        const key = `${uuid}/original.${extensionOf[mime] ?? 'bin'}`;
        let dimensions: ImageSize | null = null;
        let variants: StoredVariant[] = [];
        if (kind === 'image') {
          const size = await imageSize(tmp);
          dimensions = size;
          variants = await imageWork(() => storeVariants(uuid, tmp, size, keys));
        }
        await deps.storage.put(key, createReadStream(tmp), { contentType: mime, size });
        keys.push(key);
        return await repo.insert({
          uuid,
          kind,
          mime,
          originalName: part.filename.slice(0, 255),
          size,
          key,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
          variants,
        });
      } catch (error) {
        await deps.storage.delete(keys);
        throw error;
      } finally {
        await rm(tmp, { force: true });
      }
    },
    /**
     * Deletes a file that no content uses; one still shown somewhere answers `fileInUse` naming
     * the content, and nothing is deleted. (The content tables' foreign keys refuse it as well,
     * should content take the file up between the check and the delete.)
     */
    async remove(uuid: string) {
      const row = await deps.transaction(async (tx) => {
        const usedBy = await deps.usedBy(uuid, tx);
        if (usedBy.length > 0) throw new ProductError('fileInUse', { uuid, usedBy });
        try {
          return await repo.delete(uuid, tx);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw new ProductError('fileInUse', { uuid, usedBy: [] });
          throw error;
        }
      });
      if (!row) throw new ProductError('fileNotFound', { uuid });
      await deps.storage.delete([row.key, ...row.variants.map((v) => v.key)]);
      return row;
    },
    /** The stored bytes under a key (a part of them with `range`), for serving. */
    read: (key: string, range?: ByteRange) => deps.storage.get(key, range),
    /** The size and type of what is stored under a key, without reading it. */
    stat: (key: string) => deps.storage.stat(key),

    // --- Private files (an accreditation's press card): never in the library, never served publicly
    /**
     * Stores an upload of the given kinds under a private key, judged by its content like every
     * upload and cut off past `maxBytes` while it streams.
     */
    async storePrivate(
      part: { file: Readable; filename: string },
      limits: { kinds: readonly FileKind[]; maxBytes: number },
    ): Promise<PrivateFile> {
      const { typed, mime } = await sniff(part.file, limits.kinds);
      const uuid = randomUUID();
      await mkdir(deps.tmpDir, { recursive: true });
      const tmp = path.join(deps.tmpDir, `${uuid}.upload`);
      const key = `${uuid}/${PRIVATE_NAME}.${extensionOf[mime] ?? 'bin'}`;
      try {
        await pipeline(typed, byteLimit(limits.maxBytes), createWriteStream(tmp));
        const { size } = await stat(tmp);
        await deps.storage.put(key, createReadStream(tmp), { contentType: mime, size });
        return { key, mime, size, originalName: part.filename.slice(0, 255) };
      } finally {
        await rm(tmp, { force: true });
      }
    },
    readPrivate: (key: string) => (isPrivateKey(key) ? deps.storage.get(key) : Promise.resolve(null)),
    deletePrivate: (keys: readonly string[]) => deps.storage.delete(keys.filter(isPrivateKey)),

    // --- For the content modules --------------------------------------------------------------
    /** Fails with `fileNotFound` unless the uuid names a stored file of this kind. */
    async assertKind(uuid: string, kind: FileKind): Promise<void> {
      const row = await repo.findByUuid(uuid);
      if (!row || row.kind !== kind) throw new ProductError('fileNotFound', { uuid, kind });
    },
    /** Files of any kind by uuid, as staff see them (missing ones are left out): audio tracks. */
    async filesOf(uuids: readonly (string | null)[]): Promise<Map<string, AdminFile>> {
      const wanted = [...new Set(uuids.filter((u): u is string => u !== null))];
      const rows = await repo.findMany(wanted);
      return new Map(rows.map((r) => [r.uuid, toAdminFile(r)]));
    },
    /**
     * Public images by file uuid (missing or non-image files are left out); inside the caller's
     * transaction when it has one open (an event answered as it is saved).
     */
    async imagesOf(uuids: readonly (string | null)[], tx?: Tx): Promise<Map<string, PublicImage>> {
      const wanted = [...new Set(uuids.filter((u): u is string => u !== null))];
      const rows = await repo.findMany(wanted, tx);
      return new Map(rows.filter((r) => r.kind === 'image').map((r) => [r.uuid, toPublicImage(r)]));
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
