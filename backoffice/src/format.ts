const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the spec shows date-times: dd.MM.yyyy HH:mm in Europe/Prague time. */
export function formatDateTime(value: string | Date): string {
  const parts = pragueDateTime.formatToParts(new Date(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** Prague's offset from UTC, in milliseconds, at a moment. */
function pragueOffset(epoch: number): number {
  const parts = pragueDateTime.formatToParts(new Date(epoch));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(epoch / 60_000) * 60_000;
}

const dateTimePattern = /^\s*(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;

/**
 * Reads a date-time typed as dd.MM.yyyy HH:mm in Prague time, whatever the browser's locale and
 * time zone; answers the moment as an ISO string, or null when the text is no such date-time.
 */
export function parseDateTime(text: string): string | null {
  const m = dateTimePattern.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23) return null;
  // The offset at the wall time itself, corrected once for a change of daylight saving in between.
  let epoch = wall - pragueOffset(wall);
  epoch = wall - pragueOffset(epoch);
  return new Date(epoch).toISOString();
}
