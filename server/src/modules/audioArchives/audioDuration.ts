import type { Readable } from 'node:stream';
import { parseBuffer, parseStream, type IAudioMetadata } from 'music-metadata';

/**
 * How long a recording plays, in whole seconds, read from the file itself (its headers, or its
 * frames where the headers do not tell); null when the file does not say.
 */
export async function audioDurationSeconds(
  body: Readable | Buffer,
  file: { mimeType: string; size: number },
): Promise<number | null> {
  const options = { duration: true, skipCovers: true };
  try {
    const { format }: IAudioMetadata = Buffer.isBuffer(body)
      ? await parseBuffer(body, file, options)
      : await parseStream(body, file, options);
    return format.duration !== undefined && Number.isFinite(format.duration)
      ? Math.max(1, Math.round(format.duration))
      : null;
  } catch {
    return null;
  } finally {
    if (!Buffer.isBuffer(body)) body.destroy();
  }
}
