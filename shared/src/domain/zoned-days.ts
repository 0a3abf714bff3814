/** Calendar days (`yyyy-MM-dd`) in a named time zone (IANA, e.g. "Europe/Berlin"). */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

const DAY_KEY = 'yyyy-MM-dd';
// Day keys are plain calendar days: counting them in UTC keeps every day 24 hours long.
const inUtc = { in: tz('UTC') };

/** True for a time zone name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime's own name for a known zone: letter case as IANA writes it, and the zone a legacy alias
 * stands for ('asia/calcutta' is 'Asia/Calcutta', 'EST5EDT' 'America/New_York' on Node 20).
 */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
}

/** The day an instant falls on in `timeZone`. */
export function zonedDateKey(instant: Date, timeZone: string): string {
  return format(instant, DAY_KEY, { in: tz(timeZone) });
}

/** The day `days` after (or before) a day. */
export function addDaysToKey(dateKey: string, days: number): string {
  // Plain arithmetic on day numbers for the days of years 1000 to 9999 (a habit's heatmap counts
  // thousands of days per answer); date-fns for anything else, as before.
  const day = dayNumberOfKey(dateKey);
  if (day !== null) {
    const key = dateKeyOfDayNumber(day + days);
    if (key !== null) return key;
  }
  return format(addDays(dateKey, days, inUtc), DAY_KEY, inUtc);
}

/**
 * Days since 1970-01-01 of a day key of the years 1000 to 9999, a day past the month's end rolling
 * over into the next month as Date does; null for any other text.
 */
export function dayNumberOfKey(dateKey: string): number | null {
  const match = PLAIN_DAY_KEY.exec(dateKey);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : null;
}

/** The day key of a day number (days since 1970-01-01), or null outside the years 1000 to 9999. */
export function dateKeyOfDayNumber(dayNumber: number): string | null {
  // The civil date of a day count (H. Hinnant's days_from_civil, inverted), with no Date made.
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAIN_DAY_KEY = /^([1-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The `count` days ending with `lastKey`, oldest first. */
export function dayKeysEndingWith(lastKey: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDaysToKey(lastKey, index - count + 1));
}

/** The instant a day begins in `timeZone`: its first moment, 01:00 where daylight saving skips midnight. */
export function localMidnight(dateKey: string, timeZone: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}
