import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * DejaVu Sans (full Czech and Slovak diacritics): from the npm package, so a fresh machine has it;
 * the Debian package's copy is the fallback.
 */
function fontFiles(): { regular: string; bold: string } {
  const candidates: string[] = [];
  try {
    const require = createRequire(import.meta.url);
    candidates.push(path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf'));
  } catch {
    // not installed: the system fonts below
  }
  candidates.push('/usr/share/fonts/truetype/dejavu');
  for (const dir of candidates) {
    const regular = path.join(dir, 'DejaVuSans.ttf');
    const bold = path.join(dir, 'DejaVuSans-Bold.ttf');
    if (existsSync(regular) && existsSync(bold)) return { regular, bold };
  }
  throw new Error('The DejaVu Sans fonts are missing (npm package dejavu-fonts-ttf).');
}

let fonts: { regular: string; bold: string } | null = null;

/** The font files of PDFs (vouchers, tickets), found once. */
export function pdfFonts(): { regular: string; bold: string } {
  fonts ??= fontFiles();
  return fonts;
}
