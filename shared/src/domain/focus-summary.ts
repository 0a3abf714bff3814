import { startOfLocalDay } from './local-days';
import { addDaysToKey, zonedDateKey } from './zoned-days';

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

/**
 * The instants the card asks about: from the local midnight `days - 1` days before today's to the next one, in the
 * days of the device it runs on, whose zone is the one the card's days are counted in. Plain dates give them:
 * the same days worked out from the zone's name would have the browser set up its zone data (40–70 ms on a slow
 * machine) in the middle of drawing the dashboard.
 */
export function focusCardWindow(startOfToday: Date, days = FOCUS_CARD_DAYS): { from: Date; to: Date } {
  return { from: startOfLocalDay(startOfToday, 1 - days), to: startOfLocalDay(startOfToday, 1) };
}
