import {
  addDays,
  addMonths,
  addYears,
  format,
  isAfter,
  isBefore,
  isValid,
  parse,
  startOfDay,
} from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';

/**
 * Dates as the spec shows and reads them: times are stored in UTC and shown in Europe/Prague,
 * whatever time zone the browser or the server runs in. A typed `dd.MM.yyyy` is a calendar day
 * in Prague, and "before" and "after" compare Prague calendar days.
 */
export const TIME_ZONE = 'Europe/Prague';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

// Pure: a page that only formats dates (Intl below) leaves date-fns out of its bundle.
const prague = /* @__PURE__ */ tz(TIME_ZONE);

// date-fns also reads one-digit days and months and extra spaces; the spec's format has none.
const datePattern = /^\d{2}\.\d{2}\.\d{4}$/;
const dateTimePattern = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const wireDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function read(value: string, pattern: RegExp, form: string): Date | null {
  const text = value.trim();
  if (!pattern.test(text)) return null;
  const parsed = parse(text, form, new TZDate(0, TIME_ZONE), { in: prague });
  return isValid(parsed) ? new Date(parsed.getTime()) : null;
}

// Showing a date needs no library: the browsers' and Node's Intl know Prague's time zone, so the
// first page a visitor loads carries no date-fns.
const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(moment: Date | string | number) {
  const parts = Object.fromEntries(
    pragueParts.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  );
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** A moment (a Date, an ISO string or epoch milliseconds) as dd.MM.yyyy in Prague. */
export function formatDate(moment: Date | string | number): string {
  const { day, month, year } = partsOf(moment);
  return `${day}.${month}.${year}`;
}

/** A moment (a Date, an ISO string or epoch milliseconds) as dd.MM.yyyy HH:mm in Prague. */
export function formatDateTime(moment: Date | string | number): string {
  const { day, month, year, hour, minute } = partsOf(moment);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** A typed dd.MM.yyyy as the start of that day in Prague, or null when it is not a real day. */
export function parseDate(value: string): Date | null {
  return read(value, datePattern, DATE_FORMAT);
}

/** A typed dd.MM.yyyy HH:mm as that moment in Prague, or null when it is not valid. */
export function parseDateTime(value: string): Date | null {
  return read(value, dateTimePattern, DATE_TIME_FORMAT);
}

/** Form dd.MM.yyyy → wire yyyy-MM-dd (null for an empty or invalid value). */
export function dateToIso(value: string): string | null {
  const day = parseDate(value);
  return day ? format(day, WIRE_DATE_FORMAT, { in: prague }) : null;
}

/** Wire yyyy-MM-dd (a calendar day, no time zone) → form dd.MM.yyyy ('' for none). */
export function isoToDate(value: string | null | undefined): string {
  const day = value ? read(value.slice(0, 10), wireDatePattern, WIRE_DATE_FORMAT) : null;
  return day ? format(day, DATE_FORMAT, { in: prague }) : '';
}

/** The Prague calendar day `moment` falls on, as the start of that day. */
export function pragueDayOf(moment: Date): Date {
  return new Date(startOfDay(moment, { in: prague }).getTime());
}

/** Whether a typed day lies strictly before the Prague day of `limit`. */
export function isDayBefore(day: Date, limit: Date): boolean {
  return isBefore(day, pragueDayOf(limit));
}

/** Whether a typed day lies strictly after the Prague day of `limit`. */
export function isDayAfter(day: Date, limit: Date): boolean {
  return isAfter(pragueDayOf(day), pragueDayOf(limit));
}

/** The start in Prague of a wire yyyy-MM-dd calendar day, or null when it is not a real day. */
export function pragueStartOfIsoDay(value: string): Date | null {
  return read(value, wireDatePattern, WIRE_DATE_FORMAT);
}

/**
 * `moment` plus `count` days, months or years on Prague's calendar: the same wall-clock time across
 * a change of summer time, and a month from 31 January is the last day of February.
 */
export function addPragueCalendar(moment: Date, count: number, unit: 'day' | 'month' | 'year'): Date {
  const add = { day: addDays, month: addMonths, year: addYears }[unit];
  return new Date(add(moment, count, { in: prague }).getTime());
}
