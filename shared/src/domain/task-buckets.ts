import { setHours } from 'date-fns';
import type { Priority } from '../schemas/todos';
import { startOfLocalDay, type DayBounds } from './local-days';
import { byPriorityDescending } from './priority';

/** The Daily Tasks tabs. */
export const TASK_TABS = ['today', 'tomorrow', 'future', 'expired'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export { dayBounds, startOfLocalDay, type DayBounds } from './local-days';

/** Noon of a local day: a due time that stays on that day whatever the time zone does around midnight. */
export function localNoon(now: Date, offset = 0): Date {
  return setHours(startOfLocalDay(now, offset), 12);
}

export interface BucketTask {
  /** ISO 8601 */
  dueDate: string;
  completed: boolean;
  failed: boolean;
  delayed: boolean;
  /** An occurrence of a recurring task let go this time: settled, like a completed one. */
  skipped: boolean;
  priority: Priority;
}

/** Done with: completed, failed or skipped. */
export const isSettled = (task: Pick<BucketTask, 'completed' | 'failed' | 'skipped'>) => task.completed || task.failed || task.skipped;

/**
 * The tab a task belongs to: today, tomorrow, two or more days ahead, or expired (due before
 * today and neither completed nor skipped). A completed or skipped task from a past day is in none.
 */
export function taskTab(task: Pick<BucketTask, 'dueDate' | 'completed' | 'skipped'>, bounds: DayBounds): TaskTab | null {
  const due = Date.parse(task.dueDate);
  if (due < bounds.startOfToday.getTime()) return task.completed || task.skipped ? null : 'expired';
  if (due < bounds.startOfTomorrow.getTime()) return 'today';
  if (due < bounds.startOfDayAfter.getTime()) return 'tomorrow';
  return 'future';
}

/** Open tasks before settled (completed, failed or skipped) ones, then urgent → low: done work sinks out of the way. */
export function byOpenThenPriority(a: BucketTask, b: BucketTask): number {
  return Number(isSettled(a)) - Number(isSettled(b)) || byPriorityDescending(a, b);
}

/** Tasks grouped by tab, each tab sorted open first, then urgent → low (stable within a priority). */
export function groupTasksByTab<T extends BucketTask>(tasks: readonly T[], bounds: DayBounds): Record<TaskTab, T[]> {
  const groups: Record<TaskTab, T[]> = { today: [], tomorrow: [], future: [], expired: [] };
  for (const task of tasks) {
    const tab = taskTab(task, bounds);
    if (tab) groups[tab].push(task);
  }
  for (const tab of TASK_TABS) groups[tab].sort(byOpenThenPriority);
  return groups;
}

export type TaskBadge = 'Completed' | 'Failed' | 'Skipped' | 'Delayed' | 'Expired';

/** The badges a task row shows (spec section 4); a skipped task is settled, so neither Delayed nor Expired. */
export function taskBadges(task: BucketTask, bounds: DayBounds): TaskBadge[] {
  if (task.completed) return ['Completed'];
  if (task.failed) return ['Failed'];
  if (task.skipped) return ['Skipped'];
  const badges: TaskBadge[] = [];
  if (task.delayed) badges.push('Delayed');
  if (Date.parse(task.dueDate) < bounds.startOfToday.getTime()) badges.push('Expired');
  return badges;
}

/** The time until the next local midnight, for screens that must roll over to a new day. */
export function msUntilNextDay(now: Date): number {
  return startOfLocalDay(now, 1).getTime() - now.getTime();
}
