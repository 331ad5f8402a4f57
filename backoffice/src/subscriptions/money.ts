/**
 * Prices are stored in minor units (haléře, cents) and typed in crowns or euros: 1290 Kč is 129000.
 * Both are module-level functions, so NumberInput sees the same `format` on every render.
 */
export function minorToMajor(minor: unknown): string {
  return typeof minor === 'number' && Number.isFinite(minor) ? String(minor / 100) : '';
}

/** Crowns or euros as typed (a number, or text with a dot or a comma) to minor units; empty is null. */
export function majorToMinor(major: unknown): number | null {
  if (major === null || major === undefined || major === '') return null;
  const value = typeof major === 'number' ? major : Number(String(major).trim().replace(',', '.'));
  // Rounded: 12.9 × 100 is 1289.9999999999998 in binary floating point.
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
