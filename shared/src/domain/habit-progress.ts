/**
 * A goal's progress may follow its habits (the person chooses): the share of the days its recurring
 * tasks fall on, from each one's first day through the goal's deadline, that were done.
 */
import type { OccurrenceState } from './habit-streaks';
import { occurrenceDates } from './recurrence';
import { zonedDateKey } from './zoned-days';

/** A series of the goal: its rule, its days and the time zone they are in. */
export interface HabitProgressSeries {
  id: number;
  rule: string;
  startDate: string;
  /** The last day it may fall on; null while it goes on. */
  endDate: string | null;
  timeZone: string;
}

/** A task of one of the series, on its day. */
export interface HabitProgressTask {
  seriesId: number;
  date: string;
  state: OccurrenceState;
}

/**
 * floor(100 × done ÷ due), where due counts each series' days through the goal's deadline (the
 * deadline's day in the series' time zone) and done those of them whose task is completed. A skipped
 * day is a day off: it leaves the count. A day whose task was deleted stays due and undone. 100 only
 * when every due day is done; 0 when there is no due day yet.
 */
export function habitProgress(series: readonly HabitProgressSeries[], tasks: readonly HabitProgressTask[], deadline: Date): number {
  // Only completed and skipped days change the count; every other day is due and undone.
  const settledOf = new Map<number, HabitProgressTask[]>();
  for (const task of tasks) {
    if (task.state !== 'completed' && task.state !== 'skipped') continue;
    const ofSeries = settledOf.get(task.seriesId);
    if (ofSeries) ofSeries.push(task);
    else settledOf.set(task.seriesId, [task]);
  }
  let due = 0;
  let done = 0;
  for (const one of series) {
    const deadlineDay = zonedDateKey(deadline, one.timeZone);
    const last = one.endDate !== null && one.endDate < deadlineDay ? one.endDate : deadlineDay;
    const days = occurrenceDates(one.rule, one.startDate, one.startDate, last);
    due += days.length;
    // A task counts on a day of the series through `last` only; the days are in order, so a binary search finds it.
    for (const task of settledOf.get(one.id) ?? []) {
      if (task.date > last || !includesSorted(days, task.date)) continue;
      if (task.state === 'skipped') due -= 1;
      else done += 1;
    }
  }
  return due === 0 ? 0 : Math.floor((100 * done) / due);
}

/** Whether `sorted` (ascending, as `occurrenceDates` gives them) holds `day`. */
function includesSorted(sorted: readonly string[], day: string): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = sorted[middle]!;
    if (candidate === day) return true;
    if (candidate < day) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
