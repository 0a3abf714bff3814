import { format, isSameYear, startOfDay, subDays } from 'date-fns';

export interface CompletedTask {
  /** ISO 8601; null only for a task that is not completed. */
  completedAt: string | null;
}

export interface CompletionDay<T> {
  /** Local midnight of the day, as an ISO string: a stable key. */
  key: string;
  /** 'Today', 'Yesterday', or the weekday and date ('Monday, March 2', with the year when it isn't this one). */
  label: string;
  tasks: T[];
}

/** How the Completed list names a local day. */
export function completionDayLabel(day: Date, now: Date): string {
  const today = startOfDay(now);
  if (day.getTime() === today.getTime()) return 'Today';
  if (day.getTime() === subDays(today, 1).getTime()) return 'Yesterday';
  return format(day, isSameYear(day, now) ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/**
 * Completed tasks by the local day they were completed on, newest day first and, within a day, in
 * the order given (the server sends the most recently completed first). Tasks without a completion
 * time are left out.
 */
export function groupByCompletionDay<T extends CompletedTask>(tasks: readonly T[], now: Date): CompletionDay<T>[] {
  const days = new Map<number, T[]>();
  for (const task of tasks) {
    if (task.completedAt === null) continue;
    const day = startOfDay(new Date(task.completedAt)).getTime();
    const list = days.get(day);
    if (list) list.push(task);
    else days.set(day, [task]);
  }
  return [...days]
    .sort(([a], [b]) => b - a)
    .map(([day, dayTasks]) => ({ key: new Date(day).toISOString(), label: completionDayLabel(new Date(day), now), tasks: dayTasks }));
}
