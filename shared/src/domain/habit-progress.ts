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
  const stateOf = new Map(tasks.map((task) => [`${task.seriesId} ${task.date}`, task.state]));
  let due = 0;
  let done = 0;
  for (const one of series) {
    const deadlineDay = zonedDateKey(deadline, one.timeZone);
    const last = one.endDate !== null && one.endDate < deadlineDay ? one.endDate : deadlineDay;
    for (const day of occurrenceDates(one.rule, one.startDate, one.startDate, last)) {
      const state = stateOf.get(`${one.id} ${day}`);
      if (state === 'skipped') continue;
      due += 1;
      if (state === 'completed') done += 1;
    }
  }
  return due === 0 ? 0 : Math.floor((100 * done) / due);
}
