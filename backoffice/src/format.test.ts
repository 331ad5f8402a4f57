import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './format';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy HH:mm in Prague time, winter and summer', () => {
    expect(formatDateTime('2025-01-05T08:07:00Z')).toBe('05.01.2025 09:07');
    expect(formatDateTime('2025-07-31T22:30:00Z')).toBe('01.08.2025 00:30');
  });
});

describe('parseDateTime', () => {
  it('reads dd.MM.yyyy HH:mm as Prague time, winter and summer, whatever the machine zone', () => {
    expect(parseDateTime('15.01.2026 10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(parseDateTime('01.08.2025 00:30')).toBe('2025-07-31T22:30:00.000Z');
    expect(parseDateTime(' 5.3.2026  7:05 ')).toBe('2026-03-05T06:05:00.000Z');
  });

  it('round-trips with formatDateTime across the change of daylight saving', () => {
    for (const text of ['29.03.2026 01:59', '29.03.2026 03:00', '25.10.2026 04:00']) {
      expect(formatDateTime(parseDateTime(text) as string)).toBe(text);
    }
  });

  it('refuses text that is no date-time', () => {
    for (const text of ['2026-01-15T10:00', '31.02.2026 10:00', '15.01.2026', '15.01.2026 24:00', '']) {
      expect(parseDateTime(text)).toBeNull();
    }
  });
});
