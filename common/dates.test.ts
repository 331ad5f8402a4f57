import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateToIso,
  formatDate,
  formatDateTime,
  isoToDate,
  parseDate,
  parseDateTime,
  pragueStartOfWeek,
} from './dates';
import { formatLastValidDay, formatPragueDateIn } from './dateFormat';
import { dateAfter, dateBefore, futureDate, pastDate } from './validation';

// The rules must not depend on the time zone the process runs in: run them far from Prague.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = processZone;
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('dates in Europe/Prague', () => {
  it('runs in a process zone other than Prague', () => {
    expect(new Date('2026-06-15T12:00:00Z').getTimezoneOffset()).toBe(240);
  });

  it('formats moments as Prague days and times, summer and winter', () => {
    expect(formatDateTime('2025-01-05T08:07:00Z')).toBe('05.01.2025 09:07');
    expect(formatDateTime('2025-07-31T22:30:00Z')).toBe('01.08.2025 00:30');
    expect(formatDate('2025-07-31T22:30:00Z')).toBe('01.08.2025');
    expect(formatDate(new Date('2025-12-31T23:30:00Z'))).toBe('01.01.2026');
  });

  it("writes a document's dates in Prague, the way its language writes them", () => {
    const evening = new Date('2026-03-05T17:00:00Z');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatPragueDateIn('cs', evening, { time: true }))).toBe('5. 3. 2026 18:00');
    expect(plain(formatPragueDateIn('sk', evening, { time: true }))).toBe('5. 3. 2026 18:00');
    expect(formatPragueDateIn('en', evening, { time: true })).toBe('05/03/2026, 18:00');
    // Just before midnight UTC in summer is the next day in Prague.
    expect(plain(formatPragueDateIn('cs', new Date('2026-07-31T22:30:00Z')))).toBe('1. 8. 2026');
  });

  it('writes the last valid day, inclusive, of a season day and of a membership that ends at a moment', () => {
    // A season whose last day is 30 June, and a membership of it that ends when 1 July starts in
    // Prague (summer time: 22:00 UTC), read the same: the account once said 01.07.2027.
    expect(formatLastValidDay('2027-06-30')).toBe('30.06.2027');
    expect(formatLastValidDay('2027-06-30T22:00:00.000Z')).toBe('30.06.2027');
    expect(formatLastValidDay(new Date('2027-06-30T22:00:00.000Z'))).toBe('30.06.2027');
    // Winter time: 1 January starts at 23:00 UTC the day before.
    expect(formatLastValidDay('2026-12-31T23:00:00.000Z')).toBe('31.12.2026');
    // An end inside a day leaves that day valid.
    expect(formatLastValidDay('2027-03-15T10:00:00.000Z')).toBe('15.03.2027');
  });

  it('reads a typed dd.MM.yyyy as the start of that Prague day', () => {
    expect(parseDate('07.03.1990')?.toISOString()).toBe('1990-03-06T23:00:00.000Z');
    expect(parseDate('01.07.2026')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    for (const bad of ['31.04.1990', '29.02.2023', '7.3.1990', '1990-03-07', '07.03.1990 10:00', '']) {
      expect(parseDate(bad), bad).toBeNull();
    }
  });

  it('reads a typed dd.MM.yyyy HH:mm as that Prague moment', () => {
    expect(parseDateTime('24.12.2026 18:30')?.toISOString()).toBe('2026-12-24T17:30:00.000Z');
    for (const bad of ['24.12.2026 24:00', '24.12.2026 18:60', '24.12.2026', '24.12.2026 1_:__']) {
      expect(parseDateTime(bad), bad).toBeNull();
    }
  });

  it('reads dd.MM.yyyy HH:mm as Prague time in winter and summer, whatever the process zone', () => {
    expect(parseDateTime('15.01.2026 10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(parseDateTime('01.08.2025 00:30')?.toISOString()).toBe('2025-07-31T22:30:00.000Z');
    expect(parseDateTime(' 05.03.2026 07:05 ')?.toISOString()).toBe('2026-03-05T06:05:00.000Z');
  });

  it('round-trips a typed date-time across the changes of daylight saving', () => {
    for (const text of ['29.03.2026 01:59', '29.03.2026 03:00', '25.10.2026 04:00']) {
      const moment = parseDateTime(text);
      expect(moment, text).not.toBeNull();
      expect(formatDateTime(moment as Date)).toBe(text);
    }
  });

  it('refuses text that is no date-time', () => {
    for (const text of ['2026-01-15T10:00', '31.02.2026 10:00', '15.01.2026', '15.01.2026 24:00', '']) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });

  it('converts between the form and the wire (yyyy-MM-dd) without shifting the day', () => {
    expect(dateToIso('07.03.1990')).toBe('1990-03-07');
    expect(dateToIso('31.12.2025')).toBe('2025-12-31');
    expect(dateToIso('31.04.1990')).toBeNull();
    expect(isoToDate('1990-03-07')).toBe('07.03.1990');
    expect(isoToDate('2025-12-31')).toBe('31.12.2025');
    expect(isoToDate(null)).toBe('');
    expect(isoToDate('not a date')).toBe('');
  });

  it('compares with the Prague day of the limit around midnight UTC', () => {
    // 23:30 UTC on 14 June is already 15 June in Prague (and still 14 June in New York).
    const lateEvening = new Date('2026-06-14T23:30:00Z');
    expect(dateBefore(lateEvening).safeParse('14.06.2026').success).toBe(true);
    const same = dateBefore(lateEvening).safeParse('15.06.2026');
    expect(messageOf(same)).toBe('formError.dateMustBeBefore__futureDate');
    expect(same.error?.issues[0]).toMatchObject({ params: { date: '15.06.2026' } });
    expect(dateAfter(lateEvening).safeParse('16.06.2026').success).toBe(true);
    expect(messageOf(dateAfter(lateEvening).safeParse('15.06.2026'))).toBe(
      'formError.dateMustBeAfter__pastDate',
    );

    // 21:30 UTC on 14 June is 23:30 in Prague: still 14 June.
    const beforeMidnight = new Date('2026-06-14T21:30:00Z');
    expect(pastDate(beforeMidnight).safeParse('13.06.2026').success).toBe(true);
    expect(messageOf(pastDate(beforeMidnight).safeParse('14.06.2026'))).toBe(
      'formError.dateMustBeBefore__futureDate',
    );
    expect(futureDate(beforeMidnight).safeParse('15.06.2026').success).toBe(true);
    expect(messageOf(futureDate(beforeMidnight).safeParse('14.06.2026'))).toBe(
      'formError.dateMustBeAfter__pastDate',
    );
  });
});

describe('pragueStartOfWeek', () => {
  it('is Monday midnight in Prague, whatever the time zone of the process', () => {
    expect(pragueStartOfWeek(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    // Half an hour into Monday in Prague is still Sunday in UTC.
    expect(pragueStartOfWeek(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    // The Sunday summer time begins belongs to the week that began in winter time.
    expect(pragueStartOfWeek(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-22T23:00:00.000Z',
    );
  });
});
