import { localNoon } from './task-buckets';
import { toLocalDateValue } from './task-due';

/** The spec's default deadline: today at noon, local time. Once noon has passed, tomorrow at noon. */
export function defaultGoalDeadline(now: Date): Date {
  const noon = localNoon(now);
  return noon.getTime() > now.getTime() ? noon : localNoon(now, 1);
}

export function isDeadlineInFuture(deadline: Date, now: Date): boolean {
  return deadline.getTime() > now.getTime();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-ddTHH:mm` in local time, the value of a datetime-local field. */
export function toDateTimeLocalValue(date: Date): string {
  return `${toLocalDateValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The start of the local day, as a datetime-local field's `min`: days before today can't be chosen. */
export function startOfTodayValue(now: Date): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return toDateTimeLocalValue(start);
}
