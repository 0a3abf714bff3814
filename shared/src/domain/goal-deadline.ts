import { format, startOfDay } from 'date-fns';
import { localNoon } from './task-buckets';

/** The spec's default deadline: today at noon, local time. Once noon has passed, tomorrow at noon. */
export function defaultGoalDeadline(now: Date): Date {
  const noon = localNoon(now);
  return noon.getTime() > now.getTime() ? noon : localNoon(now, 1);
}

export function isDeadlineInFuture(deadline: Date, now: Date): boolean {
  return deadline.getTime() > now.getTime();
}

/**
 * A goal's deadline as the Goals page and the dashboard show it: the day and the time, since a goal is
 * overdue from that moment on ('Jun 3, 2026, 6:00 PM'), not from the end of the day.
 */
export function formatGoalDeadline(deadline: Date | string): string {
  return format(new Date(deadline), 'MMM d, yyyy, h:mm a');
}

/** `yyyy-MM-ddTHH:mm` in local time, the value of a datetime-local field. */
export function toDateTimeLocalValue(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The start of the local day, as a datetime-local field's `min`: days before today can't be chosen. */
export function startOfTodayValue(now: Date): string {
  return toDateTimeLocalValue(startOfDay(now));
}
