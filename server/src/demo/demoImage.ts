import path from 'node:path';
import { Readable } from 'node:stream';
import { demoMediaDir } from '../app';
import { loadSharp, type FilesService } from '../modules/files/files.service';

/** The demo drawings (media/*.svg) are 1,200 units wide; they are rasterised this many pixels wide. */
const DEMO_IMAGE_WIDTH = 1280;

/**
 * A demo picture as an uploaded file: the drawing made for the demo, rasterised to PNG and stored
 * through the files service like any upload (sizes, variants). At 1,280 px the drawings stay sharp
 * in every card and header, and the upload makes four sizes instead of five: the largest, 1,920 px,
 * took half of every first start's seeding.
 */
export async function uploadDemoImage(files: Pick<FilesService, 'upload'>, name: string) {
  const sharp = await loadSharp();
  const png = await sharp(path.join(demoMediaDir, name), { density: (72 * DEMO_IMAGE_WIDTH) / 1200 })
    .png()
    .toBuffer();
  return files.upload({ file: Readable.from([png]), filename: name.replace(/\.svg$/, '.png') });
}
