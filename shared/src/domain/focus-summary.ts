import { addDaysToKey, dayKeysEndingWith, zonedDateKey } from './zoned-days';

/** The longest window one summary covers: a quarter, enough for any chart, small enough to stay cheap. */
export const FOCUS_SUMMARY_MAX_DAYS = 92;

/** The dashboard's Focus time card: the last seven days, today included. */
export const FOCUS_CARD_DAYS = 7;
/** How many goals the card names. */
export const FOCUS_CARD_TOP_GOALS = 3;

/** Every local day (`yyyy-MM-dd` in `timeZone`) an instant of [from, to) falls on, oldest first. */
export function dayKeysOfWindow(from: Date, to: Date, timeZone: string): string[] {
  const first = zonedDateKey(from, timeZone);
  const last = zonedDateKey(new Date(to.getTime() - 1), timeZone);
  const days: string[] = [];
  for (let day = first; day <= last && days.length <= FOCUS_SUMMARY_MAX_DAYS + 1; day = addDaysToKey(day, 1)) days.push(day);
  return days;
}

/** Whole minutes of focus, rounded once per total so that short periods still add up. */
export const secondsToMinutes = (seconds: number) => Math.round(seconds / 60);

/** The instants the card asks about: from the local midnight `days - 1` days before today to the next one. */
export function focusCardWindow(now: Date, timeZone: string, days = FOCUS_CARD_DAYS): { from: Date; to: Date; dayKeys: string[] } {
  const dayKeys = dayKeysEndingWith(zonedDateKey(now, timeZone), days);
  return { from: localMidnight(dayKeys[0]!, timeZone), to: localMidnight(addDaysToKey(dayKeys.at(-1)!, 1), timeZone), dayKeys };
}

/** The instant a local day begins in `timeZone` (the first moment of that day, daylight saving included). */
export function localMidnight(dateKey: string, timeZone: string): Date {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const utcGuess = Date.UTC(year, month - 1, day);
  // The zone's offset at the guess, then once more at the corrected instant (a change of offset that day).
  let instant = utcGuess - offsetMs(new Date(utcGuess), timeZone);
  instant = utcGuess - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
