/**
 * A goal's progress may follow its habits (the person chooses): the share of the days its recurring
 * tasks fall on, from each one's first day through the goal's deadline, that were done.
 */
import type { OccurrenceState } from './habit-streaks';
import { occurrenceDayNumbers } from './recurrence';
import { dayNumberOfKey, zonedDateKey } from './zoned-days';

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
 * The days of a series that count toward a deadline: from its first day through the deadline's day
 * in its time zone (or its end, when sooner), one character a day, '1' where the rule falls. A task
 * counts when the character of its day is '1'; a database can check that on its own rows.
 */
export interface SeriesDueDays {
  firstDay: string;
  /** '1' or '0' for each day from `firstDay` on; empty when no day is left before the deadline. */
  mask: string;
  /** How many '1's the mask holds. */
  due: number;
}

/** What one series gives: its due days, and of those, the done ones and the skipped ones (days off). */
export interface HabitTally {
  due: number;
  done: number;
  skipped: number;
}

/**
 * floor(100 × done ÷ due) over all the series, where due counts each series' days through the goal's
 * deadline, less its skipped ones (a skipped day is a day off), and done those whose task is completed.
 * A failed, open or deleted day stays due and undone. 100 only when every due day is done; 0 when
 * there is no due day yet.
 */
export function habitProgressOfTallies(tallies: readonly HabitTally[]): number {
  let due = 0;
  let done = 0;
  for (const tally of tallies) {
    due += tally.due - tally.skipped;
    done += tally.done;
  }
  return due <= 0 ? 0 : Math.floor((100 * done) / due);
}

/**
 * The longest mask a goal's rate is kept with (days from a series' first day): a deadline further away
 * is counted again on each tick instead, so that centuries of days never sit in the database.
 */
export const KEPT_MASK_DAYS = 200_000;

/**
 * Whether the rate kept with the goal (its tallies, moved by each tick) is all there is to its progress,
 * so that a tick needs no refresh: tallies are kept and give the progress the goal shows, short of
 * complete. A rate that reaches 100 or leaves it is the refresh's to judge, as other open work keeps a
 * goal at 99 and a complete goal pauses its series; anything else (no tallies yet) is counted anew.
 */
export function keptRateHolds(progress: number, kept: HabitTally | null): boolean {
  if (kept === null) return false;
  const rate = habitProgressOfTallies([kept]);
  return rate < 100 && progress < 100 && rate === progress;
}

/** `habitProgressOfTallies` of the series' tasks: only completed and skipped days change the count. */
export function habitProgress(series: readonly HabitProgressSeries[], tasks: readonly HabitProgressTask[], deadline: Date): number {
  const tallies = new Map<number, HabitTally & SeriesDueDays & { first: number }>();
  for (const one of series) {
    const days = seriesDueDays(one, deadline);
    tallies.set(one.id, { ...days, first: dayNumberOfKey(days.firstDay)!, done: 0, skipped: 0 });
  }
  for (const task of tasks) {
    if (task.state !== 'completed' && task.state !== 'skipped') continue;
    const tally = tallies.get(task.seriesId);
    if (!tally || tally.mask[dayNumberOfKey(task.date)! - tally.first] !== '1') continue;
    if (task.state === 'completed') tally.done += 1;
    else tally.skipped += 1;
  }
  return habitProgressOfTallies([...tallies.values()]);
}

/**
 * Worked out once per rule, first day and last day: a habit's goal is looked at again on each tick,
 * and its days only change when its rule, its end or the goal's deadline does. Kept by their length,
 * a character a day, so that deadlines centuries away can't fill the memory.
 */
const dueDaysByKey = new Map<string, SeriesDueDays>();
const DUE_DAYS_KEPT_CHARACTERS = 2_000_000;
let keptCharacters = 0;

/** The days of the series that count toward `deadline` (see `SeriesDueDays`). */
export function seriesDueDays(series: HabitProgressSeries, deadline: Date): SeriesDueDays {
  const deadlineDay = zonedDateKey(deadline, series.timeZone);
  const last = series.endDate !== null && series.endDate < deadlineDay ? series.endDate : deadlineDay;
  const key = `${series.rule} ${series.startDate} ${last}`;
  const known = dueDaysByKey.get(key);
  if (known) return known;
  const first = dayNumberOfKey(series.startDate)!;
  const marks = new Array<string>(Math.max(0, dayNumberOfKey(last)! - first + 1)).fill('0');
  const days = occurrenceDayNumbers(series.rule, series.startDate, series.startDate, last);
  for (const day of days) marks[day - first] = '1';
  const dueDays = { firstDay: series.startDate, mask: marks.join(''), due: days.length };
  if (dueDays.mask.length > DUE_DAYS_KEPT_CHARACTERS / 10) return dueDays;
  // The oldest go first: a Map keeps the order its keys came in.
  for (const [oldKey, old] of dueDaysByKey) {
    if (keptCharacters + dueDays.mask.length <= DUE_DAYS_KEPT_CHARACTERS) break;
    dueDaysByKey.delete(oldKey);
    keptCharacters -= old.mask.length;
  }
  dueDaysByKey.set(key, dueDays);
  keptCharacters += dueDays.mask.length;
  return dueDays;
}
