/**
 * Input masks of spec section 5 (`####/##/##`, `(###) ### - ####`, …): `#` takes a digit, every
 * other character of the pattern is written by the mask. A separator appears once the digit after
 * it is typed, so deleting backwards never gets stuck on one.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    out += slot === '#' ? digits[next++] : slot;
  }
  return out;
}

/** How many digits stand before a position (the caret, before masking). */
export function digitsBefore(value: string, position: number): number {
  return value.slice(0, position).replace(/\D/g, '').length;
}

/** The caret position right after the `count`-th digit of a masked value. */
export function caretAfterDigits(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked.charAt(i)) && ++seen === count) return i + 1;
  }
  return masked.length;
}

/** Whether a masked value has every digit the pattern asks for. */
export function isMaskComplete(value: string, pattern: string): boolean {
  return value.length === pattern.length && applyMask(value, pattern) === value;
}
