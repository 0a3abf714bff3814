/**
 * Habits: a recurring task seen day by day. A day the rule falls on is done, skipped or missed; a
 * streak counts the done days in a row, skipped days neither counting nor breaking it, and today not
 * breaking it until today is over.
 */
import { addDaysToKey, dateKeyOfDayNumber } from './zoned-days';
import { occurrenceDates, occurrenceDayNumbers, weekdayOf } from './recurrence';

/** Where one occurrence stands: its task completed, skipped, failed, or still open. */
export type OccurrenceState = 'completed' | 'skipped' | 'failed' | 'open';

/** A day of a habit as the heatmap shows it. */
export type HabitDayState = 'done' | 'skipped' | 'missed' | 'due' | 'rest' | 'upcoming';

/**
 * A stretch of a habit under one rule. A habit changed 'this and following' is two series, the
 * first ending the day before the second starts; together they are one habit.
 */
export interface HabitSegment {
  rule: string;
  startDate: string;
  /** The last day the segment may fall on; null while it goes on. */
  endDate: string | null;
}

export interface HabitDay {
  date: string;
  state: HabitDayState;
}

/** The days the habit's segments fall on from `from` to `to`, both included, in order. */
export function expectedDays(segments: readonly HabitSegment[], from: string, to: string): string[] {
  // One segment's days come in order, once each: most habits never changed their rule.
  if (segments.length === 1) return segmentDays(segments[0]!, from, to);
  const days = new Set<string>();
  for (const segment of segments) {
    const last = segment.endDate !== null && segment.endDate < to ? segment.endDate : to;
    const first = segment.startDate > from ? segment.startDate : from;
    for (const day of occurrenceDates(segment.rule, segment.startDate, first, last)) days.add(day);
  }
  return [...days].sort();
}

function segmentDays(segment: HabitSegment, from: string, to: string): string[] {
  const last = segment.endDate !== null && segment.endDate < to ? segment.endDate : to;
  const first = segment.startDate > from ? segment.startDate : from;
  return occurrenceDates(segment.rule, segment.startDate, first, last);
}

/**
 * How one day stands: the rule's days by their task, any other day a rest day unless it has a task anyway.
 * Days are date keys or day numbers (habitFigures), either of which orders as the days do.
 */
export function habitDayState<Day extends string | number>(date: Day, today: Day, expected: boolean, occurrence: OccurrenceState | undefined): HabitDayState {
  if (!expected && occurrence === undefined) return 'rest';
  if (occurrence === 'completed') return 'done';
  if (occurrence === 'skipped') return 'skipped';
  if (date > today) return 'upcoming';
  if (occurrence === 'failed') return 'missed';
  return date === today ? 'due' : 'missed';
}

export interface HabitStreaks {
  /** Done days in a row up to today (today counts once done, and doesn't break it while open). */
  current: number;
  best: number;
}

/** The current and best streaks of days in date order. */
export function habitStreaks(days: readonly HabitDay[]): HabitStreaks {
  let run = 0;
  let best = 0;
  for (const { state } of days) {
    if (state === 'done') best = Math.max(best, ++run);
    else if (state === 'missed') run = 0;
  }
  return { current: run, best };
}

export const HEATMAP_WEEKS = 12;

/** The Monday-to-Sunday weeks of the heatmap, the last one holding `today`, oldest first. */
export function heatmapWeeks(today: string, weeks = HEATMAP_WEEKS): string[][] {
  const mondayOffset = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(weekdayOf(today));
  const firstMonday = addDaysToKey(today, -mondayOffset - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, week) => Array.from({ length: 7 }, (_, day) => addDaysToKey(firstMonday, week * 7 + day)));
}

export interface HabitSummary extends HabitStreaks {
  /** The heatmap's weeks, Monday first, oldest week first. */
  weeks: HabitDay[][];
  /** Over the habit's whole life up to today: days done, and days the rule fell on (skipped ones left out). */
  done: number;
  due: number;
}

/**
 * A habit's tasks as day numbers (days since 1970-01-01, ascending, each day once) and, at the same
 * index, where each stands: the form a server reads two years of a few hundred habits in.
 */
export interface HabitTasks {
  days: ArrayLike<number>;
  states: ArrayLike<OccurrenceState>;
}

/** habitSummary's figures, with the heatmap's days as states alone, Monday of its first week first. */
export interface HabitFigures extends HabitStreaks {
  done: number;
  due: number;
  /** HEATMAP_WEEKS × 7 states, from `firstDay`. */
  heatmap: HabitDayState[];
  /** The heatmap's first Monday as a day number. */
  firstDay: number;
}

