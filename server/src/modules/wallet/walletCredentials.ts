import { readFileSync } from 'node:fs';

/**
 * A credential of the wallet configuration: PEM text as given (an environment variable may carry
 * its line breaks as `\n`), or the path of a PEM file.
 */
export function pemOf(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return readFileSync(value, 'utf8');
}
