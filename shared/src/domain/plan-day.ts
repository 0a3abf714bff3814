/** The day the Daily Plan page shows: in its address, so a reload, Back and a bookmark keep it. */
import { addDays, format, parseISO } from 'date-fns';
import { PAGES } from '../pages';
import { isCalendarDate } from './calendar-date';

/** The query parameter that names the day. */
export const PLAN_DATE_PARAM = 'date';

/** The days the page goes to: four-digit years, where a day's neighbours are plain to count. */
export const FIRST_PLAN_DAY = '1000-01-01';
export const LAST_PLAN_DAY = '9999-12-31';

/** Counted on local calendar days, as the rest of the client counts them (a day of 23 hours is one day). */
const addDaysToDay = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** A calendar day `yyyy-MM-dd` the page goes to. */
export const isPlanDay = (date: string) => isCalendarDate(date) && date >= FIRST_PLAN_DAY && date <= LAST_PLAN_DAY;

/** The day a query string of /plan names (`?date=2026-11-24`); null for none, or for one outside the calendar. */
export function planDayOfSearch(search: string): string | null {
  const date = new URLSearchParams(search).get(PLAN_DATE_PARAM);
  return date !== null && isPlanDay(date) ? date : null;
}

/** /plan for today, /plan?date=… for any other day: today's page stays today's page after midnight. */
export function dailyPlanPath(date: string, today: string): string {
  return date === today ? PAGES.dailyPlan.path : `${PAGES.dailyPlan.path}?${PLAN_DATE_PARAM}=${date}`;
}

export type RelativeDayName = 'Today' | 'Yesterday' | 'Tomorrow';

/** How a day is called from today, or null for a day further away. */
export function relativeDayName(date: string, today: string): RelativeDayName | null {
  if (date === today) return 'Today';
  if (date === addDaysToDay(today, -1)) return 'Yesterday';
  if (date === addDaysToDay(today, 1)) return 'Tomorrow';
  return null;
}

/** The day before or after, or null past the first or last day the page goes to. */
export function neighbourDay(date: string, days: -1 | 1): string | null {
  const day = addDaysToDay(date, days);
  return isPlanDay(day) ? day : null;
}