/** The day number of a `yyyy-MM-dd` day. */
const dayNumberOf = (dateKey: string) => Date.UTC(Number(dateKey.slice(0, 4)), Number(dateKey.slice(5, 7)) - 1, Number(dateKey.slice(8, 10))) / 86_400_000;

/** The days the segments fall on from their first day through `last`, as ascending day numbers, each once. */
function expectedDayNumbers(segments: readonly HabitSegment[], last: string): number[] {
  const daysOf = (segment: HabitSegment) =>
    occurrenceDayNumbers(segment.rule, segment.startDate, segment.startDate, segment.endDate !== null && segment.endDate < last ? segment.endDate : last);
  if (segments.length === 1) return daysOf(segments[0]!);
  const all = segments.flatMap(daysOf).sort((a, b) => a - b);
  return all.filter((day, index) => index === 0 || day !== all[index - 1]);
}

/**
 * A habit up to `today`: its streaks over its whole life, how many of its days were done, and the
 * heatmap's days. One walk over the rule's days and the tasks' days together, both in order: every
 * other day is a rest day, which neither counts nor breaks a streak, so it needs no step of its own.
 */
export function habitFigures(segments: readonly HabitSegment[], tasks: HabitTasks, today: string, weeks = HEATMAP_WEEKS): HabitFigures {
  const todayNumber = dayNumberOf(today);
  const firstDay = todayNumber - WEEKDAYS_FROM_MONDAY.indexOf(weekdayOf(today)) - (weeks - 1) * 7;
  const shownDays = weeks * 7;
  const lastShown = firstDay + shownDays - 1;
  const expected = expectedDayNumbers(segments, dateKeyOfNumber(lastShown));
  const heatmap = new Array<HabitDayState>(shownDays).fill('rest');
  const { days, states } = tasks;
  let run = 0;
  let best = 0;
  let done = 0;
  let due = 0;
  let nextExpected = 0;
  let nextTask = 0;
  while (nextExpected < expected.length || nextTask < days.length) {
    const expectedDay = nextExpected < expected.length ? expected[nextExpected]! : Infinity;
    const taskDay = nextTask < days.length ? days[nextTask]! : Infinity;
    const day = Math.min(expectedDay, taskDay);
    const isExpected = expectedDay === day;
    const occurrence = taskDay === day ? states[nextTask] : undefined;
    if (isExpected) nextExpected++;
    if (taskDay === day) nextTask++;
    const state = habitDayState(day, todayNumber, isExpected, occurrence);
    // As habitStreaks counts them, up to today.
    if (day <= todayNumber) {
      if (state === 'done') {
        done += 1;
        if (++run > best) best = run;
      } else if (state === 'missed') run = 0;
      if (state !== 'skipped' && state !== 'rest') due += 1;
    }
    if (day >= firstDay && day <= lastShown) heatmap[day - firstDay] = state;
  }
  return { current: run, best, done, due, heatmap, firstDay };
}

const WEEKDAYS_FROM_MONDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/**
 * A habit up to `today`: its streaks over its whole life, the heatmap's weeks, and how many of its
 * days were done. `occurrences` maps each day that has a task to where that task stands.
 */
export function habitSummary(segments: readonly HabitSegment[], occurrences: ReadonlyMap<string, OccurrenceState>, today: string): HabitSummary {
  const byDay = [...occurrences].map(([date, state]) => [dayNumberOf(date), state] as const).sort((a, b) => a[0] - b[0]);
  const figures = habitFigures(segments, { days: byDay.map(([day]) => day), states: byDay.map(([, state]) => state) }, today);
  const weeks = heatmapWeeks(today).map((week, index) => week.map((date, day) => ({ date, state: figures.heatmap[index * 7 + day]! })));
  return { current: figures.current, best: figures.best, weeks, done: figures.done, due: figures.due };
}

const dateKeyOfNumber = (day: number) => dateKeyOfDayNumber(day) ?? new Date(day * 86_400_000).toISOString().slice(0, 10);

/** One letter per heatmap day, so that 200 habits × 84 days stay a small answer. */
export const HABIT_DAY_CODES: Record<HabitDayState, string> = {
  done: 'd',
  skipped: 's',
  missed: 'm',
  due: 't',
  rest: 'r',
  upcoming: 'u',
};
export const habitDayStateOfCode = Object.fromEntries(Object.entries(HABIT_DAY_CODES).map(([state, code]) => [code, state])) as Record<
  string,
  HabitDayState
>;
