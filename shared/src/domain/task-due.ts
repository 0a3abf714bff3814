import { format, parseISO } from 'date-fns';
import { isCalendarDate } from './calendar-date';
import { localNoon, startOfLocalDay, taskTab, type DayBounds, type TaskTab } from './task-buckets';

/** The task form's due-date choices. */
export type DueOption = 'today' | 'tomorrow' | 'custom';

/** `yyyy-MM-dd` of the local day a moment falls on. */
export function toLocalDateValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Noon of the chosen day: Today, Tomorrow, or a `yyyy-MM-dd` picked on the calendar. Null for no valid day. */
export function dueDateFor(option: DueOption, customDate: string, now: Date): Date | null {
  if (option === 'today') return localNoon(now);
  if (option === 'tomorrow') return localNoon(now, 1);
  if (!isCalendarDate(customDate)) return null;
  return localNoon(parseISO(customDate));
}

/** How the form shows an existing due date: as Today or Tomorrow when it is, else as that day. */
export function dueOptionOf(dueDate: string, bounds: DayBounds): { option: DueOption; customDate: string } {
  const tab = taskTab({ dueDate, completed: false, skipped: false }, bounds);
  const customDate = toLocalDateValue(new Date(dueDate));
  if (tab === 'today') return { option: 'today', customDate };
  if (tab === 'tomorrow') return { option: 'tomorrow', customDate };
  return { option: 'custom', customDate };
}

/** The first day the Future tab holds, counted from today. */
export const FUTURE_TAB_FIRST_DAY = 2;

/**
 * The due day a new task starts with on a Daily Tasks tab: the day that tab shows, so the task lands
 * where the person is looking. Today on Today and Expired (whose tasks are moved to today), Tomorrow on
 * Tomorrow, and the first day of the Future tab on Future.
 */
export function defaultDueFor(tab: TaskTab, now: Date): { option: DueOption; customDate: string } {
  if (tab === 'tomorrow') return { option: 'tomorrow', customDate: todayDateValue(now) };
  if (tab === 'future') return { option: 'custom', customDate: toLocalDateValue(startOfLocalDay(now, FUTURE_TAB_FIRST_DAY)) };
  return { option: 'today', customDate: todayDateValue(now) };
}

/** The earliest day the calendar offers, as `yyyy-MM-dd`. */
export const todayDateValue = (now: Date) => toLocalDateValue(startOfLocalDay(now));
