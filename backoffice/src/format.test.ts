import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy HH:mm in Prague time, winter and summer', () => {
    expect(formatDateTime('2025-01-05T08:07:00Z')).toBe('05.01.2025 09:07');
    expect(formatDateTime('2025-07-31T22:30:00Z')).toBe('01.08.2025 00:30');
  });
});
