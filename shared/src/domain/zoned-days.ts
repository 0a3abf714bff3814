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

/** The day an instant falls on in `timeZone`. */
export function zonedDateKey(instant: Date, timeZone: string): string {
  return format(instant, DAY_KEY, { in: tz(timeZone) });
}

/** The day `days` after (or before) a day. */
export function addDaysToKey(dateKey: string, days: number): string {
  return format(addDays(dateKey, days, inUtc), DAY_KEY, inUtc);
}

/** The `count` days ending with `lastKey`, oldest first. */
export function dayKeysEndingWith(lastKey: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDaysToKey(lastKey, index - count + 1));
}

/** The instant a day begins in `timeZone`: its first moment, 01:00 where daylight saving skips midnight. */
export function localMidnight(dateKey: string, timeZone: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}
