/**
 * Draws the installed apps' PNG icons from their SVG (`npx tsx scripts/pwaIcons.ts`); the icons are
 * committed, so builds need no image tools. Every size of the manifests (scripts/pwa.ts), maskable
 * ones with the mark inside the launchers' safe zone, and the iOS home-screen icon.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  appleTouchIconFile,
  appleTouchIconSize,
  apps,
  iconFile,
  iconSizes,
  type InstallableApp,
} from '../common/installableApp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir: Record<InstallableApp, string> = {
  storefront: path.join(root, 'storefront/public'),
  backoffice: path.join(root, 'backoffice/public'),
};

/** The Tribuna mark: a white T on the app's colour; the back office's carries a check below it. */
function mark(app: InstallableApp, { rounded, scale }: { rounded: boolean; scale: number }): string {
  const colour = apps[app].themeColor;
  const offset = (512 - 512 * scale) / 2;
  const check =
    app === 'backoffice'
      ? '<path d="M300 352l36 36 72-80" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" ${rounded ? 'rx="96"' : ''} fill="${colour}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M128 160h256v56H284v176h-56V216H128z" fill="#fff"/>${check}
  </g>
</svg>
`;
}

async function png(svg: string, size: number, file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * size) / 512) * 2) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

for (const app of ['storefront', 'backoffice'] as const) {
  const dir = publicDir[app];
  const plain = mark(app, { rounded: true, scale: 1 });
  // Launchers cut maskable icons to a circle or squircle: the mark stays inside the middle 80 %.
  const maskable = mark(app, { rounded: false, scale: 0.72 });
  const full = mark(app, { rounded: false, scale: 0.86 });
  writeFileSync(path.join(dir, 'icon.svg'), plain);
  for (const size of iconSizes) await png(plain, size, path.join(dir, iconFile(size)));
  for (const size of [192, 512]) await png(maskable, size, path.join(dir, iconFile(size, 'maskable')));
  // iOS rounds the corners itself and shows transparency as black.
  await png(full, appleTouchIconSize, path.join(dir, appleTouchIconFile));
  console.log(`${app}: icons written to ${path.relative(root, dir)}`);
}
