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
  startOfWeek,
} from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';
import { TIME_ZONE } from './dateFormat';

/**
 * Dates as the spec shows and reads them: times are stored in UTC and shown in Europe/Prague,
 * whatever time zone the browser or the server runs in. A typed `dd.MM.yyyy` is a calendar day
 * in Prague, and "before" and "after" compare Prague calendar days. Showing dates needs no
 * date-fns: pages that only show them import `./dateFormat`.
 */
export { formatDate, formatDateTime, TIME_ZONE } from './dateFormat';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

// Pure: a bundle that reaches this module but reads no dates leaves date-fns out.
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

/** The start in Prague of the week (Monday) `moment` falls in. */
export function pragueStartOfWeek(moment: Date): Date {
  return new Date(startOfWeek(moment, { in: prague, weekStartsOn: 1 }).getTime());
}
