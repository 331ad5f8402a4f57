/**
 * Showing dates as the spec does, without a date library: the browsers' and Node's Intl know
 * Prague's time zone. Pages that only show dates import this module, not `./dates` (which reads
 * typed dates with date-fns), so the first page a visitor loads carries no date-fns.
 */
import { intlLocaleOf, type Language } from './languages';

export const TIME_ZONE = 'Europe/Prague';

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

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last day a validity covers, inclusive, as dd.MM.yyyy in Prague: the one way screens, e-mails
 * and documents write "valid until". A wire calendar day (`yyyy-MM-dd`, a season's last day) is
 * that day itself; a moment is the end of the validity, which no longer belongs to it, so a
 * membership that ends when 1 July starts in Prague is valid until 30.06.
 */
export function formatLastValidDay(end: Date | string | number): string {
  const day = typeof end === 'string' ? calendarDay.exec(end) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  return formatDate(new Date(end).getTime() - 1);
}

/**
 * A moment as Prague's clock shows it, written the way the language writes dates (and times):
 * "5. 3. 2026 18:00" in Czech, "05/03/2026, 18:00" in English. For documents in a buyer's language
 * (tickets, vouchers); screens use `formatDate` and `formatDateTime`.
 */
export function formatPragueDateIn(language: Language, moment: Date, { time = false } = {}): string {
  return new Intl.DateTimeFormat(intlLocaleOf[language], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...(time && { hour: '2-digit', minute: '2-digit' }),
  }).format(moment);
}
