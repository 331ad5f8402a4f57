import { fileKindNames } from '@tribuna/common/schemas/files';

export const fileKindChoices = fileKindNames.map((id) => ({ id, name: `resources.files.kinds.${id}` }));

/** A size in bytes as people read it (kB, MB), in the admin language's number format. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
